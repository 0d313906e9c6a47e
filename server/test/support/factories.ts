import { randomUUID } from 'node:crypto';
import { recordSecrets } from './log-audit.js';
import { codeIn } from './smtp-capture.js';
import type { TestApp } from './test-app.js';

export const GOOD_PASSWORD = 'Str0ng!Pass';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export type SignedInUser = { email: string; password: string; tenantName: string; token: string };

/** Registers, reads the code from the real SMTP server, verifies: a signed-in user. */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; password?: string; tenantName?: string; firstName?: string } = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const tenantName = overrides.tenantName ?? 'Healthcare';
  const registered = await t.api
    .post('/api/auth/register')
    .send({ firstName: overrides.firstName ?? 'Ada', lastName: 'Lovelace', email, password, tenantName });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const code = codeIn(await t.smtp.latestTo(email, 'Verify'));
  const verified = await t.api.post('/api/auth/verify-email').send({ email, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  recordSecrets('password', password);
  recordSecrets('token', verified.body.accessToken);
  return { email, password, tenantName, token: verified.body.accessToken };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
