import type { Line } from './lines.js';

// "@UB = University of Bremen": a designed CV shortens a name it repeats (a timeline's
// "Software Engineer @UB") and spells it out once in a legend. The short form is one token of
// capitals or digits; the long one a capitalised name of two words or more. A space stands beside
// the "=": "MAYOR=S YOUTH PROGRAM" is an apostrophe an old word processor's PDF wrote as "=".
const LEGEND = /^@?(\p{Lu}[\p{Lu}\d&.-]{0,11})(?:\s+=\s*|=\s+)(\p{Lu}[\p{L}\d&.,'’ -]{2,80}\s[\p{L}\d&.,'’ -]{1,80})$/u;

/** True when a line is a legend that spells out a short name. */
export function isLegend(text: string): boolean {
  return LEGEND.test(text.trim());
}

/** The short names a resume's legends spell out, each with its long form. */
export function readLegends(lines: Line[]): Map<string, string> {
  const legends = new Map<string, string>();
  for (const line of lines) {
    const match = LEGEND.exec(line.text.trim());
    if (match?.[1] && match[2]) legends.set(match[1], match[2].trim());
  }
  return legends;
}
