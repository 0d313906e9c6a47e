import type { CandidateContact } from '@app/shared';
import { formatShortDate } from '../../format/dates';

const DAY_MS = 24 * 60 * 60 * 1000;
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const senderName = (contact: CandidateContact) => `${contact.by.firstName} ${contact.by.lastName}`.trim();

/** "Maria Gonzalez was e-mailed 3 days ago by Dana Morgan" ("today", "yesterday" when so). */
export function contactedSentence(name: string, contact: CandidateContact, now = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(contact.at).getTime()) / DAY_MS));
  return `${name} was e-mailed ${RELATIVE.format(-days, 'day')} by ${senderName(contact)}`;
}

/** The hover text of the "Contacted" badge: "E-mailed Mar 7 by Dana Morgan". */
export function contactedTitle(contact: CandidateContact): string {
  return `E-mailed ${formatShortDate(contact.at)} by ${senderName(contact)}`;
}
