import type { LibraryDocument } from '@app/shared';
import { formatShortDate } from '../../format/dates';

/** "Uploaded by Ada Lovelace on Mar 7": one phrase, so it wraps as words rather than as parts. */
export function UploadedBy({ document }: { document: Pick<LibraryDocument, 'uploadedBy' | 'createdAt'> }) {
  const { firstName, lastName } = document.uploadedBy;
  return (
    <span>
      Uploaded by {`${firstName} ${lastName}`.trim()} on <time dateTime={document.createdAt}>{formatShortDate(document.createdAt)}</time>
    </span>
  );
}
