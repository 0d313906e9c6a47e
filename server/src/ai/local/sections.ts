import { joinContinuations, type Line } from './lines.js';

export type SectionKey =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'achievements'
  | 'contact'
  | 'projects'
  | 'languages'
  | 'other';

export type Section = { key: SectionKey; heading: string; lines: Line[] };

// Whole headings whose words would mislead the word-by-word rule below.
const PHRASES: Record<string, SectionKey> = {
  'summary of qualifications': 'summary',
  'qualifications summary': 'summary',
  'professional qualifications': 'certifications',
  'education and training': 'education',
  'education and certifications': 'education',
  'work history': 'experience',
  'employment history': 'experience',
  'career history': 'experience',
  'professional background': 'experience',
  'positions held': 'experience',
  'about me': 'summary',
  'personal details': 'contact',
  'personal information': 'contact',
  'contact information': 'contact',
  'contact details': 'contact',
  'additional information': 'other',
  'relevant coursework': 'other',
  'areas of expertise': 'skills',
  'career highlights': 'achievements',
  'skills and certifications': 'skills',
  'tech stack': 'skills',
};

// A heading is modifiers plus one of these words; the first core word decides the section.
const CORE: Record<string, SectionKey> = {
  experience: 'experience', experiences: 'experience', employment: 'experience', work: 'experience',
  appointments: 'experience', positions: 'experience',
  education: 'education', academics: 'education', qualifications: 'education',
  skills: 'skills', skill: 'skills', competencies: 'skills', expertise: 'skills', proficiencies: 'skills',
  technologies: 'skills', strengths: 'skills', abilities: 'skills', toolkit: 'skills', tools: 'skills',
  certifications: 'certifications', certification: 'certifications', certificates: 'certifications',
  licenses: 'certifications', licences: 'certifications', licensure: 'certifications', credentials: 'certifications',
  accreditations: 'certifications',
  achievements: 'achievements', accomplishments: 'achievements', awards: 'achievements', honors: 'achievements',
  honours: 'achievements', highlights: 'achievements', recognition: 'achievements', grants: 'achievements',
  summary: 'summary', profile: 'summary', objective: 'summary', overview: 'summary', statement: 'summary',
  about: 'summary', introduction: 'summary',
  projects: 'projects', portfolio: 'projects',
  languages: 'languages',
  contact: 'contact',
  interests: 'other', hobbies: 'other', references: 'other', publications: 'other', volunteer: 'other',
  volunteering: 'other', activities: 'other', affiliations: 'other', memberships: 'other', associations: 'other',
  presentations: 'other', conferences: 'other', patents: 'other', extracurricular: 'other', courses: 'other',
  coursework: 'other',
};

const MODIFIERS = new Set([
  'professional', 'relevant', 'related', 'technical', 'core', 'key', 'clinical', 'career', 'academic',
  'educational', 'selected', 'additional', 'other', 'teaching', 'research', 'industry', 'leadership',
  'military', 'international', 'management', 'nursing', 'computer', 'personal', 'soft', 'hard',
  'transferable', 'notable', 'major', 'recent', 'previous', 'prior', 'executive', 'and', 'of', 'my',
  'history', 'information', 'details', 'me', 'background', 'experience', 'work', 'community', 'language',
  'programming', 'software', 'engineering', 'design', 'business', 'sales', 'marketing', 'consulting', 'legal',
  'training', 'service',
]);

export type HeadingMatch = { key: SectionKey; heading: string; rest: string; isLabel: boolean };

/**
 * Reads a line as a section heading: a whole line ("Work History", "E X P E R I E N C E"),
 * a label with content ("Skills: Python, SQL"), or a capitalised heading glued to content by
 * interleaved two-column extraction ("SKILLS • Python").
 */
export function matchHeading(line: Line): HeadingMatch | undefined {
  const text = collapseLetterSpacing(line.text.replace(/^[^\p{L}]+|[^\p{L})]+$/gu, ''));
  if (text === '' || /\d|@/.test(text)) return labelHeading(line.text);
  const isCaps = text === text.toUpperCase();
  if (line.isBullet && !isCaps) return undefined;
  const whole = headingKey(text);
  if (whole) return { key: whole, heading: text, rest: '', isLabel: false };
  return labelHeading(line.text) ?? capsPrefixHeading(line.text);
}

function labelHeading(text: string): HeadingMatch | undefined {
  const label = /^([\p{L} &/]{3,40}?)\s*:\s*(.*)$/u.exec(text);
  const key = label?.[1] ? headingKey(label[1]) : undefined;
  if (!label?.[1] || !key) return undefined;
  return { key, heading: label[1].trim(), rest: label[2]?.trim() ?? '', isLabel: (label[2] ?? '').trim() !== '' };
}

function capsPrefixHeading(text: string): HeadingMatch | undefined {
  const words = text.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    const prefix = words.slice(0, count).join(' ');
    if (prefix !== prefix.toUpperCase() || prefix.length < 4) continue;
    const key = headingKey(prefix);
    if (key) return { key, heading: prefix, rest: words.slice(count).join(' ').replace(/^[|•·\-–—:]\s*/, ''), isLabel: false };
  }
  return undefined;
}

/** The section a heading text names, if it is one. */
export function headingKey(raw: string): SectionKey | undefined {
  const phrase = raw
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replaceAll(/[^\p{L} ]/gu, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim();
  if (phrase === '') return undefined;
  const fixed = PHRASES[phrase];
  if (fixed) return fixed;
  const words = phrase.split(' ');
  if (words.length > 5) return undefined;
  const cores = words.filter((word) => CORE[word] !== undefined && !(word === 'work' && words.length === 1));
  if (cores.length === 0) return undefined;
  if (!words.every((word) => CORE[word] !== undefined || MODIFIERS.has(word))) return undefined;
  // "Skills Summary" is about skills: summary words only decide when nothing else does.
  const keys = cores.map((word) => CORE[word] as SectionKey);
  const specific = keys.filter((key) => key !== 'summary');
  // "CONTACT EXPERIENCE" is two headings side by side, not one.
  if (new Set(specific).size > 1 && !words.includes('and')) return undefined;
  return specific[0] ?? keys[0];
}

function collapseLetterSpacing(text: string): string {
  if (!/^(?:\p{L} )+\p{L}(?:\s{2,}(?:\p{L} )+\p{L})*$/u.test(text)) return text;
  return text
    .split(/\s{2,}/)
    .map((word) => word.replaceAll(' ', ''))
    .join(' ');
}

// Labelled lines ("Certifications: CCRN") outside their section are moved to it.
const LABEL_TARGETS = new Set<SectionKey>(['skills', 'certifications', 'achievements', 'languages', 'summary', 'other']);

/** Splits lines into sections; lines before the first heading form the 'header'. */
export function splitSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ key: 'header', heading: '', lines: [] }];
  const current = () => sections.at(-1) as Section;
  const inlineSection = (key: SectionKey) => {
    const existing = sections.find((section) => section.key === key && section.heading === '');
    if (existing) return existing;
    const created: Section = { key, heading: '', lines: [] };
    sections.splice(sections.length - 1, 0, created);
    return created;
  };

  const queue = lines.flatMap(splitAtHeadingCells);
  for (let line = queue.shift(); line; line = queue.shift()) {
    const trailing = isWholeHeading(line) ? undefined : capsSuffixHeading(line.text);
    if (trailing) {
      current().lines.push({ ...line, text: trailing.before });
      sections.push({ key: trailing.key, heading: trailing.heading, lines: [] });
      continue;
    }
    const heading = matchHeading(line);
    if (!heading) {
      current().lines.push(line);
      continue;
    }
    if (!heading.isLabel) {
      sections.push({ key: heading.key, heading: heading.heading, lines: [] });
      // Interleaved columns glue content (or a second heading) to the heading: read it next.
      if (heading.rest !== '') queue.unshift({ ...line, text: heading.rest, isBullet: line.isBullet || heading.rest !== line.text });
      continue;
    }
    const isCategory = current().key === 'skills' && (heading.key === 'skills' || heading.key === 'languages');
    if (isCategory || !LABEL_TARGETS.has(heading.key)) current().lines.push(line);
    else inlineSection(heading.key).lines.push({ ...line, text: heading.rest });
  }

  return sections.map((section) =>
    section.key === 'header' ? section : { ...section, lines: joinContinuations(section.lines) },
  );
}

function isWholeHeading(line: Line): boolean {
  const heading = matchHeading(line);
  return heading !== undefined && heading.rest === '';
}

// Table cells and columns joined by a tab ("PHR, 2016 | Career Summary") can put a heading
// in the middle of a line; it goes on a line of its own.
function splitAtHeadingCells(line: Line): Line[] {
  const cells = line.text.split(' | ');
  if (cells.length < 2 || !cells.some((cell) => headingKey(cell) !== undefined)) return [line];
  const parts: Line[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.length > 0) parts.push({ ...line, text: pending.join(' | '), isBullet: parts.length === 0 && line.isBullet });
    pending = [];
  };
  for (const cell of cells) {
    if (headingKey(cell) === undefined) {
      pending.push(cell);
      continue;
    }
    flush();
    parts.push({ text: cell, indent: line.indent, isBullet: false });
  }
  flush();
  return parts;
}

// Words that end a line only as a heading glued on by interleaved columns ("SQL EDUCATION").
function capsSuffixHeading(text: string): { key: SectionKey; heading: string; before: string } | undefined {
  const words = text.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    const suffix = words.slice(-count).join(' ');
    const before = words.slice(0, -count).join(' ').replace(/\s*[|•·\-–—]$/, '');
    if (suffix !== suffix.toUpperCase() || before === '' || (count === 1 && suffix.length < 6)) continue;
    if (!/^[\p{Lu} &]+$/u.test(suffix)) continue;
    const key = headingKey(suffix);
    if (key && key !== 'other') return { key, heading: suffix, before };
  }
  return undefined;
}

/**
 * A name found inside a section (a sidebar read before the main column) starts the real
 * header: it and the lines after it up to the next heading move out of that section.
 */
export function detachHeaderAt(sections: Section[], text: string): Section[] {
  return sections.flatMap((section): Section[] => {
    const index = section.key === 'header' ? -1 : section.lines.findIndex((line) => line.text === text);
    if (index < 0) return [section];
    return [
      { ...section, lines: section.lines.slice(0, index) },
      { key: 'header', heading: '', lines: section.lines.slice(index) },
    ];
  });
}

/** All lines of the sections with this key, in document order. */
export function linesOf(sections: Section[], key: SectionKey): Line[] {
  return sections.filter((section) => section.key === key).flatMap((section) => section.lines);
}
