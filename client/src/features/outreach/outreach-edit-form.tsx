import type { Outreach, UpdateOutreachRequest } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { outreachMessages } from './messages';
import { MessageFields } from './message-fields';

type OutreachEditFormProps = {
  outreach: Outreach;
  isSaving: boolean;
  onSave: (changes: UpdateOutreachRequest) => void;
  onCancel: () => void;
};

/** Inline edit of a draft's subject and content on its detail page. */
export function OutreachEditForm({ outreach, isSaving, onSave, onCancel }: OutreachEditFormProps) {
  const [values, setValues] = useState({ subject: outreach.subject, content: outreach.content });
  const [error, setError] = useState<string | null>(null);

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
      <MessageFields subject={values.subject} content={values.content} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
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
