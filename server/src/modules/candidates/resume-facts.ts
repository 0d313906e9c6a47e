import type { AiSummary } from '../../ai/resume-analysis.js';
import { findDuration } from '../../ai/local/dates.js';
import { experienceMonths } from '../../ai/local/experience-length.js';
import { normalizeTerm } from './match-terms.js';

export type ResumeFactsInput = {
  email: string;
  skills: string[];
  titles: string[];
  certifications: string[];
  certificationNames: string[];
  experienceMonths: number | null;
  highestDegree: string | null;
  location: string;
};

// Highest first: the first level a degree names is its level.
const DEGREE_LEVELS: [level: string, pattern: RegExp][] = [
  ['doctorate', /\b(?:ph\.?\s?d|doctor(?:ate)?|d\.?n\.?p|pharm\.?\s?d|m\.?d|d\.?o|d\.?p\.?t|ed\.?d|psy\.?d|j\.?d)\b/i],
  ['master', /\b(?:master'?s?|m\.?s\.?n|m\.?s\.?c?|m\.?b\.?a|m\.?a|m\.?eng|m\.?p\.?h|m\.?h\.?a|m\.?ed)\b/i],
  ['bachelor', /\b(?:bachelor'?s?|b\.?s\.?n|b\.?s\.?c?|b\.?a|b\.?eng|b\.?tech|b\.?com)\b/i],
  ['associate', /\b(?:associate'?s?|a\.?d\.?n|a\.?a\.?s?|a\.?s)\b/i],
  ['diploma', /\b(?:diploma|certificate|high school|ged)\b/i],
];

/** The level of the highest degree the analysis names, or null. */
export function highestDegree(education: AiSummary['education']): string | null {
  const levels = education.map((entry) => DEGREE_LEVELS.findIndex(([, pattern]) => pattern.test(entry.degree))).filter((index) => index >= 0);
  return levels.length === 0 ? null : DEGREE_LEVELS[Math.min(...levels)]![0];
}

const distinctTerms = (texts: string[]) => [...new Set(texts.map(normalizeTerm).filter((term) => term !== ''))];

/**
 * What a certification is called, as a recruiter would name it: its name (up to the issuer or
 * date after a comma or a spaced dash), that name without its bracketed acronym, and the acronym:
 * "Pediatric Advanced Life Support (PALS), AHA, Exp. 08/2026" is "pediatric advanced life support
 * pals", "pediatric advanced life support" and "pals". "BLS, American Heart Association" is "bls".
 */
export function certificationNames(certification: string): string[] {
  const name = certification.split(/,|\s[-–—|]\s/)[0]!;
  const acronyms = [...name.matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!);
  return [name, name.replace(/\([^)]*\)/g, ' '), ...acronyms];
}

/**
 * What a match needs from an analysis, in the compared form. The months are the analysis's own
 * when it has them (the local analyzer's, from the dates it read), otherwise counted here from the
 * jobs' durations the same way, up to `now`.
 */
export function factsOf(analysis: AiSummary, now: Date): ResumeFactsInput {
  const months = analysis.experienceMonths ?? experienceMonths(analysis.workExperience.map((job) => ({ date: findDuration(job.duration), isVolunteer: job.isVolunteer })), now);
  return {
    email: analysis.personalInfo.email.trim().toLowerCase(),
    skills: distinctTerms(analysis.skills),
    titles: distinctTerms(analysis.workExperience.map((job) => job.title)),
    certifications: distinctTerms(analysis.certifications),
    certificationNames: distinctTerms(analysis.certifications.flatMap(certificationNames)),
    // Zero months from jobs without any dates is "unknown", not "no experience".
    experienceMonths: months > 0 || analysis.workExperience.length === 0 ? months : null,
    highestDegree: highestDegree(analysis.education),
    location: analysis.personalInfo.location.trim().toLowerCase(),
  };
}
