// The definitions shown as captions and tooltips, where a recruiter would wonder what a figure means.
export const SUCCESS_RATE_DEFINITION =
  'Success rate: delivered, opened and replied messages out of every message that left the drafts (queued and on their way included).';

export const OUTREACH_STATUS_DEFINITION =
  'Each message counted once, by its latest status. Sent: handed to the mail server, not yet confirmed. Delivered: accepted by the mail server for the candidate. Opened: the candidate opened it (not a mail scanner). Failed: refused, or the mail server could not be reached.';

export const activityDefinition = (timeZone: string) =>
  `Resumes and documents on the day they were uploaded, outreach on the day it was sent (days in ${timeZone}).`;
