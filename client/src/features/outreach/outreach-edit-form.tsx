import type { Outreach, UpdateOutreachRequest } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { outreachMessages } from './messages';
import { MessageFields } from './message-fields';
import { useRequiredFieldsMessage } from './use-required-fields-message';

type OutreachEditFormProps = {
  outreach: Outreach;
  isSaving: boolean;
  onSave: (changes: UpdateOutreachRequest) => void;
  onCancel: () => void;
};

/** Inline edit of a draft's subject and content on its detail page. */
export function OutreachEditForm({ outreach, isSaving, onSave, onCancel }: OutreachEditFormProps) {
  const [values, setValues] = useState({ subject: outreach.subject, content: outreach.content });
  const fieldsMessage = useRequiredFieldsMessage(outreachMessages.composeFieldsRequired);
  const isComplete = values.subject.trim() !== '' && values.content.trim() !== '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!fieldsMessage.check(isComplete)) return;
    onSave({ ...values, ...(outreach.templateId ? { templateId: outreach.templateId } : {}) });
  }

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      <MessageFields subject={values.subject} content={values.content} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
      <ErrorBox message={fieldsMessage.messageFor(isComplete)} />
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
