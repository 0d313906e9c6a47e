import type { Line } from './lines.js';
import { startsWithActionVerb } from './vocabulary.js';
import { withFieldSeparators } from './visual-fields.js';

// "Python (expert)" and "Spanish - fluent" carry a level the skill name does not need.
const LEVEL =
  /\s*[(\-–—:]\s*(?:expert|advanced|intermediate|basic|beginner|elementary|proficient|fluent|native|conversational|working knowledge|familiar|\d+\+?\s*(?:years?|yrs?))\)?\s*$/i;
const CATEGORY = /^[\p{L}\d][\p{L}\d\s&/,+()-]{1,40}?:\s*/u;
const MAX_WORDS = 6;
// Words a table of skills uses to name its rows ("Backend Koa, Express", "EXPERT Python, Bash").
const ROW_LABEL_WORDS = new Set(
  `languages language programming frameworks framework libraries libs tools databases database devops backend
  frontend front-end back-end hardware software platforms misc other expert advanced intermediate basic beginner
  familiar proficient os operating systems technologies web mobile cloud testing data`.split(/\s+/),
);
// "Experienced in Go", "have experience with tools like Git": the skill is what follows.
const LEAD_IN =
  /^(?:have\s+|with\s+)?(?:(?:strong|solid|good|hands-on)\s+)?(?:experience|experienced|expert|familiar|familiarity|proficient|proficiency|skilled|knowledge|expertise|fluent)\s+(?:in|with|of)\s+(?:tools\s+like\s+|such\s+as\s+)?/i;
// Words that make a phrase a sentence rather than the name of a skill.
const FUNCTION_WORDS = /\b(?:the|a|an|to|of|for|with|in|on|can|any|have|has|is|are|was|by|from|that|which|over)\b/gi;
// Spoken languages in a row of their own ("Languages: Russian (native), English") belong to the
// languages a resume lists, not to its skills; "Spanish (fluent)" among skills stays a skill.
const SPOKEN =
  /^(?:english|spanish|french|german|italian|portuguese|dutch|russian|ukrainian|polish|greek|latin|turkish|arabic|hebrew|persian|farsi|hindi|urdu|bengali|tamil|chinese|mandarin|cantonese|japanese|korean|vietnamese|thai|indonesian|malay|tagalog|swedish|norwegian|danish|finnish|czech|romanian|hungarian)$/i;
const SPOKEN_LEVEL = /\((?:native|fluent|elementary|beginner|basic|intermediate|conversational|bilingual|mother tongue|proficient|working)[^)]*\)/i;

/**
 * Skills from a skills section, however they are listed: one per line, comma or bullet
 * separated, in categories ("Languages: Python, Go" or a table of rows), or in a grid of columns.
 * Sentences, spoken languages and labels are no skills.
 */
export function extractSkills(written: Line[]): string[] {
  const lines = joinWrappedItems(written);
  const hasRowLabels = lines.filter((line) => rowLabel(line.text) !== undefined).length >= 2;
  const skills = lines.flatMap((line) => {
    if (isRowLabelOnly(line.text)) return [];
    const label = CATEGORY.exec(line.text)?.[0] ?? (hasRowLabels ? rowLabel(line.text) : undefined) ?? '';
    const items = splitList(asChips(line.text.slice(label.length)));
    // "Ventilator Knowledge: Daily management of ventilator settings": the label names the skill
    // and the rest describes it.
    const name = label.replace(/:\s*$/, '');
    const isCategory = name.toLowerCase().split(/\s+/).some((word) => ROW_LABEL_WORDS.has(word));
    if (name !== label && !isCategory && items[0] !== undefined && isDescription(items[0])) return [name];
    if (/^languages?\b/i.test(label) && items.some((item) => SPOKEN.test(item.replace(LEVEL, '').replace(SPOKEN_LEVEL, '').trim()))) return [];
    return items.filter((item) => !isLanguageStatement(item));
  });
  return unique(
    skills
      .map((skill) => withoutLeadIn(skill).replace(/^and\s+/i, '').replace(LEVEL, '').trim())
      .flatMap(splitSlashList)
      .filter(isSkill),
  );
}

// "IFRS ⟂Group consolidation ⟂Treasury": three or more runs of type that nothing but the type parts
// are chips, one skill each. Two are more often a label and its items ("Media & Design ⟂Photoshop")
// or one name in two fonts ("Keil µVision").
const MIN_CHIPS = 3;
function asChips(text: string): string {
  const chips = withFieldSeparators(text);
  return chips.split(' | ').length - text.split(' | ').length + 1 >= MIN_CHIPS ? chips : text;
}

// "AI Platform &" over "Endpoint Dev.": a narrow sidebar wraps an item after the word that joins
// its parts. A line ending in such a word goes on with the next one.
const OPEN_END = /(?:\s[&+/]|,|\s(?:and|of|for|in|with))$/i;

function joinWrappedItems(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous && OPEN_END.test(previous.text) && !line.isBullet && !CATEGORY.test(line.text)) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    } else joined.push(line);
  }
  return joined;
}

// "Bilingual in Spanish and English", "Fluent in French": which languages one speaks, said as a sentence.
function isLanguageStatement(item: string): boolean {
  const spoken = /^(?:bilingual|trilingual|multilingual|fluent|fluency)\s+(?:in\s+)?(.+)$/i.exec(item)?.[1];
  return spoken !== undefined && spoken.split(/\s*(?:,|\band\b|&)\s*/).every((language) => SPOKEN.test(language.trim()));
}

// Only before a name: "Proficiency in accounting software" is a skill as written.
function withoutLeadIn(skill: string): string {
  const rest = skill.replace(LEAD_IN, '');
  return rest !== skill && /^\p{Lu}/u.test(rest) ? rest : skill;
}

function isDescription(text: string): boolean {
  const words = text.split(/\s+/).length;
  return LEAD_IN.test(text) || (words >= 3 && /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(text) && (text.match(FUNCTION_WORDS) ?? []).length >= 1);
}

// "Operating Systems Linux, Windows": the row's label words before its first item.
function rowLabel(text: string): string | undefined {
  if (!/[,;|]/.test(text)) return undefined;
  const words = text.split(' ');
  let count = 0;
  while (count < 2 && ROW_LABEL_WORDS.has((words[count] ?? '').toLowerCase())) count += 1;
  // "PYTHON LIBS pandas", "WET-LAB RNA-seq": a label in capitals before an item that is not.
  const isCaps = (word = '') => /^[\p{Lu}-]{3,}$/u.test(word);
  if (count === 0) {
    while (count < 3 && isCaps(words[count])) count += 1;
    if (isCaps(words[count]) || /^[\p{Lu}\d-]+,?$/u.test(words[count] ?? '')) count = 0;
  }
  // "Expert in Microsoft Office", "Web and tech savvy": a label is followed by an item, not by "in" or "and".
  if (count === 0 || count >= words.length || /^(?:in|and|of|with|on|at|to|for)$/.test(words[count] ?? '')) return undefined;
  return `${words.slice(0, count).join(' ')} `;
}

function isRowLabelOnly(text: string): boolean {
  const words = text.replace(/:$/, '').trim().toLowerCase().split(/\s+/);
  return words.length <= 2 && words.every((word) => ROW_LABEL_WORDS.has(word));
}

// "Go/Rust/TypeScript/JavaScript": three or more single names joined by slashes are a list;
// "CI/CD" and "Mocha/Sinon" stay one skill.
function splitSlashList(item: string): string[] {
  const parts = item.split('/');
  return parts.length >= 3 && parts.every((part) => /^[\p{L}\d.+#-]+$/u.test(part)) ? parts : [item];
}

function splitList(text: string): string[] {
  const items = splitOutsideBrackets(text, /[,;|•·●▪]|\s{2,}|\s\/\s/).flatMap(splitToolPair);
  // "Python, SQL and Tableau", "Github Actions and Jira, etc.": "and" in a short list joins two items.
  if (items.length < 2) return items;
  const pair = /^[^()]{1,40}$/;
  const short = /^\S+(?:\s\S+)?\sand\s\S+(?:\s\S+)?$/;
  const names = /^\p{Lu}\S*(?:\s\p{Lu}\S*)?\sand\s\p{Lu}\S*(?:\s\p{Lu}\S*)?$/u;
  return items.flatMap((item, index) => {
    const isLast = index === items.length - 1;
    return pair.test(item) && (isLast ? short.test(item) : names.test(item)) ? item.split(/\sand\s/) : [item];
  });
}

// "SQL & Amplitude" names two tools; "Compensation & benefits" is one skill.
function splitToolPair(item: string): string[] {
  const pair = /^(\p{Lu}[\p{L}\d+#.]*)\s+&\s+(\p{Lu}[\p{L}\d+#.]*)$/u.exec(item);
  return pair?.[1] && pair[2] ? [pair[1], pair[2]] : [item];
}

// "Node.js", "ASP.NET" and "Endpoint Dev." end in a period that closes a name, not a sentence.
const NAME_END = /\.(?:js|JS|net|NET)$|\b\p{Lu}\p{Ll}{1,3}\.$/u;

function isSkill(text: string): boolean {
  const words = text.split(/\s+/).length;
  const isSentence = words >= 4 && (text.match(FUNCTION_WORDS) ?? []).length >= 2;
  // "require little to no training": a clause that goes on after a comma, not the name of a skill;
  // "advanced data visualization" in lower case is one.
  const isClause = words >= 3 && /^\p{Ll}+\s/u.test(text) && startsWithActionVerb(text);
  // "C" and "R" are languages; other single letters are stray marks.
  const isLongEnough = text.length > 1 || /^[CR]$/.test(text);
  return (
    isLongEnough &&
    words <= MAX_WORDS &&
    !isSentence &&
    !isClause &&
    /^[\p{L}\d.#(]/u.test(text) &&
    !/\/\/|^etc\.?$/i.test(text) &&
    (!/[.!?]$/.test(text) || NAME_END.test(text))
  );
}

/** Items of a simple list section (certifications, awards), one per line. */
export function extractListItems(lines: Line[]): string[] {
  return unique(
    lines
      .flatMap((line) => (line.isBullet ? [line.text] : splitOutsideBrackets(line.text, /\s*[;|•]\s*/)))
      .map((item) => item.trim())
      .filter((item) => item.length > 2),
  );
}

function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const atSeparator = new RegExp(`^(?:${separator.source})`);
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (character === '(' || character === '[') depth += 1;
    if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    const separatorMatch = depth === 0 ? atSeparator.exec(text.slice(index, index + 8)) : null;
    if (separatorMatch) {
      items.push(current.trim());
      current = '';
      index += separatorMatch[0].length - 1;
      continue;
    }
    current += character;
  }
  items.push(current.trim());
  return items.filter(Boolean);
}

export function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
