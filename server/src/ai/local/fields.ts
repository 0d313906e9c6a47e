import { isPlace, isTownProvinceCountry, splitTrailingPlace } from './places.js';
import { companyScore, isDegree, isInstitution, isJobTitle, isLegalForm, isUnitName } from './vocabulary.js';

// Separators people put between title, company, place and dates on one line.
// "Engineer @Google" as well as "Engineer @ Google": an "@" after a space is no e-mail's.
const STRONG_SEPARATOR = /\s*\|\s*|\s+[•·●▪]\s+|\s+[–—-]\s+|\s+@\s*|\s*[–—]\s*(?=\p{Lu})/u;

/**
 * Splits a header line such as "Senior Analyst, Acme Corp | Austin, TX" into its fields
 * ("Senior Analyst", "Acme Corp", "Austin, TX"), keeping "Acme, Inc." and places whole.
 */
export function splitFields(text: string): string[] {
  const strong = text.split(STRONG_SEPARATOR).map(tidy).filter(Boolean);
  // A place split off an employer stays whole: "Seoul, S.Korea & LA, U.S.A" is one field.
  return strong
    .flatMap((part) => {
      // "Curitiba, Paraná, Brasil": a place of three parts is read whole before its commas part anything.
      if (isTownProvinceCountry(part)) return [part];
      const split = splitTrailingPlace(part);
      return split ? [...splitOnCommas(split[0]), split[1]] : splitOnCommas(part);
    })
    .flatMap(splitAt)
    .flatMap(splitSlash)
    .map(tidy)
    .filter(Boolean);
}

// "Data Engineer / Persistent Systems": a slash after a role, before a name that is no role and
// no team, parts the role from its employer. "Scientific Employee / PhD Student" and
// "Software Engineer / Backend" stay one title.
function splitSlash(field: string): string[] {
  const match = /^(.+?)\s+\/\s+(\p{Lu}[^/]*)$/u.exec(field);
  if (!match?.[1] || !match[2]) return [field];
  const [role, other] = [match[1], match[2]];
  const isName = other.split(/\s+/).length <= 3 && other.split(/\s+/).every((word) => /^[\p{Lu}\d]/u.test(word));
  const isEmployer = companyScore(other) > 0 || isPlace(other) || isName;
  // "BSc Physics / University of Lisbon": a school after the slash parts it from the studies.
  const isSchool = isDegree(role) && isInstitution(other) && !isInstitution(role);
  return (isJobTitle(role) && !isJobTitle(other) && !isUnitName(other) && isEmployer) || isSchool ? [role, other] : [field];
}

function splitOnCommas(text: string): string[] {
  const parts = text.split(/,\s*(?![^()]*\))/).map(tidy);
  const merged: string[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    // "Acme Media Group, LLC", "Casa do Tejo Hotels, S.A.": a legal form after a comma.
    const isSuffix = isLegalForm(part);
    const joinsPlace = previous !== undefined && isPlace(`${previous}, ${part}`);
    if (previous !== undefined && (isSuffix || joinsPlace)) merged[merged.length - 1] = `${previous}, ${part}`;
    else merged.push(part);
  }
  return merged;
}

// "Software Engineer at Google", "BSc Physics at University of Lisbon": "at" joins a role to its
// employer and studies to their school. An employer in lower case is one word shaped like a
// name ("Front-End Developer at moon-client", "at eBay"), not "at scale".
function splitAt(field: string): string[] {
  const match = /^(.+?)\s+at\s+(\p{Lu}.+|\p{Ll}[\p{L}\d]*(?:[-.][\p{L}\d]+)+|\p{Ll}+\p{Lu}[\p{L}\d]*)$/u.exec(field);
  if (!match?.[1] || !match[2] || !(isJobTitle(match[1]) || (isDegree(match[1]) && isInstitution(match[2]) && !isInstitution(match[1])))) return [field];
  return [match[1], match[2]];
}

/** Trims separators, empty brackets and stray punctuation a removed date or an icon ("* Sunnyvale, CA") leaves behind. */
export function tidy(text: string): string {
  return text
    .replaceAll(/\(\s*\)|\[\s*\]/g, '')
    // An icon font's glyph (a private-use character) before dates or a place is no part of a field;
    // nor is a bracket the dates' removal left open ("Master of Science (" of "… (Expected May 2026)").
    .replace(/^[\s|•·,;:–—*\uE000-\uF8FF)\]-]+|[\s|•·,;:–—/\uE000-\uF8FF([-]+$/gu, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
}

/** "Saint John’s University.", "Shift Supervisor.": a period a CV closes each line with ends no name. */
export function withoutClosingPeriod(field: string): string {
  const word = field.slice(field.lastIndexOf(' ') + 1);
  // "Inc.", "Corp.", "Dept.", "S.A.", "GOOGLE." : a short, dotted or capitals abbreviation keeps its
  // period; a word with a small letter before its last three is a whole word.
  return /^\p{L}+\.$/u.test(word) && /\p{Ll}/u.test(word.slice(0, -4)) ? field.slice(0, -1) : field;
}
