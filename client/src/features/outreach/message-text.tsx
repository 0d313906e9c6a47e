import type { ReactNode } from 'react';

type MessageTextProps = { subject: ReactNode; body: ReactNode; id?: string; label?: string; bodyTestId?: string };

/** An e-mail's subject line and body, framed like the message the recipient opens. */
export function MessageText({ subject, body, id, label, bodyTestId }: MessageTextProps) {
  return (
    <div className="email-preview__message" id={id} role={label ? 'group' : undefined} aria-label={label}>
      <p className="email-preview__subject break-anywhere">
        <span className="muted">Subject: </span>
        {subject}
      </p>
      <div className="email-preview__body break-anywhere" data-testid={bodyTestId}>
        {body}
      </div>
    </div>
  );
}
