// "Fullstack Javascript Engineer University of Bremen", "IT Consultant We4IT GmbH Bremen",
// "Student Assistant / Programmer otulea.uni-bremen.de": templates that set the title and the
// employer in two fonts on one line lose the gap between them in the PDF's text. Where the
// employer starts can still be read from the employer's own shape.
import { companyScore, isDegree, isInstitution, isLegalForm, isUnitName, titleScore } from './vocabulary.js';
import { isTownName } from './places.js';

/** "adorsys GmbH & Co. KG": a name its legal form marks as a company's. */
export function hasLegalForm(text: string): boolean {
  return text.split(/\s+/).some(isLegalForm);
}

// A town's name: one or two words in title case ("Berlin", "Den Haag"), no legal form.
const TOWN = /^\p{Lu}\p{Ll}[\p{L}'’-]*(?: \p{Lu}\p{Ll}[\p{L}'’-]*)?$/u;

/** "Kessler Brandt GmbH Berlin" → "Kessler Brandt GmbH": moderncv's banking style sets the town right after the employer. */
export function withoutTownAfterLegalForm(field: string): string {
  const words = field.trim().split(/\s+/);
  const legalEnd = words.findLastIndex(isLegalForm);
  const after = words.slice(legalEnd + 1).join(' ');
  // "Hanlon Whelan & Co. Chartered Accountants": after "& Co." the name goes on, unless a known town follows.
  const namesOn = /^co\.?$/i.test(words[legalEnd] ?? '') && !isTownName(after);
  return legalEnd >= 1 && TOWN.test(after) && companyScore(after) === 0 && !namesOn ? words.slice(0, legalEnd + 1).join(' ') : field;
}

/** "Ltd.", "Pvt. Ltd.": a legal form and nothing else, the end of a name a narrow column wrapped. */
export function isLegalFormOnly(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.every(isLegalForm);
}

// Words that end a company name with one name word before them ("Getoq Consulting").
const BUSINESS_WORD = /^(?:consulting|systems|solutions|technologies|labs|group|software|services|partners|holdings|ventures)$/i;
// Words that open an organisation's name when "of" or "for" follows ("University of Bremen").
const ORGANISATION_OPENER = /^(?:university|college|institute|school|academy|hospital|bank|department|ministry|centre|center)$/i;
const DOMAIN = /^[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}$/i;
const MIN_TITLE_WORDS = 2;
// "Fullstack Javascript Engineer (University of Bremen)": an employer in brackets after the role.
const BRACKETED = /\s*\(([^()]{2,60})\)/g;

// "NANOME INC. Machine Learning Engineer Intern", "METRIM DATA Data Engineer": Deedy and
// Awesome-CV set the employer in small capitals before the role, which the PDF's text gives in
// upper case. A capitalised run with no role word in it, before the role, is the employer; a
// unit or a short acronym ("ICU Nurse", "IT Consultant") stays part of the role.
const CAPITALS_RUN = /^((?:\p{Lu}[\p{Lu}\d.&'’-]*)(?:\s+(?:\p{Lu}[\p{Lu}\d.&'’-]*|&))*)\s+(?=\p{Lu}\p{Ll})/u;
const MIN_CAPITALS = 4;

function capitalsFirst(field: string): { title: string; employer: string } | undefined {
  const employer = CAPITALS_RUN.exec(field)?.[1];
  if (!employer) return undefined;
  const title = field.slice(employer.length).trim();
  const isNamed = employer.replaceAll(/[^\p{Lu}]/gu, '').length >= MIN_CAPITALS || employer.includes(' ');
  // "ABAP Developer PADO SA": with a name after the role, the capitals before it are the role's.
  const isRole = employer.includes(' ') ? title !== '' : !isUnitName(employer) && titleScore(title) > 0 && afterRoleWord(title.split(/\s+/)) === undefined;
  return isNamed && titleScore(employer) === 0 && isRole ? { title, employer } : undefined;
}

/** The title and the employer of a field that holds both with no separator, if the employer's shape shows where it starts. */
export function splitGluedEmployer(field: string): { title: string; employer: string } | undefined {
  const capitals = capitalsFirst(field);
  if (capitals) return capitals;
  const words = field.split(/\s+/);
  const shaped = employerStart(words);
  const start = shaped !== undefined && shaped >= MIN_TITLE_WORDS ? shaped : afterRoleWord(words);
  if (start === undefined) return undefined;
  const title = words.slice(0, start).join(' ');
  // A title that ends on "of", "for" or a slash goes on into what looked like an employer.
  if (/(?:^|\s)(?:of|for|and|at|in|&|\/|-)$/i.test(title)) return undefined;
  // A legal form ends the name, a town may follow ("We4IT GmbH Bremen"), unless the words after
  // it are set in the name's own capitals ("PADO SA INDUST. COMERCIAL E IMPORTADORA").
  const legalEnd = words.findIndex((word, index) => index >= start && isLegalForm(word));
  const isCapitals = (part: string[]) => part.length > 0 && part.every((word) => word === word.toUpperCase());
  const goesOn = legalEnd >= 0 && isCapitals(words.slice(start, legalEnd)) && isCapitals(words.slice(legalEnd + 1));
  const employer = words.slice(start, legalEnd >= 0 && !goesOn ? legalEnd + 1 : undefined).join(' ');
  return { title, employer };
}

// "Team leader Simples Consultoria", "ABAP Developer PADO SA": a role that ends on its role word,
// then a name that holds none. Only the last role word can end the role ("Developer Relations
// Engineer" is one title), and a unit after it stays the role's ("Engineer Payments Platform").
function afterRoleWord(words: string[]): number | undefined {
  const end = words.findLastIndex((word) => titleScore(word) >= 2);
  const rest = words.slice(end + 1);
  const name = rest.join(' ');
  // "INGENIERO DE SOFTWARE", "Director of Sales": a connector carries the role on.
  const isCarriedOn = /^(?:of|for|in|at|de|del|da|do|das|dos|di|du|des|der|für)$/i.test(rest[0] ?? '');
  if (end < 0 || rest.length === 0 || isCarriedOn || titleScore(name) > 0 || isUnitName(name)) return undefined;
  const opensName = /^[\p{Lu}\d]/u.test(name) || hasLegalForm(name);
  // One word is a name when it is no grade of the role ("Engineer II").
  const isNamed = rest.length >= 2 || companyScore(name) > 0 || (name.length >= 3 && !/^[IVX]+$/.test(name));
  return opensName && isNamed ? end + 1 : undefined;
}

function employerStart(words: string[]): number | undefined {
  const last = words.length - 1;
  if (DOMAIN.test(words[last] ?? '')) return last;
  const opener = words.findIndex((word, index) => ORGANISATION_OPENER.test(word) && /^(?:of|for)$/i.test(words[index + 1] ?? ''));
  // "Masters of Commerce The University of California": the article opens the name.
  if (opener > 0) return /^the$/i.test(words[opener - 1] ?? '') ? opener - 1 : opener;
  const suffix = words.findIndex((word, index) => index >= 1 && (isLegalForm(word) || BUSINESS_WORD.test(word)));
  if (suffix <= 0 || !/^\p{Lu}|\d/u.test(words[suffix - 1] ?? '')) return undefined;
  if (!isLegalForm(words[suffix] ?? '')) return suffix - 1;
  // "Developer Amcor Flexibles Brasil LTDA": a legal form ends a name of several words; it opens
  // after the role's last word or its unit. After a connector the words are the role's object
  // ("IT Consultant for Notes Domino We4IT GmbH"), and the name is the one word before the form.
  let start = suffix - 1;
  while (start > 0 && /^[\p{Lu}\d]/u.test(words[start - 1] ?? '') && titleScore(words[start - 1] ?? '') < 2 && !isUnitName(words[start - 1] ?? '')) start -= 1;
  return start > 0 && /^(?:of|for|and|at|in|&)$/i.test(words[start - 1] ?? '') ? suffix - 1 : start;
}

/** The text with an employer written in brackets after a role set apart as a field of its own ("Engineer | University of Bremen"). */
export function unbracketEmployer(text: string): string {
  return text.replace(BRACKETED, (whole, inside: string, at: number) =>
    isEmployerName(inside) && !isOwnSite(inside, text.slice(0, at)) && !qualifiesWhatItFollows(inside, text.slice(0, at)) ? ` | ${inside} | ` : whole,
  );
}

// "D.Sc. (Tech.) Bioprocess Engineering": one abbreviated word in brackets qualifies what it
// follows; so does one short word after a degree's initials, "MSc (Tech)", "BA (Econ)".
const SHORT_WORD = /^\p{L}{2,5}(\.)?$/u;
function qualifiesWhatItFollows(inside: string, before: string): boolean {
  const word = SHORT_WORD.exec(inside.trim());
  return word !== null && (word[1] !== undefined || isDegree(/(\S+)\s*$/.exec(before)?.[1] ?? ''));
}

// "Cookpad (cookpad.com)": the site of the name before it, which stays with the name.
function isOwnSite(inside: string, before: string): boolean {
  const name = /([\p{L}\d]+)\s*$/u.exec(before)?.[1]?.toLowerCase();
  return name !== undefined && DOMAIN.test(inside.trim()) && inside.trim().toLowerCase().replace(/^www\./, '').startsWith(name);
}

function isEmployerName(text: string): boolean {
  // "Ukhozi Mining Services (Pty) Ltd": a legal form in brackets is the name's own.
  if (isLegalFormOnly(text)) return false;
  const words = text.trim().split(/\s+/);
  return DOMAIN.test(text.trim()) || isInstitution(text) || companyScore(text) > 1 || employerStart(words) === 0;
}
