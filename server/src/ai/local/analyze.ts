import type { AiSummary } from '../resume-analysis.js';
import { keyAchievements } from './achievements.js';
import { careerLevel } from './career-level.js';
import { extractContact, isContactLine } from './contact.js';
import { hasContactDetail } from './contact-patterns.js';
import { findName } from './name.js';
import { extractEducation } from './education.js';
import { extractExperience, type ParsedJob } from './experience.js';
import { separateHeadings } from './headings.js';
import { deinterleave } from './interleave.js';
import { toLines, type Line } from './lines.js';
import { detachHeaderAt, linesOf, splitSections, type Section, type SectionKey } from './sections.js';
import { extractListItems, extractSkills } from './skills.js';

export type ResumeAnalysis = { summary: AiSummary; jobs: ParsedJob[] };

// Sections that can hold jobs when a resume has no heading we recognise as experience.
const JOB_FALLBACK: SectionKey[] = ['other', 'projects'];
const MAX_SUMMARY_CHARS = 800;
// About forty pages of text: more than any resume, and it bounds the time one upload can take.
const MAX_TEXT_CHARS = 100_000;

/** Reads a resume's text into the aiSummary shape; `now` dates "Present" for the career level. */
export function analyzeResumeText(fullText: string, now = new Date()): ResumeAnalysis {
  const text = fullText.slice(0, MAX_TEXT_CHARS);
  const separated = separateHeadings(toLines(text));
  const lines = deinterleave(separated.lines, separated.glued);
  const found = splitSections(lines);
  const nameLine = findName(found, lines).line;
  const sections = nameLine ? detachHeaderAt(found, nameLine) : found;
  // Sidebar contact lines can land inside any section of a two-column resume.
  const content = (key: SectionKey) => linesOf(sections, key).filter((line) => !isContactLine(line.text));

  const experienceLines = content('experience');
  const jobs = extractExperience(
    experienceLines.length > 0 ? experienceLines : JOB_FALLBACK.flatMap((key) => content(key)),
  );
  const education = extractEducation(content('education'));
  const summary: AiSummary = {
    professionalSummary: professionalSummary(sections),
    personalInfo: extractContact(sections, lines),
    workExperience: jobs.map(({ date: _date, ...job }) => job),
    education: education.education,
    skills: extractSkills(content('skills')),
    certifications: [...extractListItems(content('certifications')), ...education.credentials],
    keyAchievements: keyAchievements(extractListItems(content('achievements')), jobs),
    careerLevel: careerLevel(jobs, text, now),
  };
  return { summary, jobs };
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
