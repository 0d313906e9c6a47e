import type { OutreachDetail } from '@app/shared';
import { useId, useState } from 'react';
import { MessageText } from './message-text';

/**
 * A message as its recipient gets it (the server renders the placeholders as the send will),
 * with the template it was written as one click away when the two differ.
 */
export function RenderedMessage({ outreach }: { outreach: OutreachDetail }) {
  const [isTemplateShown, setIsTemplateShown] = useState(false);
  const templateId = useId();
  const { rendered } = outreach;
  const hasPlaceholders = rendered.subject !== outreach.subject || rendered.content !== outreach.content;

  return (
    <>
      {hasPlaceholders ? (
        <p className="muted break-anywhere">
          As {outreach.recipientName} &lt;{outreach.recipientEmail}&gt; will receive it
        </p>
      ) : null}
      <MessageText subject={rendered.subject} body={rendered.content} />
      {hasPlaceholders ? (
        <div>
          <button
            type="button"
            className="btn btn--link"
            aria-expanded={isTemplateShown}
            aria-controls={templateId}
            onClick={() => setIsTemplateShown((shown) => !shown)}
          >
            {isTemplateShown ? 'Hide template' : 'Show template'}
          </button>
        </div>
      ) : null}
      {hasPlaceholders && isTemplateShown ? <MessageText id={templateId} label="Template" subject={outreach.subject} body={outreach.content} /> : null}
    </>
  );
}
