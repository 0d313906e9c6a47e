import { capsColonLabel, headingKey, looseHeadingKey, matchHeading, type HeadingMatch, type SectionKey } from './headings.js';
import { joinContinuations, type Line } from './lines.js';

export type { SectionKey } from './headings.js';

export type Section = { key: SectionKey; heading: string; lines: Line[] };

// Labelled lines ("Certifications: CCRN") outside their section are moved to it.
const LABEL_TARGETS = new Set<SectionKey>(['skills', 'certifications', 'achievements', 'languages', 'summary', 'other']);

// Headings a CV writes in capitals with a colon, known ones, before every such line is taken for one.
const MIN_CAPS_COLON_HEADINGS = 3;

/** Splits lines into sections; lines before the first heading form the 'header'. */
export function splitSections(written: Line[]): Section[] {
  const isCapsColonStyle = written.filter((line) => headingKey(capsColonLabel(line.text) ?? '') !== undefined).length >= MIN_CAPS_COLON_HEADINGS;
  const lines = isCapsColonStyle ? joinWrappedHeadings(written) : written;
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
    const capsHeading = isCapsColonStyle ? capsColonLabel(line.text) : undefined;
    if (capsHeading !== undefined) {
      sections.push({ key: looseHeadingKey(capsHeading), heading: capsHeading, lines: [] });
      continue;
    }
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

// "MEMBERSHIPS, OFFICES AND COMMITTEE ASSIGNMENTS IN PROFESSIONAL" over "SOCIETIES:": a heading
// in capitals too long for the line goes on on the next one.
function joinWrappedHeadings(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const isOpenCaps = previous !== undefined && /^\p{Lu}[\p{Lu}\s,&/'’()-]{3,}$/u.test(previous.text) && !previous.text.endsWith(':');
    if (previous && isOpenCaps && capsColonLabel(line.text) !== undefined && matchHeading(previous) === undefined) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    } else joined.push(line);
  }
  return joined;
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

/**
 * All lines of the sections with this key, in document order. An empty line parts two sections,
 * so the last lines of one ("Fellow, Critical Care", dates) never head the first entry of the next.
 */
export function linesOf(sections: Section[], key: SectionKey): Line[] {
  return sections
    .filter((section) => section.key === key && section.lines.length > 0)
    .flatMap((section, index) => (index === 0 ? section.lines : [{ text: '', indent: 0, isBullet: false }, ...section.lines]));
}
