import type { OutreachDetail } from '@app/shared';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../format/dates';
import { statusLabel } from '../../format/text';
import { EmailAddress } from './email-address';
import { plainFailureReason } from './failure-reason';
import { outreachStatusTone } from './outreach-status';
import { OutreachTechnicalDetails } from './technical-details';

const NOT_YET = '—';

/**
 * Recipient, status, the tracking timestamps, the error in plain words, the sender, when it was
 * created and from which template; the mail server's own words under "Technical details".
 */
export function OutreachFacts({ outreach }: { outreach: OutreachDetail }) {
  const sender = outreach.sentBy ? `${outreach.sentBy.firstName} ${outreach.sentBy.lastName}`.trim() : '';
  const rows: [string, ReactNode][] = [
    [
      'Recipient',
      <>
        <span className="data-table__strong">{outreach.recipientName}</span>
        <EmailAddress email={outreach.recipientEmail} className="muted" />
      </>,
    ],
    ['Status', <StatusBadge tone={outreachStatusTone(outreach.status)}>{statusLabel(outreach.status)}</StatusBadge>],
    ['Sent', formatDateTime(outreach.sentAt) || NOT_YET],
    ['Delivered', formatDateTime(outreach.deliveredAt) || NOT_YET],
    ['Opened', formatDateTime(outreach.openedAt) || NOT_YET],
    ['Sender', sender || NOT_YET],
    ['Created', formatDateTime(outreach.createdAt)],
  ];
  if (outreach.template) rows.push(['Template', outreach.template.name]);

  return (
    <section className="card" aria-labelledby="facts-title">
      <h2 id="facts-title" className="card__title">
        Details
      </h2>
      {outreach.errorMessage ? (
        <div className="notice notice--danger">{plainFailureReason(outreach.errorMessage)}</div>
      ) : null}
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OutreachTechnicalDetails outreach={outreach} />
    </section>
  );
}
