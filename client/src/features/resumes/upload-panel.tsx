import { useId, type FormEvent, type Ref } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FileDropzone } from '../../components/file-dropzone';
import { Notice } from '../../components/notice';
import { UploadButton, UploadProgress } from '../../components/upload-progress';
import { ACCEPTED_EXTENSIONS } from '../../files/accepted-files';
import { resumeMessages } from './messages';
import type { useUploadResume } from './use-upload-resume';

type UploadPanelProps = {
  upload: ReturnType<typeof useUploadResume>;
  headingRef?: Ref<HTMLHeadingElement>;
};

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
