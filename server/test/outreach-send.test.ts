import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { addAnalysedResume, closedPort, createDraft, draftBody } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  await addAnalysedResume(t, recruiter, { name: 'Maria Gonzalez', email: 'maria@example.com', title: 'ICU Nurse', location: 'Austin, TX' });
  // An older resume of the same candidate: the newest one fills the placeholders.
  await addAnalysedResume(t, recruiter, { name: 'Maria Old', email: ' MARIA@Example.com', title: 'Student' }, new Date('2025-01-01'));
});
afterAll(async () => t.close());

const send = (user: SignedInUser, id: string) => t.api.post(`/api/outreach/${id}/send`).set(bearer(user.token));
const detail = async (id: string) => (await t.api.get(`/api/outreach/${id}`).set(bearer(recruiter.token)).expect(200)).body;

describe('Sending to a mail server that accepts', () => {
  it('When a draft is sent, then the candidate gets it rendered, in both parts, with the sender headers, and it is delivered', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'MARIA@example.com', name: 'Maria' }));
    const res = await send(recruiter, draft.id).expect(200);
    expect(res.body).toMatchObject({
      status: 'delivered',
      subject: 'A role for Maria Gonzalez',
      content: 'Hi Maria Gonzalez,\nA ICU Nurse role.\n\nAda Lovelace',
      errorMessage: null,
    });
    expect(res.body.sentAt).toBeTruthy();
    expect(res.body.deliveredAt).toBeTruthy();

    const mail = await t.smtp.latestTo('maria@example.com', 'A role for');
    expect(mail.subject).toBe('A role for Maria Gonzalez');
    expect(mail.text).toContain('Hi Maria Gonzalez,\nA ICU Nurse role.\n\nAda Lovelace');
    expect(mail.html).toContain('Hi Maria Gonzalez,<br>');
    expect(mail.html).toMatch(/<img src="http:\/\/app\.test\/api\/outreach\/track\/[\w-]+\.gif"/);
    expect(mail.header('from')).toBe('Ada Lovelace <no-reply@localhost>');
    expect(mail.header('reply-to')).toBe(recruiter.email);
    expect(mail.header('message-id')).toBe(res.body.messageId);
    const unsubscribe = /^<(http:\/\/app\.test\/api\/outreach\/unsubscribe\/[\w-]+)>$/.exec(mail.header('list-unsubscribe') ?? '');
    expect(unsubscribe).not.toBeNull();
    expect(mail.text).toContain(unsubscribe![1]);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const events = (await detail(draft.id)).events.map((event: { type: string }) => event.type);
    expect(events).toEqual(['sent', 'delivered']);
  });

  it('When the text has no placeholders, then it goes out exactly as written, and HTML in it is escaped', async () => {
    const content = 'Plain {text} & <b>not bold</b>\nSecond line';
    const draft = await createDraft(t, recruiter, draftBody({ email: 'plain@example.com', name: 'Plain' }, { subject: 'Plain {subject}', content }));
    await send(recruiter, draft.id).expect(200);
    const mail = await t.smtp.latestTo('plain@example.com');
    expect(mail.subject).toBe('Plain {subject}');
    expect(mail.text.startsWith(content)).toBe(true);
    expect(mail.html).toContain('Plain {text} &amp; &lt;b&gt;not bold&lt;/b&gt;<br>\nSecond line');
  });

  it('When the recipient has no analysed resume, then the draft recipient name fills candidateName', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'stranger@example.com', name: 'Sam Stranger' }));
    const res = await send(recruiter, draft.id).expect(200);
    expect(res.body.subject).toBe('A role for Sam Stranger');
    expect(res.body.content).toContain('A nursing role.');
  });

  it('When a name carries CR/LF, then no header is injected', async () => {
    const evil = await signUp(t, { firstName: 'Eve' });
    await t.ctx.prisma.user.update({ where: { email: evil.email }, data: { firstName: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes' } });
    const draft = await createDraft(t, evil, draftBody({ email: 'target@example.com', name: 'Target' }, { subject: 'Hello', content: 'Body' }));
    await send(evil, draft.id).expect(200);
    const mail = await t.smtp.latestTo('target@example.com');
    expect(mail.headerLines.map((header) => header.key)).not.toContain('x-injected');
    expect(mail.headerLines.map((header) => header.key)).not.toContain('bcc');
    expect(mail.to).toEqual(['target@example.com']);
    expect(mail.header('from')).toContain('no-reply@localhost');
  });

  it('When a candidate name from a resume carries CR/LF into the subject, then it stays one header line', async () => {
    await addAnalysedResume(t, recruiter, { name: 'Carl\r\nBcc: victim@example.com', email: 'carl@example.com' });
    const draft = await createDraft(t, recruiter, draftBody({ email: 'carl@example.com', name: 'Carl' }, { subject: 'For {{candidateName}}' }));
    await send(recruiter, draft.id).expect(200);
    const mail = await t.smtp.latestTo('carl@example.com');
    expect(mail.headerLines.map((header) => header.key)).not.toContain('bcc');
    expect(mail.subject).toBe('For Carl Bcc: victim@example.com');
    expect(mail.to).toEqual(['carl@example.com']);
  });

  it('When one draft is sent from two tabs at once, then exactly one e-mail goes out and the other request is refused', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'twice@example.com', name: 'Twice' }));
    const results = await Promise.all([send(recruiter, draft.id), send(recruiter, draft.id), send(recruiter, draft.id)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((res) => res.status === 409)!.body.message).toBe('Only drafts can be sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.smtp.countTo('twice@example.com')).toBe(1);
  });

  it('When a message was sent, then editing, sending or retrying it answers 409', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'done@example.com', name: 'Done' }));
    await send(recruiter, draft.id).expect(200);
    const edit = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send({ subject: 'x', content: 'y' });
    expect([edit.status, edit.body.message]).toEqual([409, 'Only drafts can be edited']);
    const again = await send(recruiter, draft.id);
    expect([again.status, again.body.message]).toEqual([409, 'Only drafts can be sent']);
    const retry = await t.api.post(`/api/outreach/${draft.id}/retry`).set(bearer(recruiter.token));
    expect([retry.status, retry.body.message]).toEqual([409, 'Only failed messages can be retried']);
    expect(t.smtp.countTo('done@example.com')).toBe(1);
  });
});

describe('Sending to a mail server that refuses or is down', () => {
  it('When the server refuses with 550, then the answer is 502 with its reason, the row is failed with its content, and Retry delivers it', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'maria@example.com', name: 'Maria' }, { subject: 'Refused {{candidateName}}' }));
    t.smtp.failNextDeliveries(1);
    const res = await send(recruiter, draft.id);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The email could not be sent: 550 Mailbox unavailable');
    const failed = await detail(draft.id);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: '550 Mailbox unavailable', subject: 'Refused {{candidateName}}', sentAt: null });
    expect(failed.events.map((event: { type: string; detail: unknown }) => [event.type, event.detail])).toEqual([
      ['failed', { reason: '550 Mailbox unavailable' }],
    ]);

    const edit = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send({ subject: 'x', content: 'y' });
    expect(edit.status).toBe(409);
    const retried = await t.api.post(`/api/outreach/${draft.id}/retry`).set(bearer(recruiter.token)).expect(200);
    expect(retried.body).toMatchObject({ status: 'delivered', errorMessage: null, subject: 'Refused Maria Gonzalez' });
    expect((await detail(draft.id)).events.map((event: { type: string }) => event.type)).toEqual(['failed', 'retry', 'sent', 'delivered']);
    expect((await t.smtp.latestTo('maria@example.com', 'Refused')).subject).toBe('Refused Maria Gonzalez');
  });

  it('When the server refuses the recipient at RCPT TO, then the row is failed with its reason, and Retry delivers it once', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'rcpt@example.com', name: 'Rcpt' }, { subject: 'Recipient refused' }));
    t.smtp.refuseNextRecipients(1);
    const res = await send(recruiter, draft.id);
    expect(res.status).toBe(502);
    expect(await detail(draft.id)).toMatchObject({ status: 'failed', errorMessage: expect.stringContaining('550 No such user here'), subject: 'Recipient refused' });
    expect(t.smtp.countTo('rcpt@example.com')).toBe(0);

    const retried = await t.api.post(`/api/outreach/${draft.id}/retry`).set(bearer(recruiter.token)).expect(200);
    expect(retried.body).toMatchObject({ status: 'delivered', errorMessage: null });
    await t.smtp.latestTo('rcpt@example.com', 'Recipient refused');
    expect(t.smtp.countTo('rcpt@example.com')).toBe(1);
  });

  it('When the mail server is not listening, then the row is failed with the connection error and nothing is lost', async () => {
    const working = t.ctx.mailer;
    t.ctx.mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: t.ctx.config.mailFrom, outboxDir: path.join(t.dataDir, 'outbox'), logger: t.ctx.logger });
    try {
      const draft = await createDraft(t, recruiter, draftBody({ email: 'down@example.com', name: 'Down' }));
      const res = await send(recruiter, draft.id);
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/^The email could not be sent: .*ECONNREFUSED/);
      expect(await detail(draft.id)).toMatchObject({
        status: 'failed',
        errorMessage: expect.stringContaining('ECONNREFUSED'),
        content: draftBody({ email: '', name: '' }).content,
      });
      t.ctx.mailer.close();
      t.ctx.mailer = working;
      await t.api.post(`/api/outreach/${draft.id}/retry`).set(bearer(recruiter.token)).expect(200);
      expect(t.smtp.countTo('down@example.com')).toBe(1);
    } finally {
      t.ctx.mailer = working;
    }
  });
});

describe('Sending to a mail server that hangs', () => {
  it('When the server accepts the connection but never answers, then the send gives up in bounded time and the row is failed', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {}); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const working = t.ctx.mailer;
    // The same bounded waits as production, shortened through SMTP_URL so the test stays quick.
    const smtpUrl = `smtp://127.0.0.1:${port}?greetingTimeout=300&connectionTimeout=300&socketTimeout=3000`;
    t.ctx.mailer = createMailer({ smtpUrl, from: t.ctx.config.mailFrom, outboxDir: path.join(t.dataDir, 'outbox'), logger: t.ctx.logger });
    try {
      const draft = await createDraft(t, recruiter, draftBody({ email: 'hang@example.com', name: 'Hang' }));
      const started = Date.now();
      const res = await send(recruiter, draft.id);
      expect(res.status).toBe(502);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await detail(draft.id)).toMatchObject({ status: 'failed', errorMessage: expect.stringMatching(/greeting/i) });
    } finally {
      t.ctx.mailer.close();
      t.ctx.mailer = working;
      silent.close();
    }
  });
});

describe('Sending through the dev outbox', () => {
  it('When there is no SMTP server, then the message is saved to the outbox and counts as delivered', async () => {
    const working = t.ctx.mailer;
    t.ctx.mailer = createMailer({ from: t.ctx.config.mailFrom, outboxDir: path.join(t.dataDir, 'outbox'), logger: t.ctx.logger });
    try {
      const draft = await createDraft(t, recruiter, draftBody({ email: 'outbox@example.com', name: 'Out' }));
      const res = await send(recruiter, draft.id).expect(200);
      expect(res.body.status).toBe('delivered');
      const { readdirSync, readFileSync } = await import('node:fs');
      const files = readdirSync(path.join(t.dataDir, 'outbox'));
      const eml = readFileSync(path.join(t.dataDir, 'outbox', files.at(-1)!), 'utf8');
      expect(eml).toContain(`Message-ID: ${res.body.messageId}`);
      expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      t.ctx.mailer = working;
    }
  });
});
