// The unseen set (test/fixtures/unseen-resumes) was split once, at random, into a tuning half and
// a held-out half (split.json holds the seed and the method). Rules are changed only by reading
// the tuning half; the held-out half is run to measure, never to find what to change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const splitSchema = z.object({ seed: z.number(), tuning: z.array(z.string()).min(1), heldOut: z.array(z.string()).min(1) });

export type UnseenSplit = z.infer<typeof splitSchema>;

export function readUnseenSplit(directory: string): UnseenSplit {
  const split = splitSchema.parse(JSON.parse(readFileSync(path.join(directory, 'split.json'), 'utf8')));
  const shared = split.tuning.filter((file) => split.heldOut.includes(file));
  if (shared.length > 0) throw new Error(`split.json puts ${shared.join(', ')} in both halves`);
  return split;
}
