import type { z } from 'zod';
import { HttpError } from './http-error.js';

// The schemas and their fields (requiredText, emailField, isUuid) are the client-server contract
// in packages/shared; this file turns a failed parse into the HTTP answer.

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
