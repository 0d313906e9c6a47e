import type { ResumeDetail } from '@app/shared';
import { useId } from 'react';
import { isPdf } from './format';
import { resumeMessages } from './messages';
import { useDownloadLink } from './use-download-link';

// The spec's preview height.
const PREVIEW_HEIGHT = 500;

/** The original file: a Download link and, for PDFs only, an inline preview. */
export function DocumentPanel({ resume }: { resume: ResumeDetail }) {
  const headingId = useId();
  const { url, downloadFresh } = useDownloadLink(resume.id);
  const canPreview = isPdf(resume);

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card__row">
        <h2 id={headingId} className="card__title">
          Original Document
        </h2>
        {url ? (
          <a
            className="btn btn--secondary"
            href={url}
            download={resume.originalFilename}
            onClick={(event) => void downloadFresh(event, resume.originalFilename)}
          >
            Download
          </a>
        ) : (
          <span className="muted">Preparing the download link…</span>
        )}
      </div>
      {canPreview ? (
        url ? (
          <iframe className="document-preview" title={`Preview of ${resume.originalFilename}`} src={url} height={PREVIEW_HEIGHT} />
        ) : (
          <div className="document-preview document-preview--pending" style={{ height: PREVIEW_HEIGHT }} />
        )
      ) : (
        <p className="muted">{resumeMessages.previewUnavailable}</p>
      )}
    </section>
  );
}
