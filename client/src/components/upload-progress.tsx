import type { ReactNode } from 'react';
import type { UploadPhase } from '../hooks/use-file-upload';
import { InlineSpinner } from './inline-spinner';
import { ProgressBar } from './progress-bar';

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
