import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runExtraction } from '../../src/files/extractors.js';
import type { FileKind } from '../../src/files/sniff.js';

export const RESUME_FILE = /\.(pdf|docx|doc|txt)$/;

/** Text of a resume file exactly as an upload is read (the same extractors, in this process). */
export async function extractResumeText(file: string): Promise<string> {
  const kind = path.extname(file).slice(1).toLowerCase() as FileKind;
  const outcome = await runExtraction({ bytes: readFileSync(file), kind });
  if (!outcome.ok) throw new Error(`${path.basename(file)}: ${outcome.reason}`);
  return outcome.text;
}
