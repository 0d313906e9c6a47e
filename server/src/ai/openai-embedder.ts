import type { Embedder } from './embedder.js';
import { createOpenAiClient, describeApiError, type OpenAiClientOptions } from './openai-client.js';

export type OpenAiEmbedderOptions = OpenAiClientOptions & { model: string };

/** The embedding model could not answer: the message is ours, fit for a document's error field. */
export class EmbedderError extends Error {
  override name = 'EmbedderError';
}

// OpenAI takes up to 2,048 inputs a call; smaller batches keep one slow call short everywhere.
const BATCH_SIZE = 64;

export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const client = createOpenAiClient(options);
  let dimension: number | undefined;

  async function embedBatch(texts: string[]): Promise<number[][]> {
    let answer;
    try {
      answer = await client.embeddings.create({ model: options.model, input: texts, encoding_format: 'float' });
    } catch (error) {
      throw describeApiError(error, { what: 'embedding model', model: options.model, as: EmbedderError });
    }
    const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    const width = vectors[0]?.length ?? 0;
    if (vectors.length !== texts.length || width === 0 || vectors.some((vector) => vector.length !== width)) {
      throw new EmbedderError(`The embedding model (${options.model}) returned an unusable answer`);
    }
    // The width is the model's: read from its first answer, then held to.
    dimension ??= width;
    if (width !== dimension) {
      throw new EmbedderError(`The embedding model (${options.model}) changed its vector width from ${dimension} to ${width}`);
    }
    return vectors;
  }

  return {
    name: options.model,
    get dimension() {
      return dimension;
    },
    async embed(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += BATCH_SIZE) {
        vectors.push(...(await embedBatch(texts.slice(start, start + BATCH_SIZE))));
      }
      return vectors;
    },
  };
}
