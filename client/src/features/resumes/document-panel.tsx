import type { ResumeDetail } from '@app/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { isPdf } from './format';
import { resumeMessages } from './messages';
import { useDownloadLink } from './use-download-link';

// The spec's preview height.
const PREVIEW_HEIGHT = 500;

/**
 * The inline PDF preview. When the focus goes into a frame, neither `:focus` nor a focus event
 * reaches the frame element in this document: the window loses the focus instead. So the ring of
 * a keyboard user tabbing into the viewer is drawn from the window's blur and the document's
 * focusin.
 */
function PreviewFrame({ title, src }: { title: string; src: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [hasFocus, setHasFocus] = useState(false);
  useEffect(() => {
    // The window's focus events also come as the focus moves between the viewer's own parts.
    const followFocus = () => setHasFocus(document.activeElement === frameRef.current);
    window.addEventListener('blur', followFocus);
    window.addEventListener('focus', followFocus);
    document.addEventListener('focusin', followFocus);
    return () => {
      window.removeEventListener('blur', followFocus);
      window.removeEventListener('focus', followFocus);
      document.removeEventListener('focusin', followFocus);
    };
  }, []);
  return (
    <iframe
      ref={frameRef}
      className={hasFocus ? 'document-preview document-preview--focused' : 'document-preview'}
      title={title}
      src={src}
      height={PREVIEW_HEIGHT}
    />
  );
}

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
          <PreviewFrame title={`Preview of ${resume.originalFilename}`} src={url} />
        ) : (
          <div className="document-preview document-preview--pending" style={{ height: PREVIEW_HEIGHT }} />
        )
      ) : (
        <p className="muted">{resumeMessages.previewUnavailable}</p>
      )}
    </section>
  );
}
