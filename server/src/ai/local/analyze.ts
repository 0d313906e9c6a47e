import type { AiSummary } from '../resume-analysis.js';
import { keyAchievements, listedAchievements } from './achievements.js';
import { careerLevel } from './career-level.js';
import { extractContact, isContactLine } from './contact.js';
import { forgetReadDates } from './dates.js';
import { forgetReadPlaces } from './places.js';
import { hasContactDetail } from './contact-patterns.js';
import { findName } from './name.js';
import { isLegend, readLegends } from './abbreviations.js';
import { extractEducation } from './education.js';
import { isAddressName } from './entries.js';
import { extractExperience, type ParsedJob } from './experience.js';
import { experienceMonths } from './experience-length.js';
import { separateHeadings } from './headings.js';
import { deinterleave } from './interleave.js';
import { toLines, type Line } from './lines.js';
import { readPageMarks } from './visual-fields.js';
import { listProjects } from './projects.js';
import { detachHeaderAt, linesOf, splitSections, type Section, type SectionKey } from './sections.js';
import { extractListItems, extractSkills } from './skills.js';
import { isDegree, isInstitution } from './vocabulary.js';

export type ResumeAnalysis = { summary: AiSummary; jobs: ParsedJob[] };

// Sections that can hold jobs when a resume has no heading we recognise as experience.
const JOB_FALLBACK: readonly SectionKey[] = ['other', 'projects'];
const MAX_SUMMARY_CHARS = 800;
// About forty pages of text: more than any resume, and it bounds the time one upload can take.
const MAX_TEXT_CHARS = 100_000;

/** Reads a resume's text into the aiSummary shape; `now` dates "Present" for the career level and length. */
export function analyzeResumeText(fullText: string, now = new Date()): ResumeAnalysis {
  forgetReadDates();
  forgetReadPlaces();
  const text = readPageMarks(fullText.slice(0, MAX_TEXT_CHARS));
  const separated = separateHeadings(toLines(text));
  const lines = deinterleave(separated.lines, separated.glued);
  const found = splitSections(lines);
  const nameLine = findName(found, lines).line;
  const sections = nameLine ? detachHeaderAt(found, nameLine) : found;
  // Sidebar contact lines can land inside any section of a two-column resume.
  // So can a legend that spells out a short name; it is read for the names, not as a duty.
  // An empty line is no aside: it keeps the gap between two entries.
  const isAside = (line: Line, next: Line | undefined) => line.text !== '' && ((isContactLine(line.text) && !isAddressName(line, next)) || isLegend(line.text));
  const withoutContacts = sections.map((section) => ({ ...section, lines: section.lines.filter((line, index) => !isAside(line, section.lines[index + 1])) }));
  const content = (key: SectionKey | readonly SectionKey[]) => linesOf(withoutContacts, key);

  const legends = readLegends(lines);
  const read = findJobs(content, nameLine);
  const jobs = [...read.jobs, ...volunteerRoles(content('volunteer'))].map((job) => ({ ...job, company: legends.get(job.company) ?? job.company }));
  // Each education section is read on its own: "QUALIFICATIONS" in a side-bar ends its entries
  // before "EDUCATION" in the main column starts.
  const educationParts = educationLines(withoutContacts).map(extractEducation);
  const education = { education: educationParts.flatMap((part) => part.education), credentials: educationParts.flatMap((part) => part.credentials) };
  const summary: AiSummary = {
    professionalSummary: professionalSummary(sections),
    personalInfo: extractContact(sections, lines),
    workExperience: jobs.map(({ date: _date, ...job }) => job),
    education: education.education,
    skills: extractSkills(content('skills')),
    certifications: [...extractListItems(content('certifications')), ...education.credentials],
    keyAchievements: keyAchievements(listedAchievements(content('achievements')), jobs, read.hasReadProjects ? [] : listProjects(content('projects'))),
    careerLevel: careerLevel(jobs, text, now),
    experienceMonths: experienceMonths(jobs, now),
  };
  return { summary, jobs };
}

/**
 * Jobs of the experience section; without one, of sections that hold jobs when unnamed (then the
 * projects were read as jobs); when those hold none either (a profile export, or a layout whose
 * headings the PDF puts last), of the lines under the name. Dated degrees found there belong to
 * education, not to the jobs.
 */
function findJobs(content: (key: SectionKey | readonly SectionKey[]) => Line[], nameLine: string | undefined): { jobs: ParsedJob[]; hasReadProjects: boolean } {
  const experienceLines = content('experience');
  if (experienceLines.length > 0) return { jobs: extractExperience(experienceLines), hasReadProjects: false };
  // Outside an experience section only a dated entry is taken for a job: "RELEVANT REPOSITORIES"
  // over a list of links in an unnamed section is none.
  const fallback = extractExperience(content(JOB_FALLBACK)).filter((job) => job.duration !== '');
  if (fallback.length > 0) return { jobs: fallback, hasReadProjects: true };
  const header = content('header');
  const afterName = header.slice(header.findIndex((line) => line.text === nameLine) + 1);
  const jobs = extractExperience(afterName).filter((job) => job.date && !isDegree(job.title) && !isDegree(job.company));
  return { jobs, hasReadProjects: false };
}

// "Volunteer" over "NCSU Campus Child Care Center": a role under a volunteer or community heading
// is a job held without pay. One without a role or without an organisation is a membership, no job.
// "Carolina Black Caucus, Member" among a campus's involvements, with no duties: belonging, not a
// role held. A member who says what they did there held a role.
const MEMBER = /^members?$/i;

function volunteerRoles(lines: Line[]): ParsedJob[] {
  return extractExperience(lines)
    .filter((job) => job.title !== '' && job.company !== '' && !(MEMBER.test(job.title) && job.responsibilities.length === 0))
    .map((job) => ({ ...job, isVolunteer: true }));
}

/** The lines of each education section; without one, the degrees named under the name. */
function educationLines(sections: Section[]): Line[][] {
  const written = sections.filter((section) => section.key === 'education' && section.lines.length > 0).map((section) => section.lines);
  return written.length > 0 ? written : [linesUnderName(linesOf(sections, 'header'))];
}

// Without an education heading, the degree lines under the name, with the school line before each
// or, a few lines on, the school it was earned at ("M.Sc." / "Digital Media" / "as latest degree
// from" / "University of Bremen").
const MAX_LINES_TO_SCHOOL = 3;

function linesUnderName(header: Line[]): Line[] {
  const isSchoolBefore = (index: number) => isInstitution(header[index]?.text ?? '') && isDegree(header[index + 1]?.text ?? '');
  return header.flatMap((line, index) => {
    if (isSchoolBefore(index)) return [line];
    if (!isDegree(line.text)) return [];
    const window = header.slice(index + 1, index + 1 + MAX_LINES_TO_SCHOOL);
    const nextDegree = window.findIndex((next) => isDegree(next.text));
    const after = nextDegree >= 0 ? window.slice(0, nextDegree) : window;
    const school = isSchoolBefore(index - 1) ? -1 : after.findIndex((next) => isInstitution(next.text));
    return [line, ...after.slice(0, school + 1)];
  });
}

function professionalSummary(sections: Section[]): string {
  // A line with an e-mail, phone or link is a contact line, however many other words (icon
  // names, labels) the template put on it.
  const written = linesOf(sections, 'summary').filter((line) => !hasContactDetail(line.text));
  // Without a heading, a paragraph under the name and contact lines is the summary.
  const fromHeader = linesOf(sections, 'header').filter((line) => line.text.split(' ').length >= 12 && !hasContactDetail(line.text));
  const chosen = written.length > 0 ? written : fromHeader;
  return joinText(chosen).slice(0, MAX_SUMMARY_CHARS).trim();
}

function joinText(lines: Line[]): string {
  return lines
    .map((line) => line.text)
    .filter(Boolean)
    .join(' ')
    .replaceAll(/\s+/g, ' ')
    .trim();
}
