import { createEmbedder, type Embedder } from '../server/src/ai/embedder.js';
import { loadConfig } from '../server/src/config.js';
import type { LocalEmbedder } from '../server/src/ai/local-embedders.js';

const offline = (localEmbedder: LocalEmbedder) => createEmbedder({ openaiEmbeddingModel: 'unused', localEmbedder });

/** The document library's offline embedder (LOCAL_EMBEDDER, GloVe unless set), whatever OPENAI_* says: the benches measure this machine. */
export function offlineEmbedder(): Embedder {
  return offline(loadConfig().localEmbedder);
}

/** The candidate index's offline embedder (CANDIDATE_EMBEDDER, MiniLM unless set), likewise. */
export function offlineCandidateEmbedder(): Embedder {
  return offline(loadConfig().candidateEmbedder);
}
