import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { notFound } from '../http/http-error.js';
import { MissingStoredFileError, type FileStorage } from './storage.js';

export type SendStoredFileOptions = {
  storage: FileStorage;
  storedName: string;
  /** The name the browser saves the file under (the user's original name). */
  filename: string;
  mimeType: string;
  /** Show in the browser (PDF preview) rather than download. Defaults to true for PDFs only. */
  inline?: boolean;
};

// Inline files are PDFs shown in the app's own <iframe>: only the app may frame them and they load
// nothing. No `sandbox` there: Firefox and Safari (and Chromium before it stopped applying a PDF's
// CSP to its viewer) show a blank frame for a sandboxed PDF, and Chromium's viewer page needs
// inline styles (crbug.com/343754409). Checked in Chromium 156: the preview renders with these
// headers. Downloads also get the sandbox, in case one is ever opened in a tab.
const INLINE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const ATTACHMENT_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * Streams a stored file with headers that make it safe to serve user uploads from our origin.
 * Answers 404 (before any header is sent) when the file is gone; resolves quietly when the client
 * disconnects mid-download.
 */
export async function sendStoredFile(res: Response, options: SendStoredFileOptions): Promise<void> {
  const file = await options.storage.open(options.storedName).catch((error: unknown) => {
    throw error instanceof MissingStoredFileError ? notFound('File') : error;
  });
  try {
    const isInline = options.inline ?? options.mimeType === 'application/pdf';
    res.status(200);
    res.setHeader('Content-Type', options.mimeType);
    res.setHeader('Content-Length', String(file.sizeBytes));
    res.setHeader('Content-Disposition', contentDisposition(isInline ? 'inline' : 'attachment', options.filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=0');
    res.setHeader('Content-Security-Policy', isInline ? INLINE_POLICY : ATTACHMENT_POLICY);
    await pipeline(file.stream, res);
  } catch (error) {
    // The reader went away (closed the tab, the preview navigated on): nothing left to answer.
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  } finally {
    // pipeline destroys the stream on failure; this covers a throw before it started.
    file.stream.destroy();
  }
}

/**
 * A Content-Disposition value carrying any file name: an ASCII approximation for old clients and
 * the exact name in RFC 5987 `filename*`, which every current browser prefers.
 */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  return `${type}; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

function asciiFallback(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return ascii.trim() === '' ? 'download' : ascii;
}

// encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
