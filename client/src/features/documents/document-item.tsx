import type { LibraryDocument } from '@app/shared';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { StatusBadge } from '../../components/status-badge';
import { formatFileSize } from '../../files/file-size';
import { statusLabel } from '../../format/text';
import { documentStatusTone } from './document-display';
import { DownloadButton } from './download-button';
import { documentMessages } from './messages';
import { UploadedBy } from './uploaded-by';
import { useReprocessDocument } from './use-reprocess-document';

/** Why a document failed, and the way to try again. */
function FailureReason({ document }: { document: LibraryDocument }) {
  const { reprocess, isReprocessing, error } = useReprocessDocument(document.id);
  return (
    <div className="document-item__failure">
      <p className="document-item__reason">{document.errorMessage ?? documentMessages.processingFailed}</p>
      <button type="button" className="btn btn--secondary" disabled={isReprocessing} onClick={reprocess}>
        {isReprocessing ? (
          <>
            <InlineSpinner />
            Reprocessing…
          </>
        ) : (
          'Reprocess'
        )}
        {' '}
        <span className="visually-hidden">{document.title}</span>
      </button>
      <ErrorBox message={error} />
    </div>
  );
}

export function DocumentItem({ document }: { document: LibraryDocument }) {
  return (
    <li className="document-item">
      <div className="document-item__body">
        <h3 className="document-title break-anywhere">{document.title}</h3>
        <p className="muted break-anywhere">{document.originalFilename}</p>
        {document.description ? <p className="document-item__description break-anywhere">{document.description}</p> : null}
        <p className="document-meta">
          <StatusBadge tone={documentStatusTone(document.status)}>{statusLabel(document.status)}</StatusBadge>
          <span>{formatFileSize(document.sizeBytes)}</span>
          <UploadedBy document={document} />
        </p>
        {document.status === 'failed' ? <FailureReason document={document} /> : null}
      </div>
      <DownloadButton document={document} />
    </li>
  );
}
