import type { Document } from '../../generated/prisma/client.js';

export type DocumentWithUploader = Document & { uploadedBy: { firstName: string; lastName: string } };

/** What the client sees of a document: never its text or where it is stored. */
export function toDocumentView(document: DocumentWithUploader) {
  return {
    id: document.id,
    title: document.title,
    originalFilename: document.originalFilename,
    description: document.description,
    mimeType: document.mimeType,
    sizeBytes: document.sizeBytes,
    status: document.status,
    errorMessage: document.errorMessage,
    createdAt: document.createdAt,
    uploadedBy: { firstName: document.uploadedBy.firstName, lastName: document.uploadedBy.lastName },
  };
}

export type DocumentView = ReturnType<typeof toDocumentView>;

export const withUploader = { uploadedBy: { select: { firstName: true, lastName: true } } } as const;
