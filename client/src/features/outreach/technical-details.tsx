import type { OutreachDetail } from '@app/shared';
import { outreachEventDetailText } from '@app/shared';
import { TechnicalDetails, type TechnicalEntry } from '../../components/technical-details';
import { formatDateTime } from '../../format/dates';
import { outreachEventLabel } from './event-labels';

function entriesOf(outreach: Pick<OutreachDetail, 'messageId' | 'errorMessage' | 'events'>): TechnicalEntry[] {
  const entries: TechnicalEntry[] = [];
  if (outreach.messageId) entries.push({ key: 'message-id', label: 'Message-ID', value: outreach.messageId });
  if (outreach.errorMessage) entries.push({ key: 'error', label: "Mail server's reason", value: outreach.errorMessage });
  for (const event of outreach.events ?? []) {
    const text = outreachEventDetailText(event.detail);
    if (text) entries.push({ key: event.id, label: `${outreachEventLabel(event.type)}, ${formatDateTime(event.createdAt)}`, value: text });
  }
  return entries;
}

/** Message-ID, the mail server's replies and reasons: what an administrator needs to trace a message. */
export function OutreachTechnicalDetails({ outreach }: { outreach: Pick<OutreachDetail, 'messageId' | 'errorMessage' | 'events'> }) {
  return <TechnicalDetails entries={entriesOf(outreach)} />;
}
