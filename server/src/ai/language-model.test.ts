import { describe, expect, it } from 'vitest';
import { createLanguageModel } from './language-model.js';

describe('createLanguageModel', () => {
  it('When no key and no base URL are set, then the local analyzer is used', () => {
    expect(createLanguageModel({ openaiModel: 'gpt-4o-mini' }).name).toBe('local-analyzer');
  });

  it('When an OpenAI key is set, then the configured model is used', () => {
    expect(createLanguageModel({ openaiApiKey: 'sk-test', openaiModel: 'gpt-4o-mini' }).name).toBe('gpt-4o-mini');
  });

  it('When only a base URL is set, as for Ollama, then the OpenAI-compatible model is used', () => {
    expect(createLanguageModel({ openaiBaseUrl: 'http://127.0.0.1:11434/v1', openaiModel: 'llama3.1' }).name).toBe('llama3.1');
  });
});
