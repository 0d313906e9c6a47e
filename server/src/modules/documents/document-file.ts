import type { Response } from 'express';
import type { AppContext, Caller } from '../../context.js';
import { sendStoredFile } from '../../files/send-stored-file.js';
import { notFound } from '../../http/http-error.js';
import { findDocument } from './queries.js';

/** The original file, as an attachment under the name it was uploaded with. */
export async function sendDocumentFile(ctx: AppContext, res: Response, options: { caller: Caller; id: string }) {
  const document = await findDocument(ctx, options);
  try {
    await sendStoredFile(res, {
      path: ctx.storage.pathOf(document.storedName),
      filename: document.originalFilename,
      mimeType: document.mimeType,
      // The client fetches it as a blob to save it: never shown inline, not even a PDF.
      inline: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
    throw error;
  }
}
