import type { EmailTemplate } from '@app/shared';
import { useId } from 'react';
import { MessageFields } from './message-fields';
import type { ComposeValues } from './use-compose-actions';

type ComposeFormProps = {
  values: ComposeValues;
  onChange: (changes: Partial<ComposeValues>) => void;
  templates: EmailTemplate[];
  isLoadingTemplates: boolean;
};

const CUSTOM_TEMPLATE = '';

/** The template picker and the message. */
export function ComposeForm({ values, onChange, templates, isLoadingTemplates }: ComposeFormProps) {
  const id = useId();

  function pickTemplate(templateId: string) {
    const template = templates.find((candidate) => candidate.id === templateId);
    // Custom Template keeps the text written so far, now free of any saved template.
    if (!template) onChange({ templateId: null });
    else onChange({ templateId: template.id, subject: template.subject, content: template.content });
  }

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-template`} className="field__label">
          Template
        </label>
        <select
          id={`${id}-template`}
          className="input select"
          value={values.templateId ?? CUSTOM_TEMPLATE}
          onChange={(event) => pickTemplate(event.target.value)}
          disabled={isLoadingTemplates}
        >
          <option value={CUSTOM_TEMPLATE}>Custom Template</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
      </div>
      <MessageFields subject={values.subject} content={values.content} onChange={(field, value) => onChange({ [field]: value })} />
    </div>
  );
}
