import type { EmailTemplate, TemplateRequest } from '@app/shared';
import { DEFAULT_TEMPLATE } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { outreachMessages } from './messages';
import { MessageFields } from './message-fields';
import { useRequiredFieldsMessage } from './use-required-fields-message';

type TemplateFormProps = {
  /** The template being edited; none for a new one, which starts from the default opportunity e-mail. */
  template: EmailTemplate | null;
  isSaving: boolean;
  error: string | null;
  onSave: (input: TemplateRequest) => void;
  onCancel: () => void;
};

type Values = { name: string; subject: string; description: string; content: string };

const isComplete = (values: Values) => values.name.trim() !== '' && values.subject.trim() !== '' && values.content.trim() !== '';

function initialValues(template: EmailTemplate | null): Values {
  if (!template) return { name: '', subject: DEFAULT_TEMPLATE.subject, description: '', content: DEFAULT_TEMPLATE.content };
  return { name: template.name, subject: template.subject, description: template.description ?? '', content: template.content };
}

export function TemplateForm({ template, isSaving, error, onSave, onCancel }: TemplateFormProps) {
  const [values, setValues] = useState(() => initialValues(template));
  const fieldsMessage = useRequiredFieldsMessage(outreachMessages.templateFieldsRequired);
  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!fieldsMessage.check(isComplete(values))) return;
    onSave({ name: values.name.trim(), subject: values.subject.trim(), content: values.content, description: values.description.trim() });
  }

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate aria-label={template ? 'Edit template' : 'New template'}>
      <h2 className="card__title">{template ? 'Edit Template' : 'New Template'}</h2>
      <FormField label="Template Name*" required value={values.name} onChange={(event) => set('name', event.target.value)} />
      <MessageFields
        subject={values.subject}
        content={values.content}
        onChange={set}
        contentLabel="Email Content*"
        between={<FormField label="Description (optional)" value={values.description} onChange={(event) => set('description', event.target.value)} />}
      />
      <ErrorBox message={fieldsMessage.messageFor(isComplete(values)) ?? error} />
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : template ? 'Update Template' : 'Create Template'}
        </button>
      </div>
    </form>
  );
}
