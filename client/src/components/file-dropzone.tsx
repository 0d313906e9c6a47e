import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import './file-dropzone.css';

type FileDropzoneProps = {
  label: string;
  /** The input's accept list, e.g. ".pdf,.doc,.docx,.txt"; the caller still checks what it gets. */
  accept: string;
  /** Under the drop text: what may be chosen. */
  hint: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  isDisabled?: boolean;
  /** Ids of messages (e.g. an error) that describe the field. */
  describedBy?: string;
};

/**
 * A file field that also takes a dropped file. The real input stays in the tab order (visually
 * hidden), so keyboard and screen-reader users get the browser's own file picker.
 */
export function FileDropzone({ label, accept, hint, file, onFileChange, isDisabled = false, describedBy }: FileDropzoneProps) {
  const inputId = useId();
  const titleId = `${inputId}-title`;
  const hintId = `${inputId}-hint`;
  const [isDragOver, setIsDragOver] = useState(false);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null);
    // Cleared so that choosing the same file again after a reset still reports a change.
    event.target.value = '';
  }

  function handleDragOver(event: DragEvent) {
    if (isDisabled) return;
    event.preventDefault();
    setIsDragOver(true);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragOver(false);
    if (isDisabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFileChange(dropped);
  }

  const className = ['dropzone', isDragOver ? 'is-drag-over' : '', isDisabled ? 'is-disabled' : ''].filter(Boolean).join(' ');
  return (
    <div className={className} onDragOver={handleDragOver} onDragLeave={() => setIsDragOver(false)} onDrop={handleDrop}>
      <input
        id={inputId}
        type="file"
        className="dropzone__input visually-hidden"
        accept={accept}
        disabled={isDisabled}
        aria-labelledby={titleId}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        onChange={handleChange}
      />
      <label htmlFor={inputId} className="dropzone__label">
        <span className="dropzone__icon" aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 16V4M7 9l5-5 5 5M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
          </svg>
        </span>
        <span id={titleId} className="dropzone__title">
          {label}
        </span>
        {file ? (
          <span className="dropzone__file break-anywhere">{file.name}</span>
        ) : (
          <span className="dropzone__prompt">
            Drop a file here or <span className="dropzone__browse">browse</span>
          </span>
        )}
        <span id={hintId} className="dropzone__hint">
          {hint}
        </span>
      </label>
    </div>
  );
}
