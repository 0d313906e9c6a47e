import { DOCUMENT_DESCRIPTION_MAX_LENGTH, DOCUMENT_TITLE_MAX_LENGTH } from '@app/shared';
import type { LibraryDocument } from '@app/shared';
import { useId, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';
import { UploadButton, UploadFileField, UploadStatus, type UploadOutcome } from '../../components/upload-form';
import { documentMessages } from './messages';
import type { useUploadDocument } from './use-upload-document';

function outcomeOf(result: LibraryDocument | undefined): UploadOutcome | null {
  if (!result) return null;
  if (result.status === 'failed') return { isFailed: true, message: result.errorMessage ?? documentMessages.processingFailed };
  return { isFailed: false, message: documentMessages.uploaded };
}

/** The upload panel: a file, an optional title (the file name by default) and an optional description. */
export function UploadPanel({ upload }: { upload: ReturnType<typeof useUploadDocument> }) {
  const headingId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const { file, phase, error, result } = upload;
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
      <form className="stack upload-panel__form" onSubmit={handleSubmit} noValidate>
        <UploadFileField label="Document file" upload={upload} describedBy={error ? errorId : undefined} />
        <FormField
          label="Title (optional)"
          // The server names an untitled document after its file: the placeholder says which name that is.
          placeholder={file ? file.name : 'Defaults to the file name'}
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
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
            maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH}
            value={upload.description}
            disabled={isBusy}
            onChange={(event) => upload.setDescription(event.target.value)}
          />
        </div>
        <UploadStatus upload={upload} processingLabel="Processing document…" errorId={errorId} outcome={outcomeOf(result)} />
        <UploadButton phase={phase} canUpload={upload.canUpload} processingLabel="Processing…">
          Upload Document
        </UploadButton>
      </form>
    </section>
  );
}
