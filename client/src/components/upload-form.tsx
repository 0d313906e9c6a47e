// The parts the upload panels (resumes, documents) share: the file field, progress and submit button.
import type { ReactNode } from 'react';
import { ACCEPTED_EXTENSIONS } from '../files/accepted-files';
import type { UploadPhase } from '../hooks/use-file-upload';
import { ErrorBox } from './error-box';
import { FileDropzone } from './file-dropzone';
import { InlineSpinner } from './inline-spinner';
import { Notice } from './notice';
import { ProgressBar } from './progress-bar';

type UploadFileFieldProps = {
  label: string;
  upload: { file: File | null; chooseFile: (file: File | null) => void; phase: UploadPhase };
  /** Id of the error that describes the field, when there is one. */
  describedBy?: string;
};

/** The file field of an upload form, offering the accepted types; locked while an upload runs. */
export function UploadFileField({ label, upload, describedBy }: UploadFileFieldProps) {
  return (
    <FileDropzone
      label={label}
      accept={ACCEPTED_EXTENSIONS.join(',')}
      hint="PDF, DOC, DOCX or TXT"
      file={upload.file}
      onFileChange={upload.chooseFile}
      isDisabled={upload.phase !== 'idle'}
      describedBy={describedBy}
    />
  );
}

/** What became of the stored file: processed, or kept with the reason it could not be. */
export type UploadOutcome = { isFailed: boolean; message: string };

type UploadStatusProps = {
  upload: { phase: UploadPhase; percent: number; error: string | null };
  /** The bar's label while the server processes the file, e.g. "Analyzing resume…". */
  processingLabel: string;
  /** Id for the error, so the file field can name it as its description. */
  errorId: string;
  outcome: UploadOutcome | null;
};

/**
 * The percent of the file sent, then an open-ended bar while the server processes it; then the
 * refusal in the red box, or the outcome.
 */
export function UploadStatus({ upload, processingLabel, errorId, outcome }: UploadStatusProps) {
  return (
    <>
      {upload.phase === 'uploading' ? <ProgressBar label="Uploading…" percent={upload.percent} /> : null}
      {upload.phase === 'processing' ? <ProgressBar label={processingLabel} /> : null}
      {upload.error ? (
        <div id={errorId}>
          <ErrorBox message={upload.error} />
        </div>
      ) : null}
      {outcome?.isFailed ? <ErrorBox message={outcome.message} /> : null}
      {outcome && !outcome.isFailed ? <Notice tone="success">{outcome.message}</Notice> : null}
    </>
  );
}

type UploadButtonProps = {
  phase: UploadPhase;
  canUpload: boolean;
  /** The button's word while the server processes the file, e.g. "Analyzing…". */
  processingLabel: string;
  children: ReactNode;
};

/** The upload form's submit button: disabled without a file, and saying what is going on while busy. */
export function UploadButton({ phase, canUpload, processingLabel, children }: UploadButtonProps) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={!canUpload}>
      {phase === 'idle' ? (
        children
      ) : (
        <>
          <InlineSpinner />
          {phase === 'uploading' ? 'Uploading…' : processingLabel}
        </>
      )}
    </button>
  );
}
