import { z } from 'zod';

// Request fields several calls share. Their messages are the answers a client reads, so they
// are part of the contract.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, and must never reach a uuid column as is. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

// Any C0 control character or DEL: a one-line field has no use for tabs or line breaks either,
// and a CR/LF in a name could split a mail header or a log line.
const LINE_BREAKING = /[\u0000-\u001F\u007F]/;

/** A required, trimmed, one-line text field whose messages name it: "First name is required". */
export function requiredText(label: string, maxLength = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine((text) => !LINE_BREAKING.test(text), `${label} must be one line without control characters`);
}

/** An e-mail address, trimmed and lower-cased so lookups and uniqueness ignore case. */
export const emailField = requiredText('Email', 254)
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

/** A 1-based page number from a query string, 1 when absent. */
export const pageNumberField = z.coerce
  .number({ error: 'page must be a whole number of 1 or more' })
  .int('page must be a whole number of 1 or more')
  .min(1, 'page must be a whole number of 1 or more')
  .default(1);

/** `page` and `limit` of a query string; `limit` must be one of `allowedLimits`. */
export function pageQuerySchema(allowedLimits: readonly number[], defaultLimit: number) {
  return z.object({
    page: pageNumberField,
    limit: z.coerce
      .number({ error: `limit must be one of ${allowedLimits.join(', ')}` })
      .refine((limit) => allowedLimits.includes(limit), `limit must be one of ${allowedLimits.join(', ')}`)
      .default(defaultLimit)
      .meta({ description: 'Rows per page', enum: [...allowedLimits] }),
  });
}
