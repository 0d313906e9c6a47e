import type { RequestHandler } from 'express';
import { HttpError } from './http-error.js';

// PostgreSQL text cannot hold NUL (it answered 500), and no field of ours has a use for the other
// control characters; tab, line feed and carriage return stay allowed here for multi-line fields
// (single-line fields refuse them in `requiredText`). Checked once, for every JSON body and query
// string, before any route sees them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when a string, or any key or string inside arrays and objects, holds a control character. */
export function holdsControlCharacters(value: unknown): boolean {
  // A loop, not recursion: 100 kB of JSON can nest deep enough to overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (CONTROL.test(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (CONTROL.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  if (holdsControlCharacters(req.body) || holdsControlCharacters(req.query)) {
    throw new HttpError(400, 'Text must not contain control characters.');
  }
  next();
};
