import { createOpenAiEmbedder } from './openai-embedder.js';
import { createWordVectorEmbedder } from './word-vectors/word-vector-embedder.js';

/** Turns texts into vectors whose cosine says how close their meanings are. */
export type Embedder = {
  /** Recorded with every chunk: search only ever compares vectors of the same model. */
  readonly name: string;
  /** The vectors' width; an OpenAI-compatible model's is known after its first answer. */
  readonly dimension: number | undefined;
  /** One vector per text, in order. Throws EmbedderError when the model cannot answer. */
  embed(texts: string[]): Promise<number[][]>;
};

export type EmbedderOptions = {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiEmbeddingModel: string;
};

/**
 * The one place that chooses the embedder, by the same rule as the language model: an
 * OpenAI-compatible server when a key or a base URL is configured, otherwise GloVe word vectors
 * that ship in an npm package and run in-process.
 */
export function createEmbedder(options: EmbedderOptions): Embedder {
  if (!options.openaiApiKey && !options.openaiBaseUrl) return createWordVectorEmbedder();
  return createOpenAiEmbedder({
    apiKey: options.openaiApiKey,
    baseUrl: options.openaiBaseUrl,
    model: options.openaiEmbeddingModel,
  });
}
