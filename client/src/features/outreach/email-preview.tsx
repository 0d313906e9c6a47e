import { placeholderValues, renderPlaceholders, type PlaceholderCandidate, type PlaceholderSender } from '@app/shared';
import type { ReactNode } from 'react';
import { MessageText } from './message-text';

type EmailPreviewProps = {
  subject: string;
  content: string;
  candidate: PlaceholderCandidate & { email: string };
  sender: PlaceholderSender | null;
};

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:\|[^{}]*)?\}\}/g;

/** The rendered text with every unknown placeholder (left as written) marked, so a typo stands out. */
function withUnknownMarked(text: string, unknown: Set<string>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (!unknown.has(match[1] ?? '')) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="preview__unknown">
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** The live preview: exactly what the first candidate will receive (one renderer, shared with the server). */
export function EmailPreview({ subject, content, candidate, sender }: EmailPreviewProps) {
  const values = placeholderValues(candidate, sender);
  const renderedSubject = renderPlaceholders(subject, values);
  const renderedContent = renderPlaceholders(content, values);
  const missing = [...new Set([...renderedSubject.missing, ...renderedContent.missing])];
  const unknown = new Set([...renderedSubject.unknown, ...renderedContent.unknown]);
  const name = candidate.fullName ?? candidate.email;

  return (
    <section className="card email-preview" aria-labelledby="email-preview-title">
      <div>
        <h2 id="email-preview-title" className="card__title">
          Preview
        </h2>
        <p className="muted break-anywhere">
          As {name} &lt;{candidate.email}&gt; will receive it
        </p>
      </div>
      {missing.length > 0 || unknown.size > 0 ? (
        <div className="notice notice--warning" role="status">
          <p>Check before sending:</p>
          <ul className="preview__flags">
            {[...unknown].map((token) => (
              <li key={`unknown-${token}`}>
                <code>{`{{${token}}}`}</code> is not a known placeholder and will be sent as written.
              </li>
            ))}
            {missing.map((token) => (
              <li key={`missing-${token}`}>
                <code>{`{{${token}}}`}</code> has no value for {name} and will be left empty. Add a fallback such as{' '}
                <code>{`{{${token}|...}}`}</code>.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <MessageText
        subject={withUnknownMarked(renderedSubject.text, unknown)}
        body={renderedContent.text.trim() === '' ? <span className="muted">The message is empty.</span> : withUnknownMarked(renderedContent.text, unknown)}
        bodyTestId="preview-body"
      />
    </section>
  );
}
