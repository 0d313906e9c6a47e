/** The offline embedders (LOCAL_EMBEDDER): GloVe word vectors, or the MiniLM sentence model. */
export const LOCAL_EMBEDDERS = ['glove', 'minilm'] as const;
export type LocalEmbedder = (typeof LOCAL_EMBEDDERS)[number];
