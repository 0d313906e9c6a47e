import type { LibraryDocument } from '../../api/documents';
import { formatShortDate } from '../../format';
import { uploaderName } from './document-display';

/** "Uploaded by Ada Lovelace on Mar 7": one phrase, so it wraps as words rather than as parts. */
export function UploadedBy({ document }: { document: Pick<LibraryDocument, 'uploadedBy' | 'createdAt'> }) {
  return (
    <span>
      Uploaded by {uploaderName(document)} on <time dateTime={document.createdAt}>{formatShortDate(document.createdAt)}</time>
    </span>
  );
}
