import { HttpError } from '../http/http-error.js';
import type { UploadedFile } from '../http/upload.js';
import { ExtractionError, extractText } from './extract-text.js';
import { sniffFile, UnsupportedFileError, type FileKind } from './sniff.js';

export type AcceptedUpload = { kind: FileKind; mimeType: string; text: string };

/**
 * Checks an upload (extension and content must agree) and takes its text out, before anything is
 * stored: a file that fails here leaves no row and no file behind.
 */
export async function acceptUpload(file: UploadedFile): Promise<AcceptedUpload> {
  let sniffed;
  try {
    sniffed = sniffFile(file.buffer, file.originalName);
  } catch (error) {
    if (!(error instanceof UnsupportedFileError)) throw error;
    const isTypeProblem = error.reason === 'unsupported-type' || error.reason === 'content-mismatch';
    throw new HttpError(isTypeProblem ? 415 : 400, error.message);
  }
  try {
    return { ...sniffed, text: await extractText(file.buffer, sniffed.kind) };
  } catch (error) {
    if (error instanceof ExtractionError) throw new HttpError(422, error.message);
    throw error;
  }
}
