import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './support/factories.js';
import { freePort, runningServers, startServerProcess, stopServerProcess } from './support/server-process.js';
import { eventually } from './support/outreach.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';

let smtp: SmtpCapture | undefined;
afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});
afterAll(async () => smtp?.close());

describe('Send all drafts across a server restart', () => {
  it('When the server is stopped half way through a batch and started again, then each e-mail goes out exactly once', async () => {
    smtp = await startSmtpCapture();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-queue-'));
    const port = await freePort();
    const env = {
      SMTP_URL: smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'false',
      JWT_SECRET: 'restart-test-secret-that-is-long-enough-0123',
      // One e-mail every 200 ms: long enough to stop the server in the middle.
      OUTREACH_PER_MINUTE: '300',
    };
    const first = await startServerProcess(dataDir, port, env);
    const json = { 'Content-Type': 'application/json' };
    const registered = await fetch(`${first.base}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Queue', lastName: 'Owner', email: 'queue-owner@example.com', password: GOOD_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = { ...json, Authorization: `Bearer ${accessToken}` };

    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const res = await fetch(`${first.base}/outreach`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ recipientEmail: `restart${index}@example.com`, recipientName: `R ${index}`, subject: 'Hello {{candidateName}}', content: 'Body' }),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const queued = await fetch(`${first.base}/outreach/queue`, { method: 'POST', headers: auth, body: JSON.stringify({ ids }) });
    expect(await queued.json()).toEqual({ queued: 6 });

    await eventually(async () => expect(smtp!.messages.length).toBeGreaterThanOrEqual(2), 10_000);
    expect(await stopServerProcess(first.child)).toBe(0);
    const sentBeforeRestart = smtp.messages.length;
    expect(sentBeforeRestart).toBeLessThan(6);

    const second = await startServerProcess(dataDir, port, env);
    const progress = async () => (await (await fetch(`${second.base}/outreach/queue`, { headers: auth })).json()) as Record<string, number>;
    await eventually(async () => expect(await progress()).toMatchObject({ queued: 0, sending: 0, sentSinceStart: 6, failedSinceStart: 0 }), 20_000);
    expect(smtp.messages.map((mail) => mail.to[0]).sort()).toEqual(ids.map((_, index) => `restart${index}@example.com`).sort());
    expect(await stopServerProcess(second.child)).toBe(0);
  }, 90_000);
});
