/**
 * An e-mail address on one line: cut with an ellipsis by CSS when the column is narrow, never
 * broken mid-word. The text holds the whole address, so copying takes all of it, and the title
 * shows it on hover.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={className ? `email-address ${className}` : 'email-address'} title={email}>
      {email}
    </span>
  );
}

/** The "Email" entry of a candidate's contact list (a card, the candidate's page). */
export function EmailEntry({ email }: { email: string }) {
  return (
    <div>
      <dt>Email</dt>
      <dd>
        <EmailAddress email={email} />
      </dd>
    </div>
  );
}
