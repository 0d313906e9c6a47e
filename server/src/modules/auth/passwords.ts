// Native bcrypt: hashing runs on libuv's thread pool, not on the event loop every request shares.
// Its prebuilt binaries ship in the package (no install script); $2a/$2b hashes from bcryptjs verify.
import bcrypt from 'bcrypt';
import { z } from 'zod';

// The spec's fixed set of special characters; the client's checklist uses the same one.
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>_-+=[]\\/~`;\'';

const rules: { test: (password: string) => boolean; need: string }[] = [
  { test: (p) => p.length >= 8, need: 'at least 8 characters' },
  { test: (p) => /[A-Z]/.test(p), need: 'an uppercase letter' },
  { test: (p) => /[a-z]/.test(p), need: 'a lowercase letter' },
  { test: (p) => /\d/.test(p), need: 'a digit' },
  { test: (p) => [...p].some((char) => SPECIAL_CHARACTERS.includes(char)), need: 'a special character' },
];

/** A new password, checked against the spec's rules; the message names what is missing. */
export function newPasswordField(label = 'Password') {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    // bcrypt reads only the first 72 bytes; a longer password would silently lose its tail.
    .refine((p) => Buffer.byteLength(p) <= 72, `${label} must be at most 72 bytes long`)
    .superRefine((password, context) => {
      const missing = rules.filter((rule) => !rule.test(password)).map((rule) => rule.need);
      if (missing.length > 0) {
        context.addIssue({ code: 'custom', message: `Password does not meet requirements: it needs ${missing.join(', ')}.` });
      }
    });
}

/** bcrypt cost in production: 11 keeps a sign-in near 100 ms on our 2-core hosts (tests lower it). */
export const PASSWORD_HASH_COST = 11;

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);

export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when no account matches, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function passwordCheckForUnknownUser(password: string, cost: number): Promise<boolean> {
  dummyHash ??= bcrypt.hash('no such account, still the same work', cost);
  return dummyHash.then((hash) => bcrypt.compare(password, hash)).then(() => false);
}
