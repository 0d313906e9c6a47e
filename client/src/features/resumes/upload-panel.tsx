import { useId, type FormEvent, type Ref } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FileDropzone } from '../../components/file-dropzone';
import { InlineSpinner } from '../../components/inline-spinner';
import { Notice } from '../../components/notice';
import { ProgressBar } from '../../components/progress-bar';
import { ACCEPTED_EXTENSIONS } from '../../files/accepted-files';
import { resumeMessages } from './messages';
import type { useUploadResume } from './use-upload-resume';

type UploadPanelProps = {
  upload: ReturnType<typeof useUploadResume>;
  headingRef?: Ref<HTMLHeadingElement>;
};

const BUSY_LABELS = { uploading: 'Uploading…', processing: 'Analyzing…' } as const;

export function UploadPanel({ upload, headingRef }: UploadPanelProps) {
  const headingId = useId();
  const errorId = useId();
  const { file, phase, percent, error, uploaded } = upload;
  const isBusy = phase !== 'idle';

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
        <FileDropzone
          label="Resume file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          hint="PDF, DOC, DOCX or TXT"
          file={file}
          onFileChange={upload.chooseFile}
          isDisabled={isBusy}
          describedBy={error ? errorId : undefined}
        />
        {phase === 'uploading' ? <ProgressBar label="Uploading…" percent={percent} /> : null}
        {phase === 'processing' ? <ProgressBar label="Analyzing resume…" /> : null}
        {error ? (
          <div id={errorId}>
            <ErrorBox message={error} />
          </div>
        ) : null}
        {uploaded?.processingStatus === 'failed' ? <ErrorBox message={uploaded.errorMessage ?? resumeMessages.uploadFailed} /> : null}
        {uploaded && uploaded.processingStatus !== 'failed' ? <Notice tone="success">{resumeMessages.analyzed}</Notice> : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={!upload.canUpload}>
          {isBusy ? (
            <>
              <InlineSpinner />
              {BUSY_LABELS[phase]}
            </>
          ) : (
            'Analyze Resume'
          )}
        </button>
      </form>
    </section>
  );
}
