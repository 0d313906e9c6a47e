/**
 * What an outreach event records beside its type (GET /outreach/{id} `events[].detail`): the
 * reason of a failure or of an ignored image fetch, the Message-ID handed to the mail server,
 * the mail server's answer on delivery.
 */
export type OutreachEventDetail = { reason?: string; messageId?: string; response?: string };

/** The one line a person reads under an event in the activity timeline. */
export function outreachEventDetailText(detail: OutreachEventDetail | null | undefined): string | null {
  if (!detail) return null;
  if (detail.reason) return detail.reason;
  if (detail.response) return detail.response;
  if (detail.messageId) return `Message-ID ${detail.messageId}`;
  return null;
}
