import { useId, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FileDropzone } from '../../components/file-dropzone';
import { FormField } from '../../components/form-field';
import { InlineSpinner } from '../../components/inline-spinner';
import { Notice } from '../../components/notice';
import { ProgressBar } from '../../components/progress-bar';
import { ACCEPTED_EXTENSIONS } from '../../files/accepted-files';
import { documentMessages } from './messages';
import type { useUploadDocument } from './use-upload-document';

const BUSY_LABELS = { uploading: 'Uploading…', processing: 'Processing…' } as const;

/** The upload panel: a file, an optional title (the file name by default) and an optional description. */
export function UploadPanel({ upload }: { upload: ReturnType<typeof useUploadDocument> }) {
  const headingId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const { file, phase, percent, error, result } = upload;
  const isBusy = phase !== 'idle';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    upload.upload();
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="card__title">
          Upload Document
        </h2>
        <p className="muted">Policies, job descriptions, contracts and notes, ready to search once processed.</p>
      </div>
      <form className="stack" onSubmit={handleSubmit} noValidate>
        <FileDropzone
          label="Document file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          hint="PDF, DOC, DOCX or TXT"
          file={file}
          onFileChange={upload.chooseFile}
          isDisabled={isBusy}
          describedBy={error ? errorId : undefined}
        />
        <FormField
          label="Title (optional)"
          // The server names an untitled document after its file: the placeholder says which name that is.
          placeholder={file ? file.name : 'Defaults to the file name'}
          maxLength={200}
          value={upload.title}
          disabled={isBusy}
          onChange={(event) => upload.setTitle(event.target.value)}
        />
        <div className="field">
          <label htmlFor={descriptionId} className="field__label">
            Description (optional)
          </label>
          <textarea
            id={descriptionId}
            className="input document-description"
            rows={3}
            maxLength={2000}
            value={upload.description}
            disabled={isBusy}
            onChange={(event) => upload.setDescription(event.target.value)}
          />
        </div>
        {phase === 'uploading' ? <ProgressBar label="Uploading…" percent={percent} /> : null}
        {phase === 'processing' ? <ProgressBar label="Processing document…" /> : null}
        {error ? (
          <div id={errorId}>
            <ErrorBox message={error} />
          </div>
        ) : null}
        {result?.status === 'failed' ? <ErrorBox message={result.errorMessage ?? documentMessages.processingFailed} /> : null}
        {result && result.status !== 'failed' ? <Notice tone="success">{documentMessages.uploaded}</Notice> : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={!upload.canUpload}>
          {isBusy ? (
            <>
              <InlineSpinner />
              {BUSY_LABELS[phase]}
            </>
          ) : (
            'Upload Document'
          )}
        </button>
      </form>
    </section>
  );
}
