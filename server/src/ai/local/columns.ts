/**
 * Text extracted "with layout" from a two-column resume puts both columns side by side on
 * each line ("Jane Doe        EXPERIENCE"). Reading it line by line mixes the sidebar into
 * the jobs, so when a column start is found at the same position on many lines we read the
 * left column first, then the right one. Anything else is returned unchanged.
 */
export function splitLayoutColumns(lines: string[]): string[] {
  const boundary = findColumnBoundary(lines);
  if (boundary === undefined) return lines;

  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    if (crossesBoundary(line, boundary)) {
      left.push(line);
      continue;
    }
    left.push(line.slice(0, boundary).trimEnd());
    right.push(line.slice(boundary).trimEnd());
  }
  return [...left, '', ...right];
}

const MIN_GAP = 2;
const FIRST_CANDIDATE = 15;

function findColumnBoundary(lines: string[]): number | undefined {
  const nonEmpty = lines.filter((line) => line.trim() !== '' && !line.includes('\t'));
  if (nonEmpty.length < 8) return undefined;
  const longest = Math.max(...nonEmpty.map((line) => line.length));

  let best: { position: number; starts: number } | undefined;
  for (let position = FIRST_CANDIDATE; position < longest - 5; position += 1) {
    let starts = 0;
    let sideBySide = 0;
    let crossings = 0;
    for (const line of nonEmpty) {
      if (crossesBoundary(line, position)) crossings += 1;
      else if (startsColumnAt(line, position)) {
        starts += 1;
        if (line.slice(0, position).trim() !== '') sideBySide += 1;
      }
    }
    // A real second column starts many lines, shares lines with the first column and is
    // rarely crossed; right-aligned dates or a hanging indent do not pass all three.
    const isColumn = starts >= Math.max(4, nonEmpty.length * 0.25) && sideBySide >= 3;
    if (isColumn && crossings <= nonEmpty.length * 0.1 && (!best || starts > best.starts)) {
      best = { position, starts };
    }
  }
  return best?.position;
}

function startsColumnAt(line: string, position: number): boolean {
  if (!isText(line[position])) return false;
  const before = line.slice(Math.max(0, position - MIN_GAP), position);
  return before.length === MIN_GAP ? before.trim() === '' : line.slice(0, position).trim() === '';
}

// A word or a single-spaced phrase running over the position means the line is full width.
function crossesBoundary(line: string, position: number): boolean {
  if (line.length <= position) return false;
  const isWordSplit = isText(line[position - 1]) && isText(line[position]);
  const isPhraseSplit = isText(line[position]) && line[position - 1] === ' ' && isText(line[position - 2]);
  return isWordSplit || isPhraseSplit;
}

function isText(character: string | undefined): boolean {
  return character !== undefined && character.trim() !== '';
}
