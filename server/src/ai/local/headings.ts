import { withoutAccents } from './accents.js';
import { TRANSLATED_HEADINGS } from './heading-translations.js';
import type { Line } from './lines.js';
import { visualSegments, withoutIconLetter } from './visual-fields.js';

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
  | 'volunteer'
  | 'other';

// Whole headings whose words would mislead the word-by-word rule below. Maps, not object literals:
// a resume heading "Constructor" must not find Object's constructor.
const PHRASES = new Map<string, SectionKey>([
  ...Object.entries(TRANSLATED_HEADINGS).flatMap(([key, phrases]) => phrases.map((phrase): [string, SectionKey] => [phrase, key as SectionKey])),
  ...Object.entries({
  'summary of qualifications': 'summary',
  'qualifications summary': 'summary',
  'professional qualifications': 'certifications',
  // A lawyer's admissions to the bar are licences.
  admissions: 'certifications',
  'bar admissions': 'certifications',
  'bar admission': 'certifications',
  // Courses taken while working: certificates, not degrees.
  'further training': 'certifications',
  'professional training': 'certifications',
  'continuing education': 'certifications',
  'professional development': 'certifications',
  'continuing professional development': 'certifications',
  'education and training': 'education',
  'education and certifications': 'education',
  'work history': 'experience',
  'employment history': 'experience',
  'career history': 'experience',
  'professional background': 'experience',
  'academic background': 'education',
  'educational background': 'education',
  'academic history': 'education',
  'formal education': 'education',
  // Credentials alone are licences; academic ones are degrees.
  'academic credentials': 'education',
  'volunteer experience': 'volunteer',
  'volunteer work': 'volunteer',
  'community service': 'volunteer',
  'community involvement': 'volunteer',
  'community leadership': 'volunteer',
  'positions held': 'experience',
  // A director's seats on boards are roles held, listed apart from the jobs.
  'board roles': 'experience',
  'board positions': 'experience',
  'board memberships': 'experience',
  'board appointments': 'experience',
  'board and advisory roles': 'experience',
  'advisory roles': 'experience',
  'non-executive roles': 'experience',
  directorships: 'experience',
  'about me': 'summary',
  'personal details': 'contact',
  'personal information': 'contact',
  'personal info': 'contact',
  'contact information': 'contact',
  'contact details': 'contact',
  'additional information': 'other',
  'relevant coursework': 'other',
  'areas of expertise': 'skills',
  'career highlights': 'achievements',
  'skills and certifications': 'skills',
  'tech stack': 'skills',
  'project experience': 'projects',
  'open source': 'projects',
  'open source contributions': 'projects',
  'open source contribution': 'projects',
  // Medical CVs: internship, residency and fellowship are the physician's first jobs.
  'postgraduate training': 'experience',
  'clinical fellowships': 'experience',
  } satisfies Record<string, SectionKey>),
]);

// "EDUCACION", "EXPERIENCIA PROFISSIONAL": headings set in capitals often lose their accents.
const UNACCENTED_PHRASES = new Map([...PHRASES].map(([phrase, key]) => [withoutAccents(phrase), key]));

// A heading is modifiers plus one of these words; the first core word decides the section.
const CORE = new Map<string, SectionKey>(Object.entries({
  experience: 'experience', experiences: 'experience', employment: 'experience', work: 'experience',
  appointments: 'experience', positions: 'experience', externship: 'experience', externships: 'experience', internships: 'experience',
  residencies: 'experience', rotations: 'experience', practicums: 'experience', placements: 'experience',
  engagements: 'experience', contracts: 'experience', assignments: 'experience', jobs: 'experience',
  education: 'education', academics: 'education', qualifications: 'education', degrees: 'education',
  skills: 'skills', skill: 'skills', competencies: 'skills', expertise: 'skills', proficiencies: 'skills', knowledge: 'skills',
  technologies: 'skills', strengths: 'skills', abilities: 'skills', toolkit: 'skills', tools: 'skills',
  certifications: 'certifications', certification: 'certifications', certificates: 'certifications', registrations: 'certifications',
  licenses: 'certifications', licences: 'certifications', license: 'certifications', licence: 'certifications',
  licensure: 'certifications', credentials: 'certifications',
  accreditations: 'certifications',
  achievements: 'achievements', accomplishments: 'achievements', awards: 'achievements', honors: 'achievements',
  honours: 'achievements', highlights: 'achievements', recognition: 'achievements', grants: 'achievements',
  scholarships: 'achievements',
  summary: 'summary', profile: 'summary', objective: 'summary', overview: 'summary', statement: 'summary',
  about: 'summary', introduction: 'summary',
  projects: 'projects', project: 'projects', portfolio: 'projects',
  languages: 'languages',
  contact: 'contact', links: 'contact',
  interests: 'other', hobbies: 'other', references: 'other', referees: 'other', publications: 'other', volunteer: 'volunteer',
  volunteering: 'volunteer', committees: 'volunteer', activities: 'other', affiliations: 'other', memberships: 'other', organizations: 'other', organisations: 'other', associations: 'other',
  presentations: 'other', conferences: 'other', patents: 'other', extracurricular: 'other', courses: 'other', activity: 'other',
  coursework: 'other', involvement: 'volunteer', workshops: 'other', seminars: 'other', talks: 'other', posters: 'other', mentoring: 'other',
  publishing: 'other', presenting: 'other', speaking: 'other', podcasts: 'other', keynotes: 'other', lectures: 'other',
}));

const MODIFIERS = new Set([
  'professional', 'relevant', 'related', 'technical', 'core', 'key', 'clinical', 'career', 'academic',
  'educational', 'selected', 'select', 'additional', 'other', 'teaching', 'research', 'industry', 'leadership',
  'military', 'international', 'management', 'nursing', 'computer', 'personal', 'soft', 'hard',
  'transferable', 'notable', 'major', 'recent', 'previous', 'prior', 'executive', 'and', 'of', 'my', 'on', 'campus',
  'history', 'information', 'details', 'me', 'background', 'experience', 'work', 'community', 'language',
  'programming', 'software', 'engineering', 'design', 'business', 'sales', 'marketing', 'consulting', 'legal',
  'training', 'service', 'postdoctoral', 'hospital', 'visiting', 'journals', 'attended', 'invited', 'public',
  // "Full-Time Experience", "Contract Experience": jobs grouped by their terms.
  'full', 'part', 'time', 'contract', 'freelance',
]);

// Words that name a kind of project ("Open Source Projects", "Side Projects"); before any
// other heading word they make a line no heading ("Open Skills").
const PROJECT_MODIFIERS = new Set(
  'open source side personal private pet independent capstone course class university college school student hobby freelance featured team group individual web mobile'.split(' '),
);

export type HeadingMatch = { key: SectionKey; heading: string; rest: string; isLabel: boolean };

const ONE_WORD_HEADINGS = new Map<string, SectionKey>([
  ['work', 'experience'],
  ['career', 'experience'],
  ['teaching', 'experience'],
  ['leadership', 'volunteer'],
  // "Internship" over the placement it names, as "Internships" heads several.
  ['internship', 'experience'],
  // "Training" over the courses taken; in lower case it is a wrapped heading's last word
  // ("Education and" over "training").
  ['training', 'certifications'],
  ['trainings', 'certifications'],
]);

// "Qualification" alone over a degree heads it, as "Qualifications" heads several, and "Course"
// over a course, with a colon or without; with its content after the colon ("Qualification:
// National Diploma") such a word labels one part of an entry, as "Institution:" does.
const ALONE_HEADINGS = new Map<string, SectionKey>([
  ['qualification', 'education'],
  ['course', 'other'],
]);

/**
 * Reads a line as a section heading: a whole line ("Work History", "E X P E R I E N C E")
 * or a label with content ("Skills: Python, SQL").
 */
export function matchHeading(line: Line): HeadingMatch | undefined {
  const written = withoutIconLetter(line.text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '').replace(SECTION_NUMBER, '');
  const text = collapseLetterSpacing(written);
  if (text === '' || /\d|@/.test(text)) return labelHeading(line.text);
  // "◆ P R O F I L E": capitals as written, before the letters are read as words.
  const isCaps = written === written.toUpperCase();
  if (line.isBullet && !isCaps) return undefined;
  // "Work" or "Career" alone heads moderncv's jobs, "Teaching" an academic's posts, "Leadership" a
  // student's positions of responsibility; as labels ("Work: 555 0100", "Teaching: statistics",
  // "Leadership: team building") they name a phone, a subject and skills, and "work." in lower
  // case is a sentence's last word wrapped.
  const oneWord = /^\p{Lu}/u.test(text) && !/[.:]\s*$/.test(line.text) ? ONE_WORD_HEADINGS.get(text.toLowerCase()) : undefined;
  // "technologies." under "…with Angular2 programming language and": a sentence's last words in
  // lower case, wrapped, are no heading.
  if (/^\p{Ll}/u.test(text) && /\.\s*$/.test(line.text)) return labelHeading(line.text);
  const alone = /^\p{Lu}/u.test(text) ? ALONE_HEADINGS.get(text.toLowerCase()) : undefined;
  const whole = headingKey(text) ?? oneWord ?? alone ?? fragmentedHeadingKey(text);
  if (whole) return { key: whole, heading: text, rest: '', isLabel: false };
  return labelHeading(line.text);
}

// "exp erience", "edu cation": Twenty Seconds CV sets a heading's first letters in a colour of
// their own, and the text breaks the word there. Rejoined, the letters are heading words again.
// The coloured part is a short opening ("exp", "edu"); only such a line is worth rejoining.
const MAX_OPENING = 3;

// "Int er ns hi p": a word set with wide tracking comes out of some PDFs in pieces of a few letters.
const MAX_PIECE = 3;
const MIN_PIECES = 3;

function fragmentedHeadingKey(text: string): SectionKey | undefined {
  const fragments = text.split(' ');
  const [opening = ''] = fragments;
  if (!fragments.every((fragment) => /^\p{L}+$/u.test(fragment))) return undefined;
  const isColouredOpening = fragments.length === 2 && opening.length <= MAX_OPENING;
  const isTracked = fragments.length >= MIN_PIECES && fragments.every((fragment) => fragment.length <= MAX_PIECE);
  if (!isColouredOpening && !isTracked) return undefined;
  const joined = fragments.join('');
  const words = headingWords(joined);
  return (words ? headingKey(words) : undefined) ?? ONE_WORD_HEADINGS.get(joined.toLowerCase());
}

// "Internship: ⟂Simmons Communications, Inc.": a kind of entry a margin labels, as "Employment:" is.
const LABEL_KEYS = new Map<string, SectionKey>([['internship', 'experience']]);

function labelHeading(text: string): HeadingMatch | undefined {
  const label = /^([\p{L} &/]{3,40}?)\s*:\s*(.*)$/u.exec(text);
  const key = label?.[1] ? (headingKey(label[1]) ?? LABEL_KEYS.get(label[1].trim().toLowerCase())) : undefined;
  if (!label?.[1] || !key) return undefined;
  return { key, heading: label[1].trim(), rest: label[2]?.trim() ?? '', isLabel: (label[2] ?? '').trim() !== '' };
}

function capsPrefixHeading(text: string): { heading: string; rest: string; restRaw: string } | undefined {
  const words = text.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    const prefix = words.slice(0, count).join(' ');
    const restRaw = words.slice(count).join(' ');
    // "WORK" set apart from the first job in a gutter (JSON Resume's theme: a tab or a change of
    // type after it) heads the jobs, as it does on a line of its own.
    const isWorkInGutter = prefix === 'WORK' && (restRaw.startsWith('| ') || visualSegments(text)[0]?.trim() === 'WORK');
    if (!/^[\p{Lu}&/ ]{4,}$/u.test(prefix) || !(headingKey(prefix) || isWorkInGutter)) continue;
    // "TRANSFERABLE SKILLS FOR ACUTE CARE": capitals joined on by a preposition finish the heading.
    if (/^(?:FOR|OF|IN|AND|&|TO|AT|WITH|ON)\s[\p{Lu}\s&/-]+$/u.test(restRaw)) return { heading: prefix, rest: '', restRaw: '' };
    return { heading: prefix, rest: restRaw.replace(/^[|•·\-–—:]\s*/, ''), restRaw };
  }
  return undefined;
}

const MIN_MARGIN_HEADINGS = 2;

// moderncv's fancy style sets each heading in the margin beside its section's first entry, in
// title case: "Education MSc Computer Science, Universidade de Lisboa, Lisbon. 2012–2017". The
// entry after it names its parts with commas.
function titlePrefixHeading(text: string): { heading: string; rest: string; restRaw: string } | undefined {
  const words = text.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    const prefix = words.slice(0, count).join(' ');
    if (!/^\p{Lu}\p{Ll}+(?: (?:\p{Ll}+|&))*$/u.test(prefix) || !headingKey(prefix)) continue;
    const rest = words.slice(count).join(' ');
    // "Languages Used: Rust, C": a label that opens with a heading word is no heading.
    const isLabel = /^[^\s,]*:/u.test(rest);
    // "Awards 2023: Marie Skłodowska-Curie Fellowship": the heading in a run of type of its own,
    // beside an item its year labels, is one whatever the item's shape. ("Awards 2014 National
    // Barry Goldwater Scholar" is moderncv's label of a detail under a degree.)
    const isBesideYearItem = /^(?:19|20)\d{2}\s*:/.test(rest) && visualSegments(text)[0]?.trim() === prefix;
    return (/^\p{Lu}/u.test(rest) && rest.includes(',') && !isLabel) || isBesideYearItem ? { heading: prefix, rest, restRaw: rest } : undefined;
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
  const fixed = PHRASES.get(phrase) ?? UNACCENTED_PHRASES.get(withoutAccents(phrase));
  if (fixed) return fixed;
  const words = phrase.split(' ');
  if (words.length > 5) return undefined;
  const cores = words.filter((word) => CORE.has(word) && !(word === 'work' && words.length === 1));
  if (cores.length === 0) return undefined;
  const isProjects = cores.every((word) => CORE.get(word) === 'projects');
  if (!words.every((word) => CORE.has(word) || MODIFIERS.has(word) || (isProjects && PROJECT_MODIFIERS.has(word)))) return undefined;
  // "Skills Summary" is about skills: summary words only decide when nothing else does.
  const keys = cores.map((word) => CORE.get(word) as SectionKey);
  const specific = keys.filter((key) => key !== 'summary');
  // "CONTACT EXPERIENCE" and "CONTACT SUMMARY" are two headings side by side, not one.
  const isSideBySide = new Set(specific).size > 1 || (keys[0] === 'contact' && keys.length > 1);
  if (isSideBySide && !words.includes('and')) return undefined;
  return specific[0] ?? keys[0];
}

// "HONORS AND AWARDS:", "MILITARY: N/A": academic and medical CVs write every heading in
// capitals with a colon, headings no list knows included, and "N/A" under an empty one.
const CAPS_COLON = /^(\p{Lu}[\p{Lu}\s,&/'’()-]{2,100}?)\s*:\s*(?:N\/?A|n\/a|None)?\.?$/u;

/** The heading of a line written as "HEADING:" in capitals, with nothing or "N/A" after it. */
export function capsColonLabel(text: string): string | undefined {
  return CAPS_COLON.exec(text.trim())?.[1]?.trim();
}

/** The section a heading names, read loosely: its first word that names one, else 'other'. */
export function looseHeadingKey(raw: string): SectionKey {
  const known = headingKey(raw);
  if (known) return known;
  const words = raw.toLowerCase().split(/[^\p{L}]+/u);
  const core = words.find((word) => CORE.has(word));
  return core ? (CORE.get(core) as SectionKey) : 'other';
}

// "01. Experience", "02 / Education": a designed CV numbers its sections.
const SECTION_NUMBER = /^\d{1,2}\s*[./)|:–-]?\s+(?=\p{L})/u;

/** True when a text is a section heading after a section number: "01. Experience", not "1. Led the team". */
export function isNumberedHeading(text: string): boolean {
  return SECTION_NUMBER.test(text) && headingKey(text.replace(SECTION_NUMBER, '')) !== undefined;
}

// "W O R K  E X P E R I E N C E": letter-spaced words, parted by a wider gap when the gap survived
// extraction, else found again among the words headings are made of. A browser's PDF keeps a
// kerned pair together ("C O N TA C T", "TA L K S"): most pieces are still single letters.
const MIN_SPACED_PIECES = 4;
function isKernedSpacing(text: string): boolean {
  if (!/^(?:\p{L}{1,2} )+\p{L}{1,2}$/u.test(text)) return false;
  const pieces = text.split(' ');
  return pieces.length >= MIN_SPACED_PIECES && pieces.filter((piece) => piece.length === 1).length * 3 >= pieces.length * 2;
}

function collapseLetterSpacing(text: string): string {
  if (!/^(?:\p{L} )+\p{L}(?:\s{2,}(?:\p{L} )+\p{L})*$/u.test(text) && !isKernedSpacing(text)) return text;
  const words = text.split(/\s{2,}/).map((word) => word.replaceAll(' ', ''));
  return words.length > 1 ? words.join(' ') : (headingWords(words[0] ?? '') ?? words[0] ?? '');
}

// The heading words a run of letters is made of ("WORKEXPERIENCE" is "work experience"), if any.
// Headings are short, so trying every split point is cheap.
const MAX_RUN = 40;

// "EXPÉRIENCEPROFESSIONNELLE" is "expérience professionnelle": a phrase of another language, told
// by its letters alone.
const PHRASES_BY_LETTERS = new Map([...PHRASES.keys(), ...UNACCENTED_PHRASES.keys()].map((phrase) => [phrase.replaceAll(' ', ''), phrase]));

function headingWords(run: string): string | undefined {
  const lower = run.toLowerCase();
  if (lower.length > MAX_RUN) return undefined;
  const phrase = PHRASES_BY_LETTERS.get(lower);
  if (phrase !== undefined) return phrase;
  const isWord = (word: string) => CORE.has(word) || MODIFIERS.has(word) || word === 'and';
  // splits[i]: the words of lower.slice(0, i), when it splits into heading words.
  const splits: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= lower.length; end += 1) {
    for (let start = 0; start < end && !splits[end]; start += 1) {
      const before = splits[start];
      if (before && isWord(lower.slice(start, end))) splits[end] = [...before, lower.slice(start, end)];
    }
  }
  return splits[lower.length]?.join(' ');
}

/**
 * Puts every heading on a line of its own. Two-column text read across the page glues
 * headings to content ("SKILLS • Python", "SQL EDUCATION", "CONTACT SUMMARY") and tables
 * put them in a cell ("PHR, 2016 | Career Summary"). Returns how many were glued: a sign
 * that the columns are interleaved. Headings set in a left margin beside their own content
 * ("SKILLS TeX, MATLAB", "EDUCATION First American University"), or in a gutter cell a tab parts
 * from it ("WORK | Finance Director — Corvane Group plc"), lead their lines and are no
 * such sign: they count only when some heading also sits after content or beside another heading.
 */
export function separateHeadings(lines: Line[]): { lines: Line[]; glued: number } {
  const separated: Line[] = [];
  const queue = lines.flatMap(splitAtHeadingCells);
  // A heading in a line's first cell ("EDUCATION | BSc Economics …") leads its line, as in a margin.
  const afterContent = lines.filter((line) => {
    const cells = line.text.split(' | ');
    return !isItemRow(cells) && cells.slice(1).some((cell) => headingKey(cell) !== undefined);
  }).length;
  // One line that opens on "Education Coordinator, …" is a job; margin headings are a layout,
  // so title-case ones are read only where the resume sets several of them.
  const hasMarginHeadings = queue.filter((line) => !isWholeHeading(line) && titlePrefixHeading(line.text)).length >= MIN_MARGIN_HEADINGS;
  const prefixHeading = (text: string) => capsPrefixHeading(text) ?? (hasMarginHeadings ? titlePrefixHeading(text) : undefined);
  let glued = queue.length - lines.length;
  let besideOther = afterContent;
  for (let line = queue.shift(); line; line = queue.shift()) {
    if (isWholeHeading(line)) {
      separated.push(line);
      continue;
    }
    const trailing = capsSuffixHeading(line.text);
    const leading = trailing ? undefined : prefixHeading(line.text);
    if (trailing) {
      glued += 1;
      besideOther += 1;
      separated.push({ ...line, text: trailing.before }, { text: trailing.heading, indent: line.indent, isBullet: false });
    } else if (leading) {
      glued += 1;
      if (headingKey(leading.rest) !== undefined) besideOther += 1;
      separated.push({ text: leading.heading, indent: line.indent, isBullet: false });
      queue.unshift({ ...line, text: leading.rest, isBullet: line.isBullet || /^[•·▪*-]/.test(leading.restRaw) });
    } else separated.push(line);
  }
  return { lines: separated, glued: besideOther > 0 ? glued : 0 };
}

function isWholeHeading(line: Line): boolean {
  const heading = matchHeading(line);
  return heading !== undefined && heading.rest === '';
}

// Table cells and columns joined by a tab ("PHR, 2016 | Career Summary") can put a heading
// in the middle of a line; it goes on a line of its own.
function splitAtHeadingCells(line: Line): Line[] {
  const cells = line.text.split(' | ');
  if (cells.length < 2 || !cells.some((cell) => headingKey(cell) !== undefined) || isItemRow(cells)) return [line];
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

// "Operations Management | Project Management | Quality Management": a Word table of areas of
// expertise, three short names in title case to a row; a name in it that is also a heading's
// ("Project Management") heads nothing.
const MIN_ITEM_CELLS = 3;
const MAX_ITEM_WORDS = 4;
const isItemRow = (cells: string[]) =>
  cells.length >= MIN_ITEM_CELLS && cells.every((cell) => /^\p{Lu}/u.test(cell) && cell !== cell.toUpperCase() && cell.split(' ').length <= MAX_ITEM_WORDS);

// Words that end a line only as a heading glued on by interleaved columns ("SQL EDUCATION").
function capsSuffixHeading(text: string): { heading: string; before: string } | undefined {
  const words = text.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    const suffix = words.slice(-count).join(' ');
    const before = words.slice(0, -count).join(' ').replace(/\s*[|•·\-–—]$/, '');
    if (suffix !== suffix.toUpperCase() || before === '' || (count === 1 && suffix.length < 6)) continue;
    if (!/^[\p{Lu} &]+$/u.test(suffix)) continue;
    const key = headingKey(suffix);
    if (key && key !== 'other') return { heading: suffix, before };
  }
  return undefined;
}
