import type { AiSummary } from '../../ai/resume-analysis.js';

export type ResumeSection = 'profile' | 'job' | 'education' | 'skills' | 'certifications';
export type ResumePassageInput = { section: ResumeSection; content: string };

const lines = (...parts: string[]) => parts.map((part) => part.trim()).filter((part) => part !== '').join('\n');

/**
 * The sections of an analysis that search compares with a query, one passage each: the profile
 * (latest title, summary, achievements), every job (title, employer, dates, duties), the
 * education, the skills and the certifications. The name and contact details are left out: they
 * say nothing about fit, and a name that sounds like a skill would only mislead the vectors.
 */
export function passagesOf(analysis: AiSummary): ResumePassageInput[] {
  const passages: ResumePassageInput[] = [
    { section: 'profile', content: lines(analysis.workExperience[0]?.title ?? '', analysis.professionalSummary, ...analysis.keyAchievements) },
    ...analysis.workExperience.map((job) => ({
      section: 'job' as const,
      content: lines([job.title, job.company].filter(Boolean).join(' at ') + (job.duration ? ` (${job.duration})` : ''), ...job.responsibilities),
    })),
    { section: 'education', content: lines(...analysis.education.map((entry) => [entry.degree, entry.institution, entry.year].filter(Boolean).join(', '))) },
    { section: 'skills', content: analysis.skills.join(', ') },
    { section: 'certifications', content: analysis.certifications.join(', ') },
  ];
  return passages.filter((passage) => passage.content.trim() !== '');
}
