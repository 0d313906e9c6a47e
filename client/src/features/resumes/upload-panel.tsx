import { useId, type FormEvent, type Ref } from 'react';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { UploadButton, UploadFileField, UploadProgress } from '../../components/upload-form';
import { resumeMessages } from './messages';
import type { useUploadResume } from './use-upload-resume';

type UploadPanelProps = {
  upload: ReturnType<typeof useUploadResume>;
  headingRef?: Ref<HTMLHeadingElement>;
};

export function UploadPanel({ upload, headingRef }: UploadPanelProps) {
  const headingId = useId();
  const errorId = useId();
  const { phase, percent, error, uploaded } = upload;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    upload.upload();
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="card__title">
          Upload Resume
        </h2>
        <p className="muted">The AI reads the resume and writes its analysis.</p>
      </div>
      <form className="stack" onSubmit={handleSubmit} noValidate>
        <UploadFileField label="Resume file" upload={upload} describedBy={error ? errorId : undefined} />
        <UploadProgress phase={phase} percent={percent} processingLabel="Analyzing resume…" />
        {error ? (
          <div id={errorId}>
            <ErrorBox message={error} />
          </div>
        ) : null}
        {uploaded?.processingStatus === 'failed' ? <ErrorBox message={uploaded.errorMessage ?? resumeMessages.uploadFailed} /> : null}
        {uploaded && uploaded.processingStatus !== 'failed' ? <Notice tone="success">{resumeMessages.analyzed}</Notice> : null}
        <UploadButton phase={phase} canUpload={upload.canUpload} processingLabel="Analyzing…">
          Analyze Resume
        </UploadButton>
      </form>
    </section>
  );
}
