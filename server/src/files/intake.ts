import { HttpError } from '../http/http-error.js';
import type { UploadedFile } from '../http/upload.js';
import { ExtractionError, extractText } from './extract-text.js';
import { sniffFile, UnsupportedFileError, type FileKind } from './sniff.js';

export type AcceptedUpload = { kind: FileKind; mimeType: string; text: string };

/** The most words a kind of upload may hold, and what to say to a longer one (413). */
export type WordLimit = { maxWords: number; tooLong: string };

const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;

/**
 * Checks an upload (extension and content must agree) and takes its text out, before anything is
 * stored: a file that fails here, or holds more words than `limit`, leaves no row and no file behind.
 */
export async function acceptUpload(file: UploadedFile, limit: WordLimit): Promise<AcceptedUpload> {
  let sniffed;
  try {
    sniffed = sniffFile(file.buffer, file.originalName);
  } catch (error) {
    if (!(error instanceof UnsupportedFileError)) throw error;
    const isTypeProblem = error.reason === 'unsupported-type' || error.reason === 'content-mismatch';
    throw new HttpError(isTypeProblem ? 415 : 400, error.message);
  }
  let text: string;
  try {
    text = await extractText(file.buffer, sniffed.kind);
  } catch (error) {
    if (error instanceof ExtractionError) throw new HttpError(422, error.message);
    throw error;
  }
  if (wordCount(text) > limit.maxWords) throw new HttpError(413, limit.tooLong);
  return { ...sniffed, text };
}
