import { createEmbedder, type Embedder } from '../server/src/ai/embedder.js';
import { loadConfig } from '../server/src/config.js';

/** The offline embedder LOCAL_EMBEDDER names (GloVe unless set), whatever OPENAI_* says: the benches measure this machine. */
export function offlineEmbedder(): Embedder {
  return createEmbedder({ openaiEmbeddingModel: 'unused', localEmbedder: loadConfig().localEmbedder });
}
