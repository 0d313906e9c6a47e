import { findDates } from './dates.js';
import { headsDatedEntry, isHeaderLike } from './entries.js';
import { tidy } from './fields.js';
import type { Line } from './lines.js';

const MAX_PROJECTS = 5;
// "QuantSoftware Toolkit: Open source Python library": a project named before a colon.
const LABELLED = /^[^\s:][^:]{0,60}:\s/;

type Project = { name: string; description: string[]; isNamed: boolean };

/**
 * The projects of a projects section, one line each: "Gitlytics (Python, Flask) – Built a web
 * app." A project is a name line (short and Title Case, or dated like a job) with the lines under
 * it; bullets or labelled lines under no name ("QuantSoftware Toolkit: Open source library") are
 * a project each.
 */
export function listProjects(lines: Line[]): string[] {
  const projects: Project[] = [];
  for (const line of lines.filter((entry) => entry.text !== '')) {
    const current = projects.at(-1);
    if (!line.isBullet && (isHeaderLike(line) || headsDatedEntry(line))) projects.push({ name: nameOf(line.text), description: [], isNamed: true });
    // A date on a line of its own comes before the project's name.
    else if (current?.isNamed && current.name === '' && !line.isBullet) current.name = nameOf(line.text);
    else if (current?.isNamed) current.description.push(line.text);
    // Under no name, a line that is neither a bullet nor "Name: what it is" goes on the one before.
    else if (current && !line.isBullet && !LABELLED.test(line.text)) current.description.push(`${current.description.pop() ?? ''} ${line.text}`);
    else projects.push({ name: '', description: [line.text], isNamed: false });
  }
  return projects
    .map(describe)
    .filter((text) => text !== '')
    .slice(0, MAX_PROJECTS);
}

// "Gitlytics | Python, Flask June 2020 – Present" names Gitlytics, built with Python and Flask.
function nameOf(text: string): string {
  const withoutDates = findDates(text).reduce((rest, date) => rest.replace(date.text, ' | '), text);
  const [name = '', ...details] = withoutDates
    .split('|')
    .map((part) => tidy(part).replace(/\.$/, ''))
    .filter((part) => /\p{L}/u.test(part));
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

function describe({ name, description }: Project): string {
  const [first] = (description[0] ?? '').split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  if (name === '') return first ?? '';
  if (first) return `${name} – ${first}`;
  // A lone word or month with nothing under it is what a layout left, not a project.
  return name.split(' ').length >= 2 ? name : '';
}
