import type { Embedder } from '../embedder.js';
import { loadWordVectors, type WordVectors } from './load-word-vectors.js';

// Smooth inverse frequency (Arora, Liang & Ma, 2017): a word weighs a / (a + p(word)), so
// "the" and "of" barely count and rare, telling words carry the sentence. p comes from the
// word's frequency rank by Zipf's law, since GloVe ships ranks rather than counts.
const SIF_A = 1e-3;

/** Weighted GloVe average: in-process, no network, and "vacation" lands near "leave". */
export function createWordVectorEmbedder(): Embedder {
  // Kept for the process (half a megabyte); the vectors themselves are fetched on every call, so
  // they can leave memory between uses.
  let weighting: SifWeighting | undefined;
  return {
    // Bump the version whenever the vectors it makes change, so `npm run reindex` re-embeds.
    name: 'glove-100d-sif-v1',
    dimension: 100,
    async embed(texts) {
      const vectors = loadWordVectors();
      weighting ??= sifWeighting(vectors);
      return texts.map((text) => embedText(text, vectors, weighting!));
    },
  };
}

type SifWeighting = { weights: Float32Array; common: Float64Array };

function sifWeighting(vectors: WordVectors): SifWeighting {
  const { dimension, index, data } = vectors;
  const harmonic = Math.log(index.size) + 0.5772;
  const weights = new Float32Array(index.size);
  for (let rank = 0; rank < index.size; rank++) {
    const probability = 1 / ((rank + 1) * harmonic);
    weights[rank] = SIF_A / (SIF_A + probability);
  }
  // The direction every average shares (what "text in general" looks like): taking it out
  // leaves what tells one passage from another. Estimated from the vocabulary itself.
  const common = new Float64Array(dimension);
  for (let rank = 0; rank < index.size; rank++) {
    const scale = weights[rank]! / (rank + 1);
    for (let d = 0; d < dimension; d++) common[d]! += scale * data[rank * dimension + d]!;
  }
  normalize(common);
  return { weights, common };
}

function embedText(text: string, { dimension, index, data }: WordVectors, { weights, common }: SifWeighting): number[] {
  const sum = new Float64Array(dimension);
  let known = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const rank = index.get(word);
    if (rank === undefined) continue;
    known++;
    const weight = weights[rank]!;
    for (let d = 0; d < dimension; d++) sum[d]! += weight * data[rank * dimension + d]!;
  }
  if (known === 0) return fallbackVector(text, dimension);
  const projection = dot(sum, common);
  for (let d = 0; d < dimension; d++) sum[d]! -= projection * common[d]!;
  normalize(sum);
  return Array.from(sum);
}

/**
 * A text with no known word still needs a unit vector (a zero vector has no cosine): a fixed
 * pseudo-random one per text, close to nothing in particular.
 */
function fallbackVector(text: string, dimension: number): number[] {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  const vector = new Float64Array(dimension);
  for (let d = 0; d < dimension; d++) {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) ^ d;
    vector[d] = ((seed >>> 0) / 4294967296) * 2 - 1;
  }
  normalize(vector);
  return Array.from(vector);
}

function dot(a: Float64Array, b: Float64Array): number {
  let total = 0;
  for (let d = 0; d < a.length; d++) total += a[d]! * b[d]!;
  return total;
}

function normalize(vector: Float64Array): void {
  const length = Math.sqrt(dot(vector, vector)) || 1;
  for (let d = 0; d < vector.length; d++) vector[d]! /= length;
}
