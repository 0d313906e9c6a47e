import type { ParsedJob } from './experience.js';

const QUANTIFIED = /\d+(?:\.\d+)?\s*%|[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s*(?:k|m|million|billion)\b|\b\d{2,}\b/i;
const OUTCOME =
  /\b(?:increas|reduc|grew|grow|sav|improv|cut|boost|rais|achiev|exceed|won|award|rank|launch|deliver|generat|doubl|tripl|lower|shorten|accelerat|recogni|promot|top)\w*/i;
const MAX_ACHIEVEMENTS = 5;

/**
 * Key achievements: the resume's own achievements or awards list when it has one, otherwise
 * the duties that report a measured outcome ("cut costs by 20%"); then the projects, which the
 * analysis has no other place for.
 */
export function keyAchievements(listed: string[], jobs: ParsedJob[], projects: string[]): string[] {
  const achievements =
    listed.length > 0
      ? listed.slice(0, MAX_ACHIEVEMENTS * 2)
      : jobs
          .flatMap((job) => job.responsibilities)
          .filter((duty) => QUANTIFIED.test(duty) && OUTCOME.test(duty))
          .slice(0, MAX_ACHIEVEMENTS);
  return [...achievements, ...projects];
}

/** How much a duty tells a reader: a measured outcome and a strong verb say more. */
export function informativeness(text: string): number {
  let score = 0;
  if (QUANTIFIED.test(text)) score += 2;
  if (OUTCOME.test(text)) score += 1;
  if (text.length >= 40 && text.length <= 200) score += 1;
  return score;
}
