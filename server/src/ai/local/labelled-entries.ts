import { findDates } from './dates.js';
import type { Line } from './lines.js';

// "Company : Kalpavriksha Infotech Solutions Pvt. Ltd., Pune" / "Designation : Senior QA Engineer" /
// "Duration : August 2022 – Till Date", "Employer: …" / "Position: …" / "Period: …": CVs written
// to a form (common in India and South Africa) label each part of a job on a line of its own.
// A Word table or tab stop may stand between the label, its colon and the value ("Company | : …").
const LABELLED = /^(?:\d{1,2}[.)]\s*)?(company(?: name)?|employer|organi[sz]ation|designation|position(?: held)?|job title|role|duration|period|dates?|tenure)\s*(?:\|\s*)?:\s*(?:\|\s*)?(\S.*)$/i;

type Part = 'title' | 'company' | 'dates';
const PART_OF: Record<string, Part> = {
  company: 'company',
  'company name': 'company',
  employer: 'company',
  organisation: 'company',
  organization: 'company',
  designation: 'title',
  position: 'title',
  'position held': 'title',
  'job title': 'title',
  role: 'title',
  duration: 'dates',
  period: 'dates',
  date: 'dates',
  dates: 'dates',
  tenure: 'dates',
};

/**
 * Writes each job given as labelled lines as one heading, "Title | Employer | dates", so it reads
 * like any other; the other lines stay as they are. A run needs its dates and a title or an
 * employer: "Role: backend" in a project's notes is no job.
 */
export function withLabelledHeadings(lines: Line[]): Line[] {
  const result: Line[] = [];
  for (let index = 0; index < lines.length; ) {
    const parts = new Map<Part, string>();
    let end = index;
    for (let line = lines[end]; line; line = lines[end]) {
      // Word puts an empty line between paragraphs: the run goes on across it.
      if (line.text.trim() === '' && parts.size > 0 && LABELLED.test(lines[end + 1]?.text.trim() ?? '')) {
        end += 1;
        continue;
      }
      const match = LABELLED.exec(line.text.trim());
      const part = match?.[1] ? PART_OF[match[1].toLowerCase()] : undefined;
      if (!part || !match?.[2] || parts.has(part)) break;
      parts.set(part, match[2].trim());
      end += 1;
    }
    const dates = parts.get('dates');
    if (dates && (parts.has('title') || parts.has('company'))) {
      const heading = [parts.get('title'), parts.get('company'), dates].filter(Boolean).join(' | ');
      result.push({ ...(lines[index] as Line), text: heading, isBullet: false });
      index = end;
    } else {
      result.push(lines[index] as Line);
      index += 1;
    }
  }
  return result;
}

// "(Assistant Manager, Product Development, September, 2001 – Present)" under "Brandeiss Worldwide
// Collectables    Northbrook, IL": a career centre's sample writes the role and its dates in
// brackets under the employer. Out of them, the line reads as any role's.
const BRACKETED_LINE = /^\((?<inside>[^()]+,[^()]+)\)$/;

/** Lines whose whole text is a role and its dates in brackets, without the brackets. */
export function withRolesUnbracketed(lines: Line[]): Line[] {
  return lines.map((line) => {
    const inside = BRACKETED_LINE.exec(line.text.trim())?.groups?.inside;
    return inside !== undefined && findDates(inside).length > 0 ? { ...line, text: inside } : line;
  });
}
