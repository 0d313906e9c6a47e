import type { LanguageModel } from '../resume-analysis.js';
import { analyzeResumeText } from './analyze.js';
import { summarizeAnalysis } from './summarize.js';

/**
 * The default model when no OpenAI-compatible server is configured: a deterministic resume
 * parser and extractive summarizer. No network, no weights, same answer for the same text.
 */
export function createLocalLanguageModel(): LanguageModel {
  return {
    name: 'local-analyzer',
    analyzeResume: async (text) => analyzeResumeText(text).summary,
    summarizeResume: async (input) => summarizeAnalysis(input),
  };
}
