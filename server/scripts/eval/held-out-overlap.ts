// Tuning material gathered after the split must not share a content with the held-out half (the
// same resume in another template would leak it). Each added file's word 5-grams are compared with
// every held-out file's; only the share is reported, never the held-out text.
import path from 'node:path';
import { extractResumeText } from './extract.js';

const GRAM = 5;
/** The share of an added file's 5-grams above which it counts as the same content. */
export const MAX_SHARED = 0.1;

function wordGrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const grams = new Set<string>();
  for (let index = 0; index + GRAM <= words.length; index += 1) grams.add(words.slice(index, index + GRAM).join(' '));
  return grams;
}

export type Overlap = { file: string; heldOutFile: string; share: number };

/** For each added file, the held-out file it shares most 5-grams with, and the share. */
export async function heldOutOverlap(added: string[], heldOut: string[]): Promise<Overlap[]> {
  const heldOutGrams = await Promise.all(heldOut.map(async (file) => ({ file, grams: wordGrams(await extractResumeText(file)) })));
  return Promise.all(
    added.map(async (file) => {
      const grams = [...wordGrams(await extractResumeText(file))];
      let nearest: Overlap = { file: path.basename(file), heldOutFile: '', share: 0 };
      for (const other of heldOutGrams) {
        const share = grams.length === 0 ? 0 : grams.filter((gram) => other.grams.has(gram)).length / grams.length;
        if (share > nearest.share) nearest = { file: path.basename(file), heldOutFile: path.basename(other.file), share };
      }
      return nearest;
    }),
  );
}
