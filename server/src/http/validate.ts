import { z } from 'zod';
import { HttpError } from './http-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, and must never reach a uuid column as is. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Parses input with a schema; the first problem becomes a 400 in words. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, firstProblem(result.error));
  return result.data;
}

export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return issue.message;
}

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
