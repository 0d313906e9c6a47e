import type { Line } from './lines.js';

// "Python (expert)" and "Spanish - fluent" carry a level the skill name does not need.
const LEVEL =
  /\s*[(\-–—:]\s*(?:expert|advanced|intermediate|basic|beginner|proficient|fluent|native|conversational|working knowledge|familiar|\d+\+?\s*(?:years?|yrs?))\)?\s*$/i;
const CATEGORY = /^[\p{L}][\p{L}\s&/,-]{1,40}?:\s*/u;
const MAX_WORDS = 6;

/**
 * Skills from a skills section, however they are listed: one per line, comma or bullet
 * separated, in categories ("Languages: Python, Go"), or in a grid of columns.
 */
export function extractSkills(lines: Line[]): string[] {
  const skills = lines.flatMap((line) => splitList(line.text.replace(CATEGORY, '')));
  return unique(skills.map((skill) => skill.replace(LEVEL, '').trim()).filter(isSkill));
}

function splitList(text: string): string[] {
  const items = splitOutsideBrackets(text, /[,;|•·●▪]|\s{2,}|\s\/\s/).flatMap(splitToolPair);
  // "Python, SQL and Tableau": the last "and" of a short list joins two items.
  const last = items.at(-1);
  if (items.length > 1 && last && /^\S+(?:\s\S+)?\sand\s\S+(?:\s\S+)?$/.test(last)) {
    return [...items.slice(0, -1), ...last.split(/\sand\s/)];
  }
  return items;
}

// "SQL & Amplitude" names two tools; "Compensation & benefits" is one skill.
function splitToolPair(item: string): string[] {
  const pair = /^(\p{Lu}[\p{L}\d+#.]*)\s+&\s+(\p{Lu}[\p{L}\d+#.]*)$/u.exec(item);
  return pair?.[1] && pair[2] ? [pair[1], pair[2]] : [item];
}

function isSkill(text: string): boolean {
  const words = text.split(/\s+/).length;
  return text.length > 1 && words <= MAX_WORDS && /\p{L}/u.test(text) && !/[.!?]$/.test(text.replace(/\b(?:js|net)\.?$/i, ''));
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
