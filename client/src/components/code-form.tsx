import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CodeInput, isCompleteCode } from './code-input';
import { ErrorBox } from './error-box';

type CodeFormProps = {
  label: string;
  submitLabel: string;
  busyLabel: string;
  isSubmitting: boolean;
  error?: string | null;
  onSubmit: (code: string) => void;
  /** Called on every change of the code: the last attempt's error no longer applies to it. */
  onEdit?: () => void;
  /** Extra content between the field and the buttons, e.g. the expiry text. */
  hint?: ReactNode;
  /** Secondary actions shown beside the submit button. */
  actions?: ReactNode;
};

/** The shared 4-digit code step of e-mail verification, 2FA login and 2FA setup. */
export function CodeForm({ label, submitLabel, busyLabel, isSubmitting, error, onSubmit, onEdit, hint, actions }: CodeFormProps) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const canSubmit = isCompleteCode(code) && !isSubmitting;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit(code);
  }

  return (
    <form className="stack" onSubmit={handleSubmit} onChange={onEdit} noValidate>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          {label}
        </label>
        <CodeInput id={inputId} value={code} onChange={setCode} autoFocus required />
      </div>
      {hint}
      <ErrorBox message={error} />
      <div className="actions">
        <button type="submit" className="btn btn--primary btn--block" disabled={!canSubmit}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
