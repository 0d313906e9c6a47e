import type { AiSummary } from '../resume-analysis.js';
import type { Line } from './lines.js';
import { findPlace, isPlace } from './places.js';
import { headingKey } from './headings.js';
import { linesOf, type Section } from './sections.js';
import { isJobTitle } from './vocabulary.js';

type PersonalInfo = AiSummary['personalInfo'];

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\w%.-]+\/?/i;
const URL =
  /(?<![@\w.])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|co|ai|app|design|tech|info|site|page|xyz|us|uk|ca|de|studio|art|blog|online)(?:\/[\w\-./%#?=&~]*)?(?![\w@])/i;
// North American, international (+44 ...) and national trunk-prefixed (07700 ...) numbers.
const PHONES = [
  /\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,5}(?!\d)/,
  /(?<![\d+])(?:1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/,
  /(?<!\d)0\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d)/,
];
const LABEL =
  /\b(?:e-?mail|phone|tel(?:ephone)?|mobile|cell|linkedin|github|portfolio|website|web|address|location|contact|p|m|t|e)\s*[:.]\s*/gi;

/** Name, e-mail, phone, location, LinkedIn and website, looked for where resumes put them. */
export function extractContact(sections: Section[], lines: Line[]): PersonalInfo {
  const header = linesOf(sections, 'header');
  const contactSection = linesOf(sections, 'contact');
  const contactLines = contactLinesNearContacts(lines);
  const near = [...header, ...contactSection, ...contactLines].map((line) => line.text);
  const everywhere = lines.map((line) => line.text);

  const name = findName(sections, lines);
  return {
    name: name.name,
    email: firstMatch(near, EMAIL) ?? firstMatch(everywhere, EMAIL) ?? '',
    phone: findPhone(near) ?? findPhone(everywhere) ?? '',
    // "Ahmed Hassan, PE" reads like "City, Province": the name line holds no place.
    location: findLocation(near.filter((text) => text !== name.line)) ?? '',
    linkedin: tidyUrl(firstMatch(near, LINKEDIN) ?? firstMatch(everywhere, LINKEDIN) ?? ''),
    website: findWebsite(near),
  };
}

/** A line holding only contact details (e-mail, phone, links, a place), wherever it sits. */
export function isContactLine(text: string): boolean {
  const rest = withoutSeparators(withoutContacts(text));
  if (rest === '') return true;
  // A place counts only beside a real contact detail: "Acme Corp — Austin, TX" is a job line.
  return rest !== withoutSeparators(text) && isPlace(rest);
}

function withoutContacts(text: string): string {
  return text
    .replace(new RegExp(EMAIL.source, 'gi'), ' ')
    .replace(new RegExp(LINKEDIN.source, 'gi'), ' ')
    .replace(new RegExp(URL.source, 'gi'), ' ')
    .replace(new RegExp(PHONES.map((phone) => phone.source).join('|'), 'g'), ' ')
    .replace(LABEL, ' ');
}

function withoutSeparators(text: string): string {
  return text
    .replaceAll(/[|•·;/\-–—()]+/g, ' ')
    .replaceAll(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

// In a two-column resume the sidebar's contact lines can land anywhere in the text.
function contactLinesNearContacts(lines: Line[]): Line[] {
  const isDirectContact = (line: Line) => EMAIL.test(line.text) || PHONES.some((phone) => phone.test(line.text));
  return lines.filter((line, index) => {
    if (!isContactLine(line.text)) return false;
    if (!isPlace(line.text)) return true;
    return lines.slice(Math.max(0, index - 2), index + 3).some(isDirectContact);
  });
}

function firstMatch(texts: string[], pattern: RegExp): string | undefined {
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return match[0].replace(/[.,;]$/, '');
  }
  return undefined;
}

function findPhone(texts: string[]): string | undefined {
  // A labelled number wins over one that happens to appear first.
  const labelled = texts.filter((text) => /\b(?:phone|tel|mobile|cell|p|m|t)\s*[:.]/i.test(text));
  for (const text of [...labelled, ...texts]) {
    const withoutDates = text.replaceAll(/\b(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|present)\b/gi, ' ');
    for (const pattern of PHONES) {
      const match = pattern.exec(withoutDates)?.[0].trim();
      const digits = match?.replaceAll(/\D/g, '').length ?? 0;
      if (match && digits >= 7 && digits <= 15) return match;
    }
  }
  return undefined;
}

function findLocation(texts: string[]): string | undefined {
  for (const text of texts) {
    const labelled = /\b(?:location|address|based in|lives in)\s*[:\-]?\s*(.+)$/i.exec(text)?.[1];
    if (labelled) return placeInAddress(labelled) ?? labelled.split('|')[0]?.trim();
  }
  for (const text of texts) {
    const place = placeInAddress(text.replace(new RegExp(EMAIL.source, 'gi'), ' '));
    if (place) return place;
  }
  return undefined;
}

// "14 Clarendon Road, Leeds, LS2 9NZ, United Kingdom": the street and postcode are the parts with digits.
function placeInAddress(text: string): string | undefined {
  return findPlace(text) ?? findPlace(text.split(/\s*,\s*/).filter((part) => !/\d/.test(part)).join(', '));
}

function findWebsite(texts: string[]): string {
  const urls = texts.flatMap((text) =>
    [...text.replace(new RegExp(EMAIL.source, 'gi'), ' ').matchAll(new RegExp(URL.source, 'gi'))]
      .map((match) => match[0])
      .filter((url) => !/linkedin\.com/i.test(url)),
  );
  // A personal site says more than a code host; either beats nothing.
  const personal = urls.find((url) => !/github\.com|gitlab\.com|bitbucket\.org/i.test(url));
  return tidyUrl(personal ?? urls[0] ?? '');
}

function tidyUrl(url: string): string {
  return url.replace(/[.,;)]+$/, '');
}

const POST_NOMINALS =
  /(?:,?\s+(?:RN|BSN|MSN|MBA|Ph\.?D\.?|MD|CPA|PMP|PE|CNA|LPN|NP|DNP|MS|MA|BS|BA|CFA|CCRN|SHRM-(?:CP|SCP)|Esq\.?|Jr\.?|Sr\.?|II|III))+$/;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|van|von|de|del|della|da|di|la|le|bin|al|der|den|du|dos)$/u;
const NOT_NAMES = /^(?:resume|résumé|curriculum|vitae|cv|profile|contact|page)$/i;

/** The candidate's name and the line it was read from. */
export function findName(sections: Section[], lines: Line[]): { name: string; line?: string } {
  const labelled = lines.map((line) => /^name\s*:\s*(.+)$/i.exec(line.text)?.[1]).find(Boolean);
  if (labelled) return { name: tidyName(labelled) };
  const header = linesOf(sections, 'header');
  const contactSection = linesOf(sections, 'contact');
  const firstEmail = lines.findIndex((line) => EMAIL.test(line.text));
  const beforeEmail = firstEmail > 0 ? lines.slice(Math.max(0, firstEmail - 6), firstEmail).reverse() : [];
  // A name spelled in the e-mail address or LinkedIn slug is the candidate's, wherever a
  // two-column layout put it.
  const handles = [EMAIL, LINKEDIN].map((pattern) => firstMatch(lines.map((line) => line.text), pattern)?.toLowerCase() ?? '');
  const spelled = lines.filter((line) => {
    if (line.isBullet) return false;
    const name = nameIn(line.text);
    return name !== undefined && handles.some((handle) => isSpelledIn(name, handle));
  });
  const candidates = [...spelled, ...header.slice(0, 8), ...contactSection.slice(0, 4), ...beforeEmail, ...lines.slice(0, 12)];
  for (const line of candidates) {
    const name = nameIn(line.text);
    if (name) return { name, line: line.text };
  }
  return { name: '' };
}

function isSpelledIn(name: string, handle: string): boolean {
  const local = handle.split('@')[0] ?? '';
  const parts = name.toLowerCase().split(/[\s.'’-]+/).filter((part) => part.length >= 2);
  // Both parts must be spelled out: "tanderson@" alone cannot tell "Anderson T." from "Thomas Anderson".
  return parts.length >= 2 && parts.filter((part) => local.includes(part)).length >= 2;
}

// A name line is short; checking long lines would only cost time.
const MAX_NAME_LINE = 160;

function nameIn(text: string): string | undefined {
  if (text.length > MAX_NAME_LINE || isPlace(text) || EMAIL.test(text)) return undefined;
  // "Fatima Al-Rashid, PharmD": whatever follows the first comma is credentials.
  const first = text.split(/\s+[|•·–—]\s+|\s*[|•·,]\s*/u)[0]?.trim() ?? '';
  const name = first.replace(POST_NOMINALS, '').trim();
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 4) return undefined;
  if (!words.every((word) => NAME_WORD.test(word) && !NOT_NAMES.test(word))) return undefined;
  if (!/^\p{Lu}/u.test(words.at(-1) ?? '') || headingKey(name) !== undefined || isJobTitle(name)) return undefined;
  return tidyName(name);
}

// "JANE DOE" reads better, and matches other resumes, as "Jane Doe".
function tidyName(name: string): string {
  const trimmed = name.replace(POST_NOMINALS, '').trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.toLowerCase().replaceAll(/(^|[\s'’-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
