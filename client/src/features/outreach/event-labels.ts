// What each outreach event is called, for the activity timeline and the technical details.
const EVENT_LABELS: Record<string, string> = {
  sent: 'Handed to the mail server',
  delivered: 'Accepted for the recipient',
  failed: 'Sending failed',
  open: 'Opened',
  open_ignored: 'Fetched by a machine (not counted as opened)',
  unsubscribed: 'Recipient unsubscribed',
  retry: 'Sent again',
  replied: 'Candidate replied',
  auto_reply: 'Automatic reply (not counted as a reply)',
  bounced: 'Bounced',
  delivery_delayed: 'Delivery delayed (the mail server keeps trying)',
};

export function outreachEventLabel(type: string): string {
  return EVENT_LABELS[type] ?? type;
}
