import { useState, type FormEvent } from 'react';
import type { Outreach, OutreachChanges } from '../../api/outreach';
import { ErrorBox } from '../../components/error-box';
import { outreachMessages } from './messages';
import { PlaceholderHelper } from './placeholder-helper';
import { usePlaceholderInsertion } from './use-placeholder-insertion';

type OutreachEditFormProps = {
  outreach: Outreach;
  isSaving: boolean;
  onSave: (changes: OutreachChanges) => void;
  onCancel: () => void;
};

/** Inline edit of a draft's subject and content on its detail page. */
export function OutreachEditForm({ outreach, isSaving, onSave, onCancel }: OutreachEditFormProps) {
  const [values, setValues] = useState({ subject: outreach.subject, content: outreach.content });
  const [error, setError] = useState<string | null>(null);
  const placeholders = usePlaceholderInsertion<'subject' | 'content'>('content', (field, value) => setValues((current) => ({ ...current, [field]: value })));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (values.subject.trim() === '' || values.content.trim() === '') {
      setError(outreachMessages.composeFieldsRequired);
      return;
    }
    setError(null);
    onSave({ ...values, ...(outreach.templateId ? { templateId: outreach.templateId } : {}) });
  }

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor="edit-subject" className="field__label">
          Subject*
        </label>
        <input
          id="edit-subject"
          className="input"
          required
          value={values.subject}
          onChange={(event) => setValues({ ...values, subject: event.target.value })}
          {...placeholders.target('subject')}
        />
      </div>
      <div className="field">
        <label htmlFor="edit-content" className="field__label">
          Content*
        </label>
        <textarea
          id="edit-content"
          className="input textarea"
          rows={12}
          required
          value={values.content}
          onChange={(event) => setValues({ ...values, content: event.target.value })}
          {...placeholders.target('content')}
        />
      </div>
      <PlaceholderHelper onInsert={placeholders.insert} />
      <ErrorBox message={error} />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save Changes'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
