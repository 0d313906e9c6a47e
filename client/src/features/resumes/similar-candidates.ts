import type { ResumeDetail } from '@app/shared';
import { readAnalysis } from './read-analysis';

export const SIMILAR_SKILLS = 5;

/** What "Find similar candidates" searches for: the resume's current title and its top skills; null before analysis. */
export function similarCandidatesQuery(resume: ResumeDetail): string | null {
  const analysis = readAnalysis(resume.aiSummary);
  if (!analysis) return null;
  const title = analysis.workExperience[0]?.title?.trim() ?? '';
  const skills = analysis.skills.map((skill) => skill.trim()).filter(Boolean).slice(0, SIMILAR_SKILLS);
  const query = [title, ...skills].filter(Boolean).join(', ');
  return query === '' ? null : query;
}
