import { useId, type ReactNode } from 'react';
import { PlaceholderHelper } from './placeholder-helper';
import { usePlaceholderInsertion } from './use-placeholder-insertion';

export type MessageField = 'subject' | 'content';

type MessageFieldsProps = {
  subject: string;
  content: string;
  onChange: (field: MessageField, value: string) => void;
  contentLabel?: string;
  /** Fields shown between the subject and the content (the template's description). */
  between?: ReactNode;
};

/** Subject*, the 12-row content* and the placeholder helper: the message as written in Compose, a template or a draft. */
export function MessageFields({ subject, content, onChange, contentLabel = 'Content*', between }: MessageFieldsProps) {
  const id = useId();
  const placeholders = usePlaceholderInsertion<MessageField>('content', onChange);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-subject`} className="field__label">
          Subject*
        </label>
        <input
          id={`${id}-subject`}
          className="input"
          required
          value={subject}
          onChange={(event) => onChange('subject', event.target.value)}
          {...placeholders.target('subject')}
        />
      </div>
      {between}
      <div className="field">
        <label htmlFor={`${id}-content`} className="field__label">
          {contentLabel}
        </label>
        <textarea
          id={`${id}-content`}
          className="input textarea"
          rows={12}
          required
          value={content}
          onChange={(event) => onChange('content', event.target.value)}
          {...placeholders.target('content')}
        />
      </div>
      <PlaceholderHelper onInsert={placeholders.insert} />
    </>
  );
}
