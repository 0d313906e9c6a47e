import type { AppContext } from '../../context.js';
import type { Prisma, Resume } from '../../generated/prisma/client.js';
import { LanguageModelError } from '../../ai/openai-language-model.js';
import type { ResumeSummary } from '../../ai/resume-analysis.js';
import { aiSummarySchema } from '../../ai/resume-analysis.js';
import { resumeIndexStatements } from '../candidates/index-resume.js';

/** What the user reads when a model fails: our own words, never a provider's raw answer. */
function failureMessage(ctx: AppContext, error: unknown): string {
  if (error instanceof LanguageModelError) return error.message;
  ctx.logger.error({ err: error }, 'resume analysis failed');
  return 'The analysis failed unexpectedly. Please try again.';
}

export type AnalysisOutcome = { resume: Resume; failure?: string };

/** Reads the resume's text into the structured analysis (status parsed), or records the failure. */
export async function analyzeStoredResume(ctx: AppContext, resume: Resume): Promise<AnalysisOutcome> {
  try {
    const aiSummary = await ctx.languageModel.analyzeResume(resume.extractedText ?? '');
    // Stored with its candidate-search index in one transaction: a search never finds a resume by
    // an analysis it no longer has.
    const [updated] = await ctx.prisma.$transaction([
      ctx.prisma.resume.update({
        where: { id: resume.id },
        data: {
          aiSummary: aiSummary as Prisma.InputJsonValue,
          processingStatus: 'parsed',
          analysisModel: ctx.languageModel.name,
          errorMessage: null,
        },
      }),
      ...(await resumeIndexStatements(ctx, resume, aiSummary)),
    ]);
    return { resume: updated };
  } catch (error) {
    return recordFailure(ctx, resume, failureMessage(ctx, error));
  }
}

async function recordFailure(ctx: AppContext, resume: Resume, failure: string): Promise<AnalysisOutcome> {
  // The file, its text and any earlier analysis stay; only the status and reason change.
  const updated = await ctx.prisma.resume.update({
    where: { id: resume.id },
    data: { processingStatus: 'failed', errorMessage: failure },
  });
  return { resume: updated, failure };
}

export type SummaryOutcome = { resume: Resume; summary?: ResumeSummary; failure?: string };

/** Writes the bullet and paragraph summaries, focused on `prompt` when given (status processed). */
export async function summarizeStoredResume(ctx: AppContext, resume: Resume, prompt?: string): Promise<SummaryOutcome> {
  const analysis = aiSummarySchema.safeParse(resume.aiSummary);
  if (!analysis.success) return recordFailure(ctx, resume, 'The resume has no analysis to summarize yet.');
  try {
    const summary = await ctx.languageModel.summarizeResume({ text: resume.extractedText ?? '', analysis: analysis.data, prompt });
    const updated = await ctx.prisma.resume.update({
      where: { id: resume.id },
      data: {
        bulletSummary: summary.bulletSummary.join('\n'),
        paragraphSummary: summary.paragraphSummary,
        promptExplanation: summary.promptExplanation,
        summaryPrompt: prompt ?? null,
        processingStatus: 'processed',
        analysisModel: ctx.languageModel.name,
        errorMessage: null,
      },
    });
    return { resume: updated, summary };
  } catch (error) {
    return recordFailure(ctx, resume, failureMessage(ctx, error));
  }
}
