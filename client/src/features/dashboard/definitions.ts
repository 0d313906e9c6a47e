// The definitions shown as captions and tooltips, where a recruiter would wonder what a figure means.
export const SUCCESS_RATE_DEFINITION =
  'Delivered, opened and replied messages out of every message sent or failed. Drafts and messages still queued are not counted.';

export const OUTREACH_STATUS_DEFINITION =
  'Each message counted once, by its latest status. Sent: handed to the mail server, delivery not yet confirmed.';

export const activityDefinition = (timeZone: string) =>
  `Resumes and documents on the day they were uploaded, outreach on the day it was sent (days in ${timeZone}).`;
