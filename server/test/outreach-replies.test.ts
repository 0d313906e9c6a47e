import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMailbox, readNewMail } from '../src/modules/replies/mailbox-reader.js';
import { describeMailboxError } from '../src/modules/replies/mailbox-status.js';
import { startMailboxReader } from '../src/modules/replies/mailbox-reader.js';
import { startDovecot, MAILBOX_PASSWORD, MAILBOX_USER, type Dovecot } from './support/dovecot.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { candidateReply, deliveryStatusNotification, eximBounce, outOfOffice, unrelatedMail } from './support/incoming-mail.js';
import { readMailbox as readMailboxOf, sendOutreach as sendFromMailboxSuite } from './support/mailbox-replies.js';
import { createDraft, draftBody, eventually, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The mailbox reader against a real IMAP server: Dovecot from Debian's packages on loopback.

let dovecot: Dovecot;
let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  dovecot = await startDovecot();
  t = await startTestApp({ env: { IMAP_URL: dovecot.url, IMAP_POLL_SECONDS: '1', IMAP_MESSAGES_PER_POLL: '250' } });
  recruiter = await signUp(t);
});
afterAll(async () => {
  await t?.close();
  await dovecot?.close();
});

const sendOutreach = (user: SignedInUser = recruiter) => sendFromMailboxSuite(t, user);
const readMailbox = () => readMailboxOf(t);

const detail = async (id: string, user: SignedInUser = recruiter) => (await t.api.get(`/api/outreach/${id}`).set(bearer(user.token)).expect(200)).body;
const eventTypes = async (id: string) => (await detail(id)).events.map((event: { type: string }) => event.type);

describe('What goes out when a mailbox is read', () => {
  it('When an outreach e-mail is sent, then its Reply-To names the mailbox plus-address and the recruiter, and bounces return to that plus-address', async () => {
    const sent = await sendOutreach();
    const mail = await t.smtp.latestTo(sent.candidate);
    expect(mail.header('reply-to')).toBe(`${sent.plusAddress}, ${recruiter.email}`);
    expect(mail.envelopeFrom).toBe(sent.plusAddress);
    expect(mail.header('from')).toBe('Ada Lovelace <no-reply@localhost>');
  });
});

describe('Replies', () => {
  it('When the candidate answers with In-Reply-To, then the reply shows on the message, trimmed and sanitised, and the message is replied', async () => {
    const sent = await sendOutreach();
    await dovecot.append(
      candidateReply({ from: sent.candidate, to: MAILBOX_USER, text: 'Yes, I am interested!\nCall me on Friday.', headers: { 'In-Reply-To': sent.messageId } }),
    );
    await readMailbox();

    const body = await detail(sent.id);
    expect(body.status).toBe('replied');
    expect(body.repliesTracked).toBe(true);
    expect(body.replies).toHaveLength(1);
    const [reply] = body.replies;
    expect(reply).toMatchObject({
      fromAddress: sent.candidate,
      fromName: 'Maria Gonzalez',
      subject: 'Re: A role for Maria Gonzalez',
      text: 'Yes, I am interested!\nCall me on Friday.',
      isAutoReply: false,
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: expect.any(Number) }],
    });
    expect(reply.html).toContain('Yes, I am interested!');
    expect(reply.html).toContain('<a href="https://example.com/cv" target="_blank" rel="noopener noreferrer nofollow">my CV</a>');
    expect(reply.html).not.toMatch(/script|<img|onclick|tracker/);
    expect(reply).not.toHaveProperty('sourceKey');
    expect(await eventTypes(sent.id)).toEqual(['sent', 'delivered', 'replied']);
  });

  it('When the answer names the message only in References, then it is that message\'s reply', async () => {
    const sent = await sendOutreach();
    await dovecot.append(
      candidateReply({ from: sent.candidate, to: MAILBOX_USER, text: 'Interested.', headers: { References: `<older@elsewhere.example> ${sent.messageId}` } }),
    );
    await readMailbox();
    const body = await detail(sent.id);
    expect(body.status).toBe('replied');
    expect(body.replies.map((reply: { text: string }) => reply.text)).toEqual(['Interested.']);
  });

  it('When a client drops In-Reply-To and References, then the plus-address alone finds the message, whoever writes from it', async () => {
    const sent = await sendOutreach();
    await dovecot.append(candidateReply({ from: 'maria.private@home.example', to: sent.plusAddress, text: 'Writing from my own address.' }));
    await readMailbox();
    const body = await detail(sent.id);
    expect(body.status).toBe('replied');
    expect(body.replies[0]).toMatchObject({ fromAddress: 'maria.private@home.example', text: 'Writing from my own address.' });
  });

  it('When an out-of-office note comes back, then it is kept as an automatic reply and the message is not counted as replied', async () => {
    const sent = await sendOutreach();
    await dovecot.append(outOfOffice({ from: sent.candidate, to: sent.plusAddress, inReplyTo: sent.messageId }));
    await readMailbox();
    const body = await detail(sent.id);
    expect(body.status).toBe('delivered');
    expect(body.replies).toEqual([expect.objectContaining({ isAutoReply: true, subject: 'Automatic reply: A role for Maria Gonzalez' })]);
    expect(await eventTypes(sent.id)).toEqual(['sent', 'delivered', 'auto_reply']);
  });

  it('When a reply comes to a message the candidate already answered, then it is added and nothing moves backwards', async () => {
    const sent = await sendOutreach();
    await dovecot.append(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'First answer.' }));
    await dovecot.append(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'Second answer.' }));
    await readMailbox();
    const body = await detail(sent.id);
    expect(body.status).toBe('replied');
    expect(body.replies.map((reply: { text: string }) => reply.text)).toEqual(['First answer.', 'Second answer.']);
  });
});

describe('Bounces', () => {
  it('When a DSN reports a permanent failure, then the message fails with the diagnostic, and the address is never written to again', async () => {
    const sent = await sendOutreach();
    const diagnostic = `550 5.1.1 <${sent.candidate}>: Recipient address rejected: User unknown`;
    await dovecot.append(deliveryStatusNotification({ to: sent.plusAddress, recipient: sent.candidate, status: '5.1.1', diagnostic, originalMessageId: sent.messageId }));
    await readMailbox();

    const body = await detail(sent.id);
    expect(body.status).toBe('failed');
    expect(body.errorMessage).toBe(diagnostic);
    expect(body.replies).toEqual([]);
    expect(await eventTypes(sent.id)).toEqual(['sent', 'delivered', 'bounced']);
    const entry = await t.ctx.prisma.unsubscribe.findFirstOrThrow({ where: { email: sent.candidate } });
    expect(entry).toMatchObject({ reason: 'bounced', detail: diagnostic });

    // The next message to that address answers 409, like an unsubscribe, and sends nothing.
    const next = await createDraft(t, recruiter, draftBody({ email: sent.candidate, name: 'Maria Gonzalez' }));
    const before = t.smtp.messages.length;
    const refused = await t.api.post(`/api/outreach/${next.id}/send`).set(bearer(recruiter.token)).expect(409);
    expect(refused.body.message).toBe("This candidate's address bounced, so it is on the do-not-contact list");
    expect(t.smtp.messages.length).toBe(before);
    const retried = await t.api.post(`/api/outreach/${sent.id}/retry`).set(bearer(recruiter.token)).expect(409);
    expect(retried.body.message).toBe("This candidate's address bounced, so it is on the do-not-contact list");
  });

  it("When Exim's plain-text bounce reaches the bare mailbox address, then the returned Message-ID and recipient find the message", async () => {
    const sent = await sendOutreach();
    await dovecot.append(eximBounce({ to: MAILBOX_USER, recipient: sent.candidate, originalMessageId: sent.messageId }));
    await readMailbox();
    const body = await detail(sent.id);
    expect(body.status).toBe('failed');
    expect(body.errorMessage).toContain('550 5.1.1 User unknown');
    expect(await t.ctx.prisma.unsubscribe.count({ where: { email: sent.candidate, reason: 'bounced' } })).toBe(1);
  });

  it('When a DSN reports a transient failure (mailbox full), then the message fails but the address stays contactable and a retry goes out', async () => {
    const sent = await sendOutreach();
    const diagnostic = '452 4.2.2 Mailbox full';
    await dovecot.append(deliveryStatusNotification({ to: sent.plusAddress, recipient: sent.candidate, status: '4.2.2', diagnostic, originalMessageId: sent.messageId }));
    await readMailbox();
    const body = await detail(sent.id);
    expect(body.status).toBe('failed');
    expect(body.errorMessage).toBe(diagnostic);
    expect(await t.ctx.prisma.unsubscribe.count({ where: { email: sent.candidate } })).toBe(0);
    const retried = await t.api.post(`/api/outreach/${sent.id}/retry`).set(bearer(recruiter.token)).expect(200);
    expect(retried.body.status).toBe('delivered');
  });

  it('When the candidates list shows a bounced address, then it says why', async () => {
    const sent = await sendOutreach();
    const { addAnalysedResume } = await import('./support/outreach.js');
    await addAnalysedResume(t, recruiter, { name: 'Bounced Candidate', email: sent.candidate });
    const diagnostic = `550 5.1.1 <${sent.candidate}>: User unknown`;
    await dovecot.append(deliveryStatusNotification({ to: sent.plusAddress, recipient: sent.candidate, status: '5.1.1', diagnostic, originalMessageId: sent.messageId }));
    await readMailbox();
    const candidates = (await t.api.get('/api/outreach/candidates').set(bearer(recruiter.token)).expect(200)).body;
    expect(candidates.find((candidate: { email: string }) => candidate.email === sent.candidate)).toMatchObject({
      unsubscribed: true,
      doNotContact: { reason: 'bounced', detail: diagnostic },
    });
  });
});

describe('Safety', () => {
  it("When a reply forges another organisation's Message-ID, then that organisation's message does not change", async () => {
    const other = await twinTenantUser(t);
    const theirs = await sendOutreach(other);
    const ours = await sendOutreach();
    // From a stranger, naming their message: nothing.
    await dovecot.append(candidateReply({ from: 'stranger@attacker.example', to: MAILBOX_USER, text: 'Forged.', headers: { 'In-Reply-To': theirs.messageId } }));
    // To our plus-address, naming their message too: ours only.
    await dovecot.append(candidateReply({ from: ours.candidate, to: ours.plusAddress, text: 'Mine.', headers: { 'In-Reply-To': theirs.messageId, References: theirs.messageId } }));
    // A bounce naming their message but another recipient: nothing.
    await dovecot.append(
      deliveryStatusNotification({ to: MAILBOX_USER, recipient: 'someone@else.example', status: '5.1.1', diagnostic: '550 5.1.1 unknown', originalMessageId: theirs.messageId }),
    );
    await readMailbox();

    const theirDetail = await detail(theirs.id, other);
    expect(theirDetail.status).toBe('delivered');
    expect(theirDetail.replies).toEqual([]);
    expect(await t.ctx.prisma.unsubscribe.count({ where: { email: theirs.candidate } })).toBe(0);
    expect((await detail(ours.id)).replies.map((reply: { text: string }) => reply.text)).toEqual(['Mine.']);
    // And a reply stays its organisation's: the other one's user gets 404 for our message.
    await t.api.get(`/api/outreach/${ours.id}`).set(bearer(other.token)).expect(404);
  });

  it('When the password is refused, then the reason names the setting and not the password', async () => {
    const mailbox = { ...t.ctx.config.mailbox!, password: 'wrong-password' };
    const error = await connectMailbox(mailbox).then(
      () => null,
      (refused: unknown) => refused,
    );
    const reason = describeMailboxError(error);
    expect(reason).toBe('The mailbox refused the user name or password (IMAP_URL)');
    expect(reason).not.toContain(MAILBOX_PASSWORD);
  });
});

describe('The cursor', () => {
  it('When the reader restarts between two polls, or after a crash before the cursor moved, then no message is read twice and none is skipped', async () => {
    const first = await sendOutreach();
    const second = await sendOutreach();
    dovecot.deliver(candidateReply({ from: first.candidate, to: first.plusAddress, text: 'Before the restart.' }));
    await readMailbox();
    // While no reader runs, the next reply arrives.
    dovecot.deliver(candidateReply({ from: second.candidate, to: second.plusAddress, text: 'During the restart.' }));
    await readMailbox();
    expect((await detail(first.id)).replies).toHaveLength(1);
    expect((await detail(second.id)).replies.map((reply: { text: string }) => reply.text)).toEqual(['During the restart.']);

    // A crash after recording but before the cursor moved: everything is read again, nothing doubles.
    await t.ctx.prisma.mailboxCursor.update({ where: { name: 'replies' }, data: { lastUid: 0n } });
    await readMailbox();
    expect((await detail(first.id)).replies).toHaveLength(1);
    expect(await eventTypes(second.id)).toEqual(['sent', 'delivered', 'replied']);
  });

  it('When 1,000 unrelated messages are in the box, then they are read in bounded polls within seconds and the reply behind them is found', async () => {
    const sent = await sendOutreach();
    for (let index = 0; index < 1000; index += 1) dovecot.deliver(unrelatedMail(index, MAILBOX_USER));
    dovecot.deliver(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'Behind a thousand newsletters.' }));
    const client = await connectMailbox(t.ctx.config.mailbox!);
    const startedAt = Date.now();
    let polls = 0;
    try {
      while (await readNewMail(t.ctx, client)) polls += 1;
    } finally {
      await client.logout();
    }
    const elapsedMs = Date.now() - startedAt;
    // 250 a poll (IMAP_MESSAGES_PER_POLL): 1,001 new messages take five polls.
    expect(polls + 1).toBe(5);
    expect(elapsedMs).toBeLessThan(15_000);
    expect((await detail(sent.id)).replies.map((reply: { text: string }) => reply.text)).toEqual(['Behind a thousand newsletters.']);
  });
});

describe('The running reader', () => {
  it('When a reply arrives while the reader waits in IDLE, then it is read at once, not at the next poll', async () => {
    const sent = await sendOutreach();
    const ctx = { ...t.ctx, config: { ...t.ctx.config, mailbox: { ...t.ctx.config.mailbox!, pollSeconds: 600 } } };
    const reader = startMailboxReader(ctx)!;
    try {
      await eventually(async () => expect((await t.api.get('/api/health').expect(200)).body.mailbox.status).toBe('ok'));
      await dovecot.append(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'Read at once.' }));
      await eventually(async () => expect((await detail(sent.id)).status).toBe('replied'), 10_000);
    } finally {
      await reader.stop();
    }
  });

  it('When the mailbox goes down, then health says so and the app serves on; when it is back, reading resumes', async () => {
    const sent = await sendOutreach();
    const reader = startMailboxReader(t.ctx)!;
    try {
      await eventually(async () => expect((await t.api.get('/api/health').expect(200)).body.mailbox.status).toBe('ok'));
      await dovecot.stop();
      const down = await eventually(async () => {
        const health = (await t.api.get('/api/health').expect(200)).body;
        expect(health.mailbox).toMatchObject({ status: 'error', error: 'The mailbox server cannot be reached (ECONNREFUSED)' });
        return health;
      }, 10_000);
      expect(down.status).toBe('ok');
      await t.api.get(`/api/outreach/${sent.id}`).set(bearer(recruiter.token)).expect(200);

      // The answer lands while the server is down (delivered by the MTA), and is read once it is back.
      dovecot.deliver(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'Sent while you were down.' }));
      await dovecot.start();
      await eventually(async () => expect((await detail(sent.id)).status).toBe('replied'), 10_000);
      await eventually(async () => expect((await t.api.get('/api/health').expect(200)).body.mailbox).toMatchObject({ status: 'ok', error: null }));
    } finally {
      await reader.stop();
    }
  });
});
