import { monthSpan } from './dates.js';
import type { ParsedJob } from './experience.js';
import { experienceMonths } from './experience-length.js';
import { isJobTitle } from './vocabulary.js';

export type CareerLevel = 'entry' | 'junior' | 'mid' | 'senior' | 'lead' | 'executive';

const EXECUTIVE =
  /\b(?:chief|ceo|cfo|cto|coo|cio|cmo|president|vice president|vp|svp|evp|managing director|general manager|(?<!business )partner|founder|co-founder|owner)\b/i;
// Product, project and account managers usually manage work, not people.
const LEAD =
  /\b(?:director|head|(?<!(?:product|project|program|account|case|office|property) )manager|lead|principal|supervisor|charge nurse|staff engineer|superintendent|foreman|controller|executive chef|chef de cuisine)\b/i;
const SENIOR = /\b(?:senior|sr\.?|architect|iii|iv)\b/i;
// "Engineer II": the level ladder big employers use, II being the middle rung.
const MIDDLE_RUNG = /\bii$/i;
// A duty that says how many people the candidate manages ("Manage a team of 4 accountants").
const MANAGES_PEOPLE = /\b(?:manag|lead|supervis|direct)\w*\s+(?:a\s+)?(?:team\s+of\s+)?\d+\s+\p{L}|\bteam of \d+|\bdirect reports\b/iu;
const ENTRY = /\b(?:intern|internship|trainee|apprentice|graduate|undergraduate|student|entry[- ]level|extern)\b/i;
const JUNIOR = /\b(?:junior|jr\.?|associate|assistant)\b/i;
// Roles people hold for years without moving up: years in them alone make no senior.
const SUPPORT_ROLE = /\b(?:assistant|representative|clerk|cashier|receptionist|secretary|aide|attendant)\b/i;

/**
 * The level a recruiter would file the candidate under: years of experience from the job
 * dates (overlaps counted once) and the latest title, which wins when it is more specific.
 */
export function careerLevel(allJobs: ParsedJob[], text: string, now: Date): CareerLevel {
  // A volunteer role says nothing of the rung someone's work reached.
  const jobs = allJobs.filter((job) => !job.isVolunteer);
  const years = Math.max(experienceMonths(jobs, now) / 12, statedYears(text));
  const latest = latestJob(jobs, now);
  if (!latest) return years >= 1 ? levelFromYears(years) : 'entry';
  const title = latest.title;

  if (EXECUTIVE.test(title) && !/\bassistant\b/i.test(title)) return years >= 8 ? 'executive' : 'lead';
  const managesPeople = latest.responsibilities.some((duty) => MANAGES_PEOPLE.test(duty));
  if ((LEAD.test(title) && !/\bassistant\b/i.test(title)) || managesPeople) return years >= 4 ? 'lead' : 'mid';
  if (SENIOR.test(title)) return years >= 3 ? 'senior' : 'mid';
  if (MIDDLE_RUNG.test(title.trim())) return 'mid';
  if (ENTRY.test(title)) return years < 2 ? 'entry' : 'junior';
  if (JUNIOR.test(title)) return years < 3 ? 'junior' : 'mid';
  const level = levelFromYears(years);
  return level === 'senior' && hasOnlySupportRoles(jobs) ? 'mid' : level;
}

// "Customer Service Representative", "Front Office Assistant", then an externship: a career of
// support roles, whatever its length, with no title that says more.
function hasOnlySupportRoles(jobs: ParsedJob[]): boolean {
  const titled = jobs.filter((job) => isJobTitle(job.title));
  return titled.length > 0 && titled.every((job) => SUPPORT_ROLE.test(job.title) && !LEAD.test(job.title) && !SENIOR.test(job.title) && !EXECUTIVE.test(job.title));
}

function levelFromYears(years: number): CareerLevel {
  if (years < 1) return 'entry';
  if (years < 3) return 'junior';
  if (years < 6) return 'mid';
  return 'senior';
}

// "over 10 years of experience", "15+ years of hands-on software engineering expertise",
// "over 3 years in DevOps" in a summary count when the dates say less.
const STATED_YEARS =
  /\b(\d{1,2})\+?\s*(?:years|yrs)\b(?:\s+of)?(?:\s+[\w-]+){0,4}?\s+(?:experience|expertise)|\b(?:over|more than)\s+(\d{1,2})\s+(?:years|yrs)\s+(?:in|of)\b/i;

function statedYears(text: string): number {
  const stated = STATED_YEARS.exec(text);
  return stated ? Number(stated[1] ?? stated[2]) : 0;
}

function latestJob(jobs: ParsedJob[], now: Date): ParsedJob | undefined {
  const dated = jobs.filter((job) => job.date);
  if (dated.length === 0) return jobs[0];
  return dated.reduce((latest, job) => {
    const end = (candidate: ParsedJob) => (candidate.date ? monthSpan(candidate.date, now).to : -Infinity);
    return end(job) > end(latest) ? job : latest;
  });
}
