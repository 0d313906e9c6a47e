import type { AppContext, Caller } from '../../context.js';
import { withoutFieldMarks } from '../../files/field-marks.js';
import { acceptUpload, type WordLimit } from '../../files/intake.js';
import { saveAndRecord } from '../../files/storage.js';
import type { UploadedFile } from '../../http/upload.js';
import { newLease, whileLeased } from '../../lifecycle/work-lease.js';
import { toDocumentView } from './document-view.js';
import { indexDocument } from './index-document.js';
import { findDocument } from './queries.js';

/**
 * About 600 pages. Indexing runs while the upload waits (the spec's "uploaded and processed"), and
 * a text of 1.6 million words took 17 s to chunk, embed and insert on two cores: longer than a
 * person waits or a proxy keeps a request open. Such a file is refused before anything is stored.
 */
const MAX_DOCUMENT_WORDS = 300_000;
const DOCUMENT_WORDS: WordLimit = {
  maxWords: MAX_DOCUMENT_WORDS,
  tooLong: `The document is too long to index: at most ${MAX_DOCUMENT_WORDS.toLocaleString('en-US')} words.`,
};

/**
 * Upload and index: check and read the file exactly as for resumes, store it, then index it. An
 * embedder failure still answers 201 with the stored document (status failed and the reason).
 */
export async function uploadDocument(
  ctx: AppContext,
  options: { caller: Caller; file: UploadedFile; title?: string; description?: string },
) {
  const { caller, file } = options;
  const accepted = await acceptUpload(file, DOCUMENT_WORDS);
  const leaseMs = ctx.config.workLeaseSeconds * 1000;
  const originalFilename = file.originalName.slice(0, 255);
  const document = await saveAndRecord(ctx.storage, file.buffer, (stored) =>
    ctx.prisma.document.create({
      data: {
        tenantId: caller.tenantId,
        uploadedById: caller.userId,
        title: options.title ?? originalFilename,
        description: options.description ?? null,
        originalFilename,
        storedName: stored.storedName,
        mimeType: accepted.mimeType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        // The library searches words; where a resume's line parts into fields is no matter here.
        extractedText: withoutFieldMarks(accepted.text),
        ...newLease(leaseMs),
      },
    }),
  );
  await whileLeased(ctx.prisma, 'document', document.id, leaseMs, () => indexDocument(ctx, document));
  return toDocumentView(await findDocument(ctx, { caller, id: document.id }));
}

/** Indexes a document again: after a failure, or to pick up a new embedding model. */
export async function reprocessDocument(ctx: AppContext, options: { caller: Caller; id: string }) {
  await indexDocument(ctx, await findDocument(ctx, options));
  return toDocumentView(await findDocument(ctx, options));
}
