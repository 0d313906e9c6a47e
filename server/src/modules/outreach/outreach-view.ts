/** The columns of an Outreach the API shows; the tracking token stays out (it is the recipient's key). */
export const outreachView = {
  id: true,
  templateId: true,
  template: { select: { id: true, name: true } },
  recipientEmail: true,
  recipientName: true,
  subject: true,
  content: true,
  status: true,
  sentAt: true,
  deliveredAt: true,
  openedAt: true,
  errorMessage: true,
  messageId: true,
  createdAt: true,
  updatedAt: true,
  sentBy: { select: { firstName: true, lastName: true } },
} as const;

export const eventView = { id: true, type: true, createdAt: true, detail: true } as const;

/** A reply as the API shows it: without the mailbox's bookkeeping (its source key). */
export const replyView = {
  id: true,
  fromAddress: true,
  fromName: true,
  subject: true,
  text: true,
  html: true,
  attachments: true,
  isAutoReply: true,
  sentAt: true,
  createdAt: true,
} as const;

export const OUTREACH_STATUS = {
  draft: 'draft',
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  opened: 'opened',
  replied: 'replied',
  failed: 'failed',
} as const;

/** Statuses of a message that went out (an open can still follow). */
export const WENT_OUT = [OUTREACH_STATUS.sent, OUTREACH_STATUS.delivered, OUTREACH_STATUS.opened, OUTREACH_STATUS.replied];
