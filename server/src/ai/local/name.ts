import { withoutAccents } from './accents.js';
import { EMAIL, firstMatch, LABEL, LINKEDIN, PHONES } from './contact-patterns.js';
import { findDates } from './dates.js';
import { headingKey } from './headings.js';
import type { Line } from './lines.js';
import { findPlace, isPlace } from './places.js';
import { linesOf, type Section, type SectionKey } from './sections.js';
import { pageTitle } from './visual-fields.js';
import { companyScore, isJobTitle } from './vocabulary.js';

const POST_NOMINALS =
  /(?:,?\s+(?:RN|BSN|MSN|MBA|Ph\.?D\.?|MD|CPA|PMP|PE|CNA|LPN|NP|DNP|MS|MA|BS|BA|CFA|CCRN|SHRM-(?:CP|SCP)|Esq\.?|Jr\.?|Sr\.?|II|III))+$/;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|van|von|de|del|della|da|di|la|le|bin|al|der|den|du|dos)$/u;
const NOT_NAMES = /^(?:resume|résumé|curriculum|vitae|cv|profile|contact|page)$/i;
// "Robert (Bob) Smith", "Nguyen Van An (Andy)": a nickname in brackets is part of the name as written.
const NICKNAME = /\s*[("“][\p{L} .'’-]{1,24}[)"”]\s*/gu;
const BRACKETED_INITIALS = /\((?:\p{Lu}\.){2,}\)/gu;
// "Sam Lee (they/them)", "Ana Ruiz (she/her/hers)": pronouns beside a name are no part of it.
const PRONOUNS = /\s*\((?:she|he|they|ze|xe)(?:\s*\/\s*(?:she|he|her|hers|him|his|they|them|theirs|ze|zir|xe|xem)){1,2}\)/giu;
// Lines of these sections describe work and study; a name there is an employer or a school.
const NOT_NAME_SECTIONS = new Set<SectionKey>(['experience', 'education', 'projects', 'skills', 'certifications']);

const MAX_ADDRESSES = 3;

/** The candidate's name and the line it was read from. */
export function findName(sections: Section[], lines: Line[]): { name: string; line?: string } {
  const labelled = lines.map((line) => /^name\s*:\s*(.+)$/i.exec(line.text)?.[1]).find(Boolean);
  if (labelled) return { name: tidyName(labelled) };
  const texts = lines.map((line) => line.text);
  const email = firstMatch(texts, EMAIL)?.toLowerCase() ?? '';
  const header = unglueTopName(joinSplitName(linesOf(sections, 'header')), email);
  const contactSection = linesOf(sections, 'contact');
  const aboutWork = new Set(sections.filter((section) => NOT_NAME_SECTIONS.has(section.key)).flatMap((section) => section.lines.map((line) => line.text)));
  const outsideWork = lines.filter((line) => !aboutWork.has(line.text));
  const firstEmail = outsideWork.findIndex((line) => EMAIL.test(line.text));
  const beforeEmail = firstEmail > 0 ? outsideWork.slice(Math.max(0, firstEmail - 6), firstEmail).reverse() : [];
  // A name spelled in an e-mail address or the LinkedIn slug is the candidate's, wherever a
  // two-column layout put it. The first address may be a work one that spells no name
  // ("teelaa@utu.fi" over "teemu.daniel.laajala@gmail.com").
  const addresses = texts.filter((text) => text.includes('@')).flatMap((text) => EMAIL.exec(text)?.[0].toLowerCase() ?? []).slice(0, MAX_ADDRESSES);
  const handles = [...addresses, firstMatch(texts, LINKEDIN)?.toLowerCase() ?? ''];
  const spelled = lines.filter((line) => {
    if (line.isBullet) return false;
    const name = nameIn(line.text);
    return name !== undefined && handles.some((handle) => isSpelledIn(name, handle));
  });
  // "Im Neuenheimer Feld" over "280": a street written before its house number, as in a German
  // address, is no name.
  const streets = new Set(lines.filter((line, index) => HOUSE_NUMBER.test(lines[index + 1]?.text ?? '')).map((line) => line.text));
  // What the first page sets in its largest type, where the name usually is, wherever a layout put
  // it in the text.
  const titled = titleName(lines);
  if (titled && spelled.length === 0) return titled;
  const candidates = [...spelled, ...spacedOverTwoLines(outsideWork.slice(0, 12)), ...header.slice(0, 8), ...contactSection.slice(0, 4), ...beforeEmail, ...outsideWork.slice(0, 12)].filter(
    (line) => !streets.has(line.text),
  );
  for (const line of candidates) {
    const name = nameIn(line.text);
    if (name) return { name, line: line.text };
  }
  // "ANDERSON" alone at the top: a one-word name, written in capitals like a name heading.
  const [top] = header;
  if (top && /^\p{Lu}{3,}$/u.test(top.text) && headingKey(top.text) === undefined && !NOT_NAMES.test(top.text)) {
    return { name: tidyName(top.text), line: top.text };
  }
  return { name: '' };
}

// "JANE" then "DOE": a name set in large type over two lines is read as one line.
function joinSplitName(header: Line[]): Line[] {
  const [first, second, ...rest] = header;
  const isNameWord = (line?: Line) => line !== undefined && /^\p{Lu}[\p{L}'’-]+$/u.test(line.text) && !NOT_NAMES.test(line.text);
  // "Berlin" over "Germany" is the address a fancy layout sets above the name.
  const isPlaceOverTwoLines = isPlace(`${first?.text}, ${second?.text}`);
  if (!isNameWord(first) || !isNameWord(second) || headingKey(first?.text ?? '') || headingKey(second?.text ?? '') || isPlaceOverTwoLines) return header;
  return [{ ...(first as Line), text: `${first?.text} ${second?.text}` }, ...rest];
}

// "JohnDoe, Jr. | Underwater Basket Weaver", "johnsmith" over "john@smith.com": a name in large
// type can lose the space between its words in extracted text. At the top of the resume, a name
// part of one word is read as two when it has two capitalised halves of three letters or more
// ("LaToya" and "McKenzie" stay whole), or when the e-mail address spells it in two parts.
// "L A C H L A N P E T T I G R E W": a name set with wide letter spacing comes out of the PDF with a
// space after every letter, the space between its words lost among them; closed up, it is one
// such word, parted only where the e-mail address parts it.
const SPACED_LETTERS = /^(?:\p{Lu} ){5,}\p{Lu}$/u;
// "J O H N | D O E": where the gap between the words is wide enough to be kept, it parts them.
const SPACED_WORDS = /^\p{Lu}(?: \p{Lu})+(?: \| \p{Lu}(?: \p{Lu})+)+$/u;
function unglueTopName(header: Line[], email: string): Line[] {
  const [top, ...rest] = header;
  if (top !== undefined && SPACED_WORDS.test(top.text)) return [{ ...top, text: top.text.split(' | ').map((word) => word.replaceAll(' ', '')).join(' ') }, ...rest];
  const isSpaced = top !== undefined && SPACED_LETTERS.test(top.text);
  const word = isSpaced ? top.text.replaceAll(' ', '') : top ? /^\p{L}+(?=$|\s*[|•·,])/u.exec(top.text)?.[0] : undefined;
  const halves = word ? (/^(\p{Lu}\p{Ll}{2,})(\p{Lu}\p{Ll}{2,})$/u.exec(word)?.slice(1) ?? spelledHalves(word, email)) : undefined;
  if (!top || !word || !halves) return header;
  const name = halves.map((half) => half.charAt(0).toUpperCase() + half.slice(1)).join(' ');
  return [{ ...top, text: isSpaced ? name : `${name}${top.text.slice(word.length)}` }, ...rest];
}

function spelledHalves(word: string, email: string): string[] | undefined {
  const parts = email.split(/[@._+-]+/).filter((part) => part.length >= 2);
  const lower = word.toLowerCase();
  const given = parts.find((part) => lower.startsWith(part) && parts.includes(lower.slice(part.length)));
  return given ? [word.slice(0, given.length), word.slice(given.length)] : undefined;
}

function isSpelledIn(name: string, handle: string): boolean {
  const local = handle.split('@')[0] ?? '';
  // "Marek Dvořák" writes marek.dvorak@: an address drops the accents.
  const parts = withoutAccents(name.replace(NICKNAME, ' ').toLowerCase()).split(/[\s.'’-]+/).filter((part) => part.length >= 2);
  // Both parts must be spelled out: "tanderson@" alone cannot tell "Anderson T." from "Thomas Anderson".
  // "akurtser@" for "Almog Kurtser" spells the surname after the first initial: that tells.
  // "m.ibanez@" for "Mateo Ibáñez Cortés": either of two surnames, after a dot or not.
  const [given = '', ...surnames] = parts;
  const initialled = local.replaceAll(/[^a-z0-9]/g, '');
  const isInitialAndSurname = surnames.some((surname) => initialled.startsWith(`${given[0]}${surname}`));
  return parts.length >= 2 && (parts.filter((part) => local.includes(part)).length >= 2 || isInitialAndSurname);
}

const HOUSE_NUMBER = /^\d{1,4}\s?[a-z]?$/;

// "S H E L S I O" over "J A C I N T O": a Canva name set in spaced capitals, a word a line, among
// headings set the same way ("L A N G U E S"); two such lines that are no headings are the name.
const SPACED_WORD = /^(?:\p{Lu} ){2,}\p{Lu}$/u;
function spacedOverTwoLines(lines: Line[]): Line[] {
  const closed = (line?: Line) => (line && SPACED_WORD.test(line.text.trim()) ? line.text.replaceAll(' ', '') : undefined);
  const isWord = (word?: string) => word !== undefined && headingKey(word) === undefined && !NOT_NAMES.test(word);
  return lines.flatMap((line, index) => {
    const [first, second] = [closed(line), closed(lines[index + 1])];
    return isWord(first) && isWord(second) ? [{ ...line, text: `${first} ${second}` }] : [];
  });
}

// The name the page's title run spells, and the line it stands on (the header is parted there).
function titleName(lines: Line[]): { name: string; line: string } | undefined {
  const title = pageTitle();
  const name = title ? nameIn(title) : undefined;
  const line = title ? lines.find((candidate) => !candidate.isBullet && candidate.text.startsWith(title)) : undefined;
  return name && line ? { name, line: line.text } : undefined;
}

// A name line is short; checking long lines would only cost time.
const MAX_NAME_LINE = 160;

// "Shaun | Banta": a name set in large type whose letter gap the extractor read as a tab.
const SPACED_NAME = /^\p{Lu}[\p{L}'’-]*(?: \| \p{Lu}[\p{L}'’.-]*){1,3}$/u;

// "J a d z i a D a x": a name in capitals and small letters, set with wide letter spacing, is closed
// up and parted where a capital follows a small letter.
const SPACED_MIXED_CASE = /^(?:\p{L} ){3,}\p{L}$/u;
function closedUpLetters(text: string): string | undefined {
  const trimmed = text.trim();
  if (!SPACED_MIXED_CASE.test(trimmed) || !/\p{Ll}/u.test(trimmed)) return undefined;
  return trimmed.replaceAll(' ', '').replaceAll(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ');
}

function nameIn(line: string): string | undefined {
  // "JOB DOUMA (J.B.P.)": the initials of all given names, a Dutch custom, are no part of the name as used.
  // "João Moreira" + an envelope icon: an icon font's glyph (private use code points) is no letter of the name.
  const written = line.replace(BRACKETED_INITIALS, '').replace(PRONOUNS, '').replaceAll(/[\uE000-\uF8FF]/gu, ' ');
  const text = SPACED_NAME.test(written) ? written.replaceAll(' | ', ' ') : (closedUpLetters(written) ?? written);
  if (text.length > MAX_NAME_LINE || isPlace(text) || findDates(text).some((date) => date.isRange)) return undefined;
  // "Sourabh Bajaj Email: sourabh@...": contact details written after the name are not part of it;
  // nor is an address glued on ("John Doe17 Prime Avenue"): a name holds no digits.
  const beforeContacts = withoutGluedPlace(text.slice(0, Math.min(contactStart(text), firstDigit(text))).trim());
  // "Fatima Al-Rashid, PharmD": whatever follows the first comma is credentials.
  const first = beforeContacts.split(/\s+[|•·–—]\s+|\s*[|•·,]\s*/u)[0]?.trim() ?? '';
  // "Mihael Tunik # mihael@…": an icon glyph read as a symbol before the contacts goes with them.
  return asName(first) ?? beforeGluedTail(first) ?? asName(first.replace(/\s+[^\p{L}\s]+$/u, ''));
}

// "Pierre OllivierParis, France | …": the place set beside the name is glued to it.
function withoutGluedPlace(text: string): string {
  const glue = [...text.matchAll(/(?<=\p{Ll})(?=\p{Lu})/gu)].find((match) => {
    const rest = text.slice(match.index);
    return findPlace(rest)?.startsWith(rest.split(',')[0] ?? '') === true;
  });
  return glue ? text.slice(0, glue.index) : text;
}

// "Devanshu DesaiRanked #1 Python Programmer": a tagline set beside the name is glued to its last
// word. When the line is no name as written, it may be one up to a glue after its first word;
// the last such glue is tried first, so "Mary MacDonaldRanked" keeps "MacDonald".
function beforeGluedTail(text: string): string | undefined {
  const glues = [...text.matchAll(/(?<=\s\S*\p{Ll})(?=\p{Lu})/gu)].map((glue) => glue.index).reverse();
  return glues.map((index) => asName(text.slice(0, index))).find((name) => name !== undefined);
}

function asName(first: string): string | undefined {
  const name = withoutDocumentWord(withoutTrailingTitle(withoutGluedTitle(first.replace(POST_NOMINALS, '').trim())));
  const words = name.replace(NICKNAME, ' ').trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return undefined;
  if (!words.every((word) => NAME_WORD.test(word) && !NOT_NAMES.test(word))) return undefined;
  if (!/^\p{Lu}/u.test(words.at(-1) ?? '') || headingKey(name) !== undefined || isJobTitle(name) || companyScore(name) > 0) return undefined;
  return tidyName(name);
}

const firstDigit = (text: string) => /\d/.exec(text)?.index ?? text.length;

// "Jan Küster Resume", "JANE DOE CV": the document's name written after the candidate's, or
// before it ("Resume of John Smith", "CV: Jane Doe").
const DOCUMENT_WORD = String.raw`(?:resume|résumé|cv|curriculum vitae)`;
const DOCUMENT_AFTER = new RegExp(String.raw`\s+${DOCUMENT_WORD}$`, 'iu');
const DOCUMENT_BEFORE = new RegExp(String.raw`^${DOCUMENT_WORD}(?:\s+of|\s*[:–—-])\s+`, 'iu');
function withoutDocumentWord(text: string): string {
  return text.replace(DOCUMENT_AFTER, '').replace(DOCUMENT_BEFORE, '');
}

// "Spencer Pearsongithub.com/spencer": links set beside the name are glued to it; a site's
// address starts the contact details as an e-mail does.
const SITE_START = /https?:\/\/|www\.|(?:github|gitlab|linkedin|bitbucket)\.com\b/i;

function contactStart(text: string): number {
  const starts = [EMAIL, ...PHONES, SITE_START].map((pattern) => pattern.exec(text)?.index ?? text.length);
  return Math.min(...starts, labelStart(text));
}

// "Jesús M. Rueda-Becerril", "JOYCE M. HAWKINS": a one-letter label ("M." for mobile) before a
// capitalised word is a middle initial; a label's number follows it.
const INITIAL_NOT_LABEL = /^\p{L}\.\s+\p{Lu}\p{L}/u;
function labelStart(text: string): number {
  const label = [...text.matchAll(LABEL)].find((match) => !INITIAL_NOT_LABEL.test(text.slice(match.index)));
  return label?.index ?? text.length;
}

// "Byungjin ParkDevOps Engineer": templates that set the headline beside the name glue them
// together in extracted text. A capital inside a word that starts a job title ends the name.
// "Arun WOOSAREEBSc. Computer Engineering": a degree glued to a surname in capitals.
// A degree's initials end there, not inside a surname ("LOMBARDO" holds "MBA").
const GLUED_DEGREE = /(?<=\p{Lu}{2})(?:B\.?Sc|M\.?Sc|Ph\.?D|B\.?Eng|M\.?Eng|MBA)(?!\p{L})/u;

function withoutGluedTitle(text: string): string {
  const degree = GLUED_DEGREE.exec(text);
  if (degree) return text.slice(0, degree.index);
  // "Alexander CHAYKINArchitecte et chef de produit": a surname in capitals glues on the headline too.
  const glue = /\p{Ll}(?=\p{Lu})|(?<=\p{Lu}{2})\p{Lu}(?=\p{Lu}\p{Ll}{2})/gu;
  for (let match = glue.exec(text); match; match = glue.exec(text)) {
    const rest = text.slice(match.index + 1);
    // "Katherine EatonPHD CANDIDATE": a headline in capitals ends the name as well.
    if (isJobTitle(rest) || /^\p{Lu}{2,}(?:\s+\p{Lu}{2,})*$/u.test(rest)) return text.slice(0, match.index + 1);
  }
  return text;
}

// "Dmitry Safonov Kernel Engineer": a title written after the name on the same line. The title
// takes two words at least, so "Site Reliability Engineer" is not read as a name and a role.
function withoutTrailingTitle(text: string): string {
  const words = text.split(/\s+/);
  for (let count = 2; count <= 3 && count < words.length - 1; count += 1) {
    const [name, title] = [words.slice(0, count).join(' '), words.slice(count).join(' ')];
    if (!isJobTitle(name) && isJobTitle(title)) return name;
  }
  return text;
}

// "JANE DOE" reads better, and matches other resumes, as "Jane Doe"; so does the surname of "Jean
// DUPONT", written in capitals the French way. Initials ("JJ") keep theirs.
function tidyName(name: string): string {
  const trimmed = name.replace(POST_NOMINALS, '').trim();
  const titleCase = (text: string) => text.toLowerCase().replaceAll(/(^|[\s'’(-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
  if (trimmed === trimmed.toUpperCase()) return titleCase(trimmed);
  return trimmed.replaceAll(/(?<![\p{L}'’])\p{Lu}{3,}(?:[-'’]\p{Lu}+)*(?!\p{L})/gu, titleCase);
}
