import type { AppContext, Caller } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { analyzeStoredResume, summarizeStoredResume } from './analyze-resume.js';
import { findResume } from './queries.js';
import { toResumeDetail } from './resume-view.js';

/**
 * "Summarize in Detail" (or a retry after a failure): analyzes again if the analysis is missing,
 * then writes the summaries. Can be repeated with a new prompt.
 */
export async function processResume(ctx: AppContext, options: { caller: Caller; id: string; prompt?: string }) {
  let resume = await findResume(ctx, options);
  if (!resume.aiSummary) {
    const analyzed = await analyzeStoredResume(ctx, resume);
    if (analyzed.failure) throw new HttpError(502, analyzed.failure, { resume: toResumeDetail(analyzed.resume) });
    resume = analyzed.resume;
  }
  const outcome = await summarizeStoredResume(ctx, resume, options.prompt);
  if (!outcome.summary) throw new HttpError(502, outcome.failure!, { resume: toResumeDetail(outcome.resume) });
  return { summary: outcome.summary, resume: toResumeDetail(outcome.resume) };
}
