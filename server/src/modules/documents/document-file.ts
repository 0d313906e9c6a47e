import type { Response } from 'express';
import type { AppContext, Caller } from '../../context.js';
import { sendStoredFile } from '../../files/send-stored-file.js';
import { findDocument } from './queries.js';

/** The original file, as an attachment under the name it was uploaded with. */
export async function sendDocumentFile(ctx: AppContext, res: Response, options: { caller: Caller; id: string }) {
  const document = await findDocument(ctx, options);
  await sendStoredFile(res, {
    storage: ctx.storage,
    storedName: document.storedName,
    filename: document.originalFilename,
    mimeType: document.mimeType,
    // The client fetches it as a blob to save it: never shown inline, not even a PDF.
    inline: false,
  });
}
