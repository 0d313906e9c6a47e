import { placeholderValues, renderPlaceholders, type PlaceholderCandidate, type PlaceholderSender } from '@app/shared';
import type { AppContext, Caller } from '../../context.js';
import { findCandidates } from './candidates.js';
import { OUTREACH_STATUS, WENT_OUT } from './outreach-view.js';

type MessageText = { recipientEmail: string; recipientName: string; subject: string; content: string };

export type RenderedText = { subject: string; content: string };

/**
 * A message as its recipient gets it: placeholders rendered for the recipient's candidate (the
 * message's own name and address when no analysed resume has that address) and the sender.
 * The send and the screens both call this, so what a recruiter reads is what goes out.
 */
export function renderForRecipient(options: { outreach: MessageText; candidate: PlaceholderCandidate | undefined; sender: PlaceholderSender }) {
  const { outreach, sender } = options;
  const candidate = options.candidate ?? { fullName: outreach.recipientName, email: outreach.recipientEmail };
  const values = placeholderValues(candidate, sender);
  return {
    subject: renderPlaceholders(outreach.subject, values).text,
    content: renderPlaceholders(outreach.content, values).text,
    senderName: values.yourName!,
  };
}

const wentOut = new Set<string>(WENT_OUT);
// Claimed for sending by whoever queued them: their sentBy signs the e-mail.
const claimed = new Set<string>([OUTREACH_STATUS.queued, OUTREACH_STATUS.sending]);

/**
 * Adds `rendered` to messages of the caller's tenant. A message that went out already holds the
 * text that was sent. Any other is rendered as a send would render it now: a draft or a failed
 * message is signed by whoever presses Send or Retry (the caller, `sender`), a queued one by its sentBy.
 */
export async function withRenderedText<Row extends MessageText & { status: string; sentBy: PlaceholderSender }>(
  ctx: AppContext,
  options: { caller: Caller; sender: PlaceholderSender; rows: Row[] },
): Promise<(Row & { rendered: RenderedText })[]> {
  const { caller, sender, rows } = options;
  const pending = rows.filter((row) => !wentOut.has(row.status));
  const candidates =
    pending.length === 0 ? [] : await findCandidates(ctx, { caller, onlyEmails: [...new Set(pending.map((row) => row.recipientEmail.toLowerCase()))] });
  const byEmail = new Map(candidates.map((candidate) => [candidate.email, candidate]));
  return rows.map((row) => {
    if (wentOut.has(row.status)) return { ...row, rendered: { subject: row.subject, content: row.content } };
    const { subject, content } = renderForRecipient({
      outreach: row,
      candidate: byEmail.get(row.recipientEmail.toLowerCase()),
      sender: claimed.has(row.status) ? row.sentBy : sender,
    });
    return { ...row, rendered: { subject, content } };
  });
}
