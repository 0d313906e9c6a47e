import type { ResumeDetail } from '@app/shared';
import { useId, type FormEvent, type Ref } from 'react';
import { UploadButton, UploadFileField, UploadStatus, type UploadOutcome } from '../../components/upload-form';
import { resumeMessages } from './messages';
import type { useUploadResume } from './use-upload-resume';

type UploadPanelProps = {
  upload: ReturnType<typeof useUploadResume>;
  headingRef?: Ref<HTMLHeadingElement>;
};

function outcomeOf(uploaded: ResumeDetail | undefined): UploadOutcome | null {
  if (!uploaded) return null;
  if (uploaded.processingStatus === 'failed') return { isFailed: true, message: uploaded.errorMessage ?? resumeMessages.uploadFailed };
  return { isFailed: false, message: resumeMessages.analyzed };
}

export function UploadPanel({ upload, headingRef }: UploadPanelProps) {
  const headingId = useId();
  const errorId = useId();
  const { phase, error, uploaded } = upload;

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
        <UploadStatus upload={upload} processingLabel="Analyzing resume…" errorId={errorId} outcome={outcomeOf(uploaded)} />
        <UploadButton phase={phase} canUpload={upload.canUpload} processingLabel="Analyzing…">
          Analyze Resume
        </UploadButton>
      </form>
    </section>
  );
}
