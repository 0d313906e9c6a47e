import type { ResumeDetail } from '@app/shared';
import { similarQueryOf } from '../outreach/similar-query';
import { readAnalysis } from './read-analysis';

/** What "Find similar candidates" searches for: the resume's current title and its top skills; null before analysis. */
export function similarCandidatesQuery(resume: ResumeDetail): string | null {
  const analysis = readAnalysis(resume.aiSummary);
  return analysis ? similarQueryOf({ title: analysis.workExperience[0]?.title, skills: analysis.skills }) : null;
}
