// The parts the upload panels (resumes, documents) share: the file field, progress and submit button.
import type { ReactNode } from 'react';
import { ACCEPTED_EXTENSIONS } from '../files/accepted-files';
import type { UploadPhase } from '../hooks/use-file-upload';
import { FileDropzone } from './file-dropzone';
import { InlineSpinner } from './inline-spinner';
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

/** The percent of the file sent, then an open-ended bar while the server processes it. */
export function UploadProgress({ phase, percent, processingLabel }: { phase: UploadPhase; percent: number; processingLabel: string }) {
  if (phase === 'uploading') return <ProgressBar label="Uploading…" percent={percent} />;
  if (phase === 'processing') return <ProgressBar label={processingLabel} />;
  return null;
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
