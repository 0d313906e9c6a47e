import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEmbedder, type Embedder } from '../embedder.js';
import { EmbedderError } from '../openai-embedder.js';
import { createMiniLmEmbedder } from './minilm-embedder.js';

// The model loads once for the file (about a second): one embedder serves every test but the last.
const embedder = createEmbedder({ openaiEmbeddingModel: 'unused', localEmbedder: 'minilm' });

const dot = (a: number[], b: number[]) => a.reduce((sum, value, d) => sum + value * b[d]!, 0);

/** The pool children of this process (Tinypool's entry runs the task module): only the model's, in this file. */
function modelProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tinypool/dist/entry/process.js');
      } catch {
        return false; // gone while being read
      }
    })
    .map(Number);
}

/** Embeds the text with a new embedder's first call, and answers the vector and the process that call started. */
async function firstCall(embedder: Embedder, text: string): Promise<{ vector: number[]; child: number }> {
  const before = new Set(modelProcesses());
  const [vector] = await embedder.embed([text]);
  const started = modelProcesses().filter((pid) => !before.has(pid));
  expect(started).toHaveLength(1);
  return { vector: vector!, child: started[0]! };
}

describe('MiniLM sentence embedder', () => {
  it('When LOCAL_EMBEDDER is minilm, then texts become 384-d unit vectors of the recorded model', async () => {
    expect(embedder.name).toBe('minilm-l6-v2-v1');
    const [vector] = await embedder.embed(['Registered nurse, intensive care unit']);
    expect(vector).toHaveLength(384);
    expect(embedder.dimension).toBe(384);
    expect(Math.sqrt(dot(vector!, vector!))).toBeCloseTo(1, 5);
  });

  it('When a role is said in other words, then it lands nearer its paraphrase than an unrelated role', async () => {
    const [nurse, telemetry, developer] = await embedder.embed(['heart monitoring nurse', 'telemetry registered nurse', 'java backend developer']);
    expect(dot(nurse!, telemetry!)).toBeGreaterThan(dot(nurse!, developer!) + 0.3);
  });

  it('When texts of different lengths are embedded together, then each vector is the one the text gets alone, in the order given', async () => {
    const texts = [
      'Charge nurse on a cardiac step-down unit; precepted new graduates and led the unit practice council for three years',
      'BLS',
      'Python and Go services on Kubernetes',
    ];
    const together = await embedder.embed(texts);
    for (const [i, text] of texts.entries()) {
      const [alone] = await embedder.embed([text]);
      expect(dot(together[i]!, alone!)).toBeCloseTo(1, 5);
    }
    expect(await embedder.embed([])).toEqual([]);
  });

  it('When nothing has been embedded for a while, then the model process leaves (its memory with it), and the next text embeds exactly as before', async () => {
    const quick = createMiniLmEmbedder({ releaseAfterMs: 500 });
    const { vector, child } = await firstCall(quick, 'Night shift telemetry nurse');

    await expect.poll(() => modelProcesses().includes(child), { timeout: 5_000, interval: 100 }).toBe(false);
    expect(await quick.embed(['Night shift telemetry nurse'])).toEqual([vector]);
  });

  it('When the model process is killed while embedding, then the call fails as an unavailable model, and the next one is answered by a new process', async () => {
    const fragile = createMiniLmEmbedder();
    const { child } = await firstCall(fragile, 'warm up');
    const passages = Array.from({ length: 40 }, (_, i) => `Registered nurse ${i} on a cardiac telemetry unit, precepting new graduates and leading rapid responses`);
    const embedding = fragile.embed(passages);
    process.kill(child, 'SIGKILL');
    await expect(embedding).rejects.toThrow(EmbedderError);
    expect(await fragile.embed(['heart monitoring nurse'])).toHaveLength(1);
  });
});
