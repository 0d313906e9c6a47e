import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidDownloadTokenError, signDownload, verifyDownload } from './signed-url.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const GRANT = { resourceType: 'resume', id: '5b1f3c1e-8d1a-4a36-9d0e-1f2a3b4c5d6e', tenantId: 'tenant-1' } as const;

async function rejection(promise: Promise<unknown>): Promise<InvalidDownloadTokenError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InvalidDownloadTokenError);
  return error as InvalidDownloadTokenError;
}

describe('signed download URLs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When a fresh token is verified, then it grants that file of that tenant', async () => {
    const token = await signDownload({ ...GRANT, expiresInSeconds: 60 }, SECRET);

    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await verifyDownload(token, SECRET)).toEqual(GRANT);
    expect(await verifyDownload(token, SECRET, { resourceType: 'resume', id: GRANT.id })).toEqual(GRANT);
  });

  it('When the token has expired, then it says the link expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signDownload({ ...GRANT, expiresInSeconds: 60 }, SECRET);
    vi.setSystemTime(Date.now() + 61_000);

    const error = await rejection(verifyDownload(token, SECRET));

    expect(error.reason).toBe('expired');
    expect(error.message).toBe('This download link has expired. Please open the file again.');
  });

  it('When no lifetime is given, then the token still works after nine minutes but not after eleven', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const token = await signDownload(GRANT, SECRET);

    vi.setSystemTime(start + 9 * 60_000);
    await expect(verifyDownload(token, SECRET)).resolves.toEqual(GRANT);
    vi.setSystemTime(start + 11 * 60_000);
    expect((await rejection(verifyDownload(token, SECRET))).reason).toBe('expired');
  });

  it('When the payload was changed, then it is not valid', async () => {
    const [header, payload, signature] = (await signDownload(GRANT, SECRET)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: 'tenant-2' })).toString('base64url');

    const error = await rejection(verifyDownload(`${header}.${forged}.${signature}`, SECRET));

    expect(error.reason).toBe('invalid');
    expect(error.message).toBe('This download link is not valid.');
  });

  it('When the token was signed with another secret, then it is not valid', async () => {
    const token = await signDownload(GRANT, 'another-secret-that-is-also-long-enough');

    expect((await rejection(verifyDownload(token, SECRET))).reason).toBe('invalid');
  });

  it('When the token is for another file than the one asked for, then it is not valid', async () => {
    const token = await signDownload(GRANT, SECRET);

    await rejection(verifyDownload(token, SECRET, { resourceType: 'resume', id: 'another-id' }));
    await rejection(verifyDownload(token, SECRET, { resourceType: 'document', id: GRANT.id }));
  });

  it('When a session-style token signed with the raw secret is presented, then it is not valid', async () => {
    const token = await new SignJWT({ rt: 'resume', tid: GRANT.tenantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(GRANT.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));

    await rejection(verifyDownload(token, SECRET));
  });

  it.each(['', 'not-a-token', 'a.b.c'])('When the token is "%s", then it is not valid', async (token) => {
    await rejection(verifyDownload(token, SECRET));
  });
});
