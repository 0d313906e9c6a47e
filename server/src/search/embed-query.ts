import type { Embedder } from '../ai/embedder.js';
import { EmbedderError } from '../ai/openai-embedder.js';
import { HttpError } from '../http/http-error.js';

/**
 * A search's query as a vector of the active model. A model that cannot answer is the search
 * being unavailable (502, in our words), not a failed request.
 */
export async function embedQuery(embedder: Embedder, query: string): Promise<number[]> {
  try {
    const [vector] = await embedder.embed([query]);
    return vector!;
  } catch (error) {
    if (!(error instanceof EmbedderError)) throw error;
    throw new HttpError(502, `Search is unavailable right now: ${error.message}. Please try again.`);
  }
}
