import { matchHeading, type HeadingMatch, type SectionKey } from './headings.js';
import { joinContinuations, type Line } from './lines.js';

export type { SectionKey } from './headings.js';

export type Section = { key: SectionKey; heading: string; lines: Line[] };

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

  for (const line of lines) {
    const heading = matchHeading(line);
    if (!heading) {
      current().lines.push(line);
      continue;
    }
    if (isJobSubheading(current().key, heading, line)) {
      current().lines.push(line);
      continue;
    }
    if (!heading.isLabel) {
      sections.push({ key: heading.key, heading: heading.heading, lines: [] });
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

// "Highlights:" or "Key achievements:" under a job introduces that job's bullets; it does not
// end the experience section the way a heading without a colon does.
function isJobSubheading(current: SectionKey, heading: HeadingMatch, line: Line): boolean {
  return current === 'experience' && heading.key === 'achievements' && heading.rest === '' && line.text.trim().endsWith(':');
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
