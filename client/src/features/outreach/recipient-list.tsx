import type { Candidate } from '@app/shared';
import { StatusBadge } from '../../components/status-badge';
import { EmailAddress } from './email-address';

/** The chosen candidates; the first one is the preview's and the one Send Email goes to. */
export function RecipientList({ candidates }: { candidates: Pick<Candidate, 'email' | 'fullName'>[] }) {
  return (
    <section className="card" aria-labelledby="recipients-title">
      <h2 id="recipients-title" className="card__title">
        {candidates.length === 1 ? 'Recipient' : `Recipients (${candidates.length})`}
      </h2>
      <ul className="recipient-list">
        {candidates.map((candidate, index) => (
          <li key={candidate.email} className="recipient-list__item">
            <div className="recipient-list__who">
              <span className="recipient-list__name break-anywhere">{candidate.fullName ?? candidate.email}</span>
              <EmailAddress email={candidate.email} className="muted" />
            </div>
            {index === 0 && candidates.length > 1 ? <StatusBadge tone="info">Preview</StatusBadge> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
