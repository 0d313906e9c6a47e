import type { OutreachDetail } from '@app/shared';
import { outreachEventDetailText } from '@app/shared';
import { formatDateTime } from '../../format/dates';
import { outreachEventLabel } from './event-labels';

type Entry = { key: string; label: string; value: string };

function entriesOf(outreach: Pick<OutreachDetail, 'messageId' | 'errorMessage' | 'events'>): Entry[] {
  const entries: Entry[] = [];
  if (outreach.messageId) entries.push({ key: 'message-id', label: 'Message-ID', value: outreach.messageId });
  if (outreach.errorMessage) entries.push({ key: 'error', label: "Mail server's reason", value: outreach.errorMessage });
  for (const event of outreach.events ?? []) {
    const text = outreachEventDetailText(event.detail);
    if (text) entries.push({ key: event.id, label: `${outreachEventLabel(event.type)}, ${formatDateTime(event.createdAt)}`, value: text });
  }
  return entries;
}

/**
 * Message-ID, the mail server's replies and reasons: what an administrator needs to trace a
 * message, folded away so the recruiter reads the plain facts first.
 */
export function TechnicalDetails({ outreach }: { outreach: Pick<OutreachDetail, 'messageId' | 'errorMessage' | 'events'> }) {
  const entries = entriesOf(outreach);
  if (entries.length === 0) return null;
  return (
    <details className="technical-details">
      <summary>Technical details</summary>
      <dl className="details">
        {entries.map((entry) => (
          <div key={entry.key}>
            <dt>{entry.label}</dt>
            <dd className="break-anywhere">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
