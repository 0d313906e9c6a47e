import { createLocalLanguageModel } from './local/local-language-model.js';
import { createOpenAiLanguageModel } from './openai-language-model.js';
import type { LanguageModel } from './resume-analysis.js';

export type LanguageModelOptions = {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel: string;
};

/**
 * The one place that chooses the model: an OpenAI-compatible server when a key or a base URL
 * is configured (Ollama needs no key), otherwise the local analyzer.
 */
export function createLanguageModel(options: LanguageModelOptions): LanguageModel {
  if (!options.openaiApiKey && !options.openaiBaseUrl) return createLocalLanguageModel();
  return createOpenAiLanguageModel({
    apiKey: options.openaiApiKey,
    baseUrl: options.openaiBaseUrl,
    model: options.openaiModel,
  });
}
