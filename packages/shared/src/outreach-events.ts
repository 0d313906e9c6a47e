import type { OutreachEventDetail } from './contract/outreach.js';

/** The one line a person reads under an event in the activity timeline. */
export function outreachEventDetailText(detail: OutreachEventDetail | null | undefined): string | null {
  if (!detail) return null;
  if (detail.reason) return detail.reason;
  if (detail.response) return detail.response;
  if (detail.messageId) return `Message-ID ${detail.messageId}`;
  return null;
}
