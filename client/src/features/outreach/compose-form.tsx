import { useId } from 'react';
import type { EmailTemplate } from '../../api/email-templates';
import { PlaceholderHelper } from './placeholder-helper';
import { usePlaceholderInsertion } from './use-placeholder-insertion';
import type { ComposeValues } from './use-compose-actions';

type ComposeFormProps = {
  values: ComposeValues;
  onChange: (changes: Partial<ComposeValues>) => void;
  templates: EmailTemplate[];
  isLoadingTemplates: boolean;
};

const CUSTOM_TEMPLATE = '';

/** The template picker, Subject and Content (both required), and the placeholder helper. */
export function ComposeForm({ values, onChange, templates, isLoadingTemplates }: ComposeFormProps) {
  const id = useId();
  const placeholders = usePlaceholderInsertion<'subject' | 'content'>('content', (field, value) => onChange({ [field]: value }));

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
      <div className="field">
        <label htmlFor={`${id}-subject`} className="field__label">
          Subject*
        </label>
        <input
          id={`${id}-subject`}
          className="input"
          required
          value={values.subject}
          onChange={(event) => onChange({ subject: event.target.value })}
          {...placeholders.target('subject')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`} className="field__label">
          Content*
        </label>
        <textarea
          id={`${id}-content`}
          className="input textarea"
          rows={12}
          required
          value={values.content}
          onChange={(event) => onChange({ content: event.target.value })}
          {...placeholders.target('content')}
        />
      </div>
      <PlaceholderHelper onInsert={placeholders.insert} />
    </div>
  );
}
