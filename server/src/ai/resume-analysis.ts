import type { AiSummary, ResumeSummary } from '@app/shared';

// The shape of an analysis is part of the client-server contract (packages/shared); the model
// adapters, the analyzer and the export reach it through this port.
export { aiSummarySchema, resumeSummarySchema, type AiSummary, type ResumeSummary } from '@app/shared';

export type SummarizeInput = {
  text: string;
  analysis: AiSummary;
  prompt?: string;
};

/** Anything that can read a resume: the local analyzer or an OpenAI-compatible model. */
export type LanguageModel = {
  /** Shown in the UI next to each analysis, e.g. "local-analyzer" or "gpt-4o-mini". */
  readonly name: string;
  analyzeResume(text: string): Promise<AiSummary>;
  summarizeResume(input: SummarizeInput): Promise<ResumeSummary>;
};
