import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { INTERRUPTED_AFTER_MS } from '../src/modules/outreach/send-queue.js';
import { GOOD_PASSWORD } from './support/factories.js';
import { eventually } from './support/outreach.js';
import { freePort, runningServers, startServerProcess } from './support/server-process.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startStallingSmtp } from './support/stalling-smtp.js';

// outreach-restart covers a graceful stop mid-batch; this is the process dying with a message
// on the wire, where nobody can know whether the mail server took it (decision 23).
let smtp: SmtpCapture | undefined;
let stalling: Awaited<ReturnType<typeof startStallingSmtp>> | undefined;
afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});
afterAll(async () => {
  await smtp?.close();
  await stalling?.close();
});

describe('a server killed with SIGKILL mid-send', () => {
  it('When it restarts, then the message is failed with the interrupted reason, not sent again by itself, and Retry sends it once', async () => {
    stalling = await startStallingSmtp();
    smtp = await startSmtpCapture();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-kill-send-'));
    const port = await freePort();
    const env = { REQUIRE_EMAIL_VERIFICATION: 'false', JWT_SECRET: 'kill-mid-send-secret-that-is-long-enough-0123' };
    const first = await startServerProcess(dataDir, port, { ...env, SMTP_URL: stalling.url });
    const json = { 'Content-Type': 'application/json' };
    const registered = await fetch(`${first.base}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Kill', lastName: 'Send', email: 'kill-send@example.com', password: GOOD_PASSWORD }),
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = { ...json, Authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${first.base}/outreach`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ recipientEmail: 'in-flight@example.com', recipientName: 'In Flight', subject: 'Hello', content: 'Body' }),
    });
    const { id } = (await created.json()) as { id: string };

    void fetch(`${first.base}/outreach/${id}/send`, { method: 'POST', headers: auth }).catch(() => {}); // dies with the server
    await stalling.dataStarted;
    const sentAt = Date.now();
    const row = async (base: string) => (await (await fetch(`${base}/outreach/${id}`, { headers: auth })).json()) as { status: string; errorMessage: string | null };
    expect((await row(first.base)).status).toBe('sending');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServerProcess(dataDir, port, { ...env, SMTP_URL: smtp.url });
    // Until the send timeout has surely passed, the row may still be in flight elsewhere: it waits.
    expect((await row(second.base)).status).toBe('sending');
    const waitMs = INTERRUPTED_AFTER_MS - (Date.now() - sentAt) + 45_000;
    await eventually(async () => expect(await row(second.base)).toMatchObject({ status: 'failed', errorMessage: expect.stringMatching(/interrupted by a server restart/) }), waitMs);
    expect(smtp.countTo('in-flight@example.com')).toBe(0);

    const retried = await fetch(`${second.base}/outreach/${id}/retry`, { method: 'POST', headers: auth });
    expect(retried.status).toBe(200);
    await smtp.latestTo('in-flight@example.com');
    expect(['sent', 'delivered']).toContain((await row(second.base)).status);
    expect(smtp.countTo('in-flight@example.com')).toBe(1);
  }, 180_000);
});
