import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createEmbedders } from './embedder.js';

describe('createEmbedders', () => {
  it('When nothing is set, then documents are embedded by GloVe and candidates by the MiniLM sentence model', () => {
    const { embedder, candidateEmbedder } = createEmbedders(loadConfig({ DATA_DIR: '/tmp/unused' }));
    expect(embedder.name).toMatch(/^glove/);
    expect(candidateEmbedder.name).toBe('minilm-l6-v2-v1');
  });

  it('When both name the same model, then one embedder serves both: never a second MiniLM process', () => {
    const both = createEmbedders(loadConfig({ DATA_DIR: '/tmp/unused', LOCAL_EMBEDDER: 'minilm' }));
    expect(both.candidateEmbedder).toBe(both.embedder);
    const server = createEmbedders(loadConfig({ DATA_DIR: '/tmp/unused', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }));
    expect(server.candidateEmbedder).toBe(server.embedder);
  });
});
