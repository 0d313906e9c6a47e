import type { LibraryDocument } from '@app/shared';
import { InlineSpinner } from '../../components/inline-spinner';
import { useDownloadDocument } from './use-download-document';

/** "Download", named for its document so that a list of them reads well to a screen reader. */
export function DownloadButton({ document }: { document: Pick<LibraryDocument, 'id' | 'title' | 'originalFilename'> }) {
  const { download, isDownloading } = useDownloadDocument(document);
  return (
    <button type="button" className="btn btn--secondary document-download" disabled={isDownloading} onClick={download}>
      {isDownloading ? (
        <>
          <InlineSpinner />
          Downloading…
        </>
      ) : (
        'Download'
      )}
      {/* Spoken after the visible word, so each button says which document it acts on. */}
      {' '}
      <span className="visually-hidden">{document.title}</span>
    </button>
  );
}
