import type { FileKind } from './sniff.js';

export type ExtractionFailure = 'unreadable' | 'password-protected' | 'no-text' | 'too-complex';

const DOCUMENT_NAMES: Record<FileKind, string> = {
  pdf: 'PDF',
  doc: 'Word document',
  docx: 'Word document',
  txt: 'text file',
};

/** Text could not be taken out of an upload; the message is meant for the user as is. */
export class ExtractionError extends Error {
  override name = 'ExtractionError';

  constructor(
    readonly reason: ExtractionFailure,
    kind: FileKind,
  ) {
    super(messageFor(reason, kind));
  }
}

function messageFor(reason: ExtractionFailure, kind: FileKind): string {
  switch (reason) {
    case 'unreadable':
      return `The ${DOCUMENT_NAMES[kind]} could not be read. It may be damaged.`;
    case 'password-protected':
      return `The ${DOCUMENT_NAMES[kind]} is password-protected. Please upload an unprotected copy.`;
    case 'no-text':
      return 'No text could be extracted from the file.';
    case 'too-complex':
      return 'The file is too complex to process.';
  }
}
