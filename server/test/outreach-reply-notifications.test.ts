import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailboxReader } from '../src/modules/replies/mailbox-reader.js';
import { NOTIFICATION_ATTEMPTS_MAX, sendDueReplyNotices, startReplyNotifier } from '../src/modules/replies/reply-notifications.js';
import { startDovecot, MAILBOX_USER, type Dovecot } from './support/dovecot.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { candidateReply, outOfOffice } from './support/incoming-mail.js';
import { readMailbox, sendOutreach } from './support/mailbox-replies.js';
import { eventually, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// "The recruiter who sent it is told": the notice e-mail, against the real Dovecot and the real
// SMTP server of the test app.

let dovecot: Dovecot;
let t: TestApp;
beforeAll(async () => {
  dovecot = await startDovecot();
  t = await startTestApp({ env: { IMAP_URL: dovecot.url, IMAP_POLL_SECONDS: '1' } });
});
afterAll(async () => {
  await t?.close();
  await dovecot?.close();
});

const NOTICE = 'Maria Gonzalez replied: Re: A role for Maria Gonzalez';
const noticesTo = (user: SignedInUser) => t.smtp.messages.filter((mail) => mail.to.includes(user.email) && mail.subject === NOTICE);
const noticeOf = (outreachId: string) =>
  t.ctx.prisma.outreachReply.findFirstOrThrow({
    where: { outreachId },
    select: { notification: true, notificationAttempts: true, notificationError: true, notifiedAt: true },
  });
/** Makes a notice waiting for its retry due now, as the clock would after the wait. */
const makeDueNow = (outreachId: string) => t.ctx.prisma.outreachReply.updateMany({ where: { outreachId }, data: { notificationDueAt: new Date(0) } });

describe('The recruiter is told of a reply', () => {
  it('When a candidate replies while the reader runs, then the recruiter who sent it gets an e-mail with the first lines and a link to the message', async () => {
    const recruiter = await signUp(t, { firstName: 'Grace' });
    const colleague = await signUp(t);
    const sent = await sendOutreach(t, recruiter);
    // A poll far away and the notifier's own look ten seconds off: only the reader waking it sends the notice in time.
    const ctx = { ...t.ctx, config: { ...t.ctx.config, mailbox: { ...t.ctx.config.mailbox!, pollSeconds: 600 } } };
    const notifier = startReplyNotifier(ctx);
    const reader = startMailboxReader(ctx, { afterRead: () => notifier.wake() })!;
    try {
      await eventually(async () => expect((await t.api.get('/api/health').expect(200)).body.mailbox.status).toBe('ok'));
      const lines = Array.from({ length: 12 }, (_, index) => `Line ${index + 1} of my answer.`);
      await dovecot.append(candidateReply({ from: sent.candidate, to: MAILBOX_USER, text: lines.join('\n'), headers: { 'In-Reply-To': sent.messageId } }));

      const notice = await t.smtp.latestTo(recruiter.email, 'replied:');
      expect(notice.subject).toBe(NOTICE);
      expect(notice.header('to')).toBe(`Grace Lovelace <${recruiter.email}>`);
      expect(notice.header('auto-submitted')).toBe('auto-generated');
      expect(notice.text).toContain(`Maria Gonzalez (${sent.candidate}) replied to your e-mail "A role for Maria Gonzalez":`);
      expect(notice.text).toContain('Line 1 of my answer.\nLine 2 of my answer.');
      expect(notice.text).toContain('Line 8 of my answer.\n…');
      expect(notice.text).not.toContain('Line 9 of my answer.');
      expect(notice.text).not.toContain('Hi Maria Gonzalez'); // the quoted history is trimmed
      expect(notice.text).toContain(`Read the whole reply beside your message: http://app.test/outreach/${sent.id}`);
      expect(notice.text).toContain('Turn it off in Settings: http://app.test/settings');
      expect(notice.html).toContain('Line 1 of my answer.<br>');
      await eventually(async () => expect(await noticeOf(sent.id)).toMatchObject({ notification: 'sent', notifiedAt: expect.any(Date), notificationError: null }));
      expect(noticesTo(recruiter)).toHaveLength(1);
      expect(noticesTo(colleague)).toHaveLength(0);
    } finally {
      await reader.stop();
      await notifier.stop();
    }
  });

  it('When the mailbox message is read twice and the server stopped before the notice went out, then exactly one notice goes out when it is back', async () => {
    const recruiter = await signUp(t);
    const sent = await sendOutreach(t, recruiter);
    await dovecot.append(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'Yes, call me.' }));
    // No notifier runs: the reply is kept and its notice waits, as when the process dies right after.
    await readMailbox(t);
    expect(await noticeOf(sent.id)).toMatchObject({ notification: 'pending', notificationAttempts: 0 });
    // A crash before the cursor moved: the message is read again.
    await t.ctx.prisma.mailboxCursor.update({ where: { name: 'replies' }, data: { lastUid: 0n } });
    await readMailbox(t);

    await sendDueReplyNotices(t.ctx);
    await sendDueReplyNotices(t.ctx);
    expect(noticesTo(recruiter)).toHaveLength(1);
    expect(await t.ctx.prisma.outreachReply.count({ where: { outreachId: sent.id } })).toBe(1);
    expect(await noticeOf(sent.id)).toMatchObject({ notification: 'sent', notificationAttempts: 1 });
  });

  it('When the recruiter turned the notice off in Settings, then the reply is kept and no e-mail goes out', async () => {
    const recruiter = await signUp(t);
    const sent = await sendOutreach(t, recruiter);
    await t.api.put('/api/users/notifications').set(bearer(recruiter.token)).send({ emailOnReply: false }).expect(200);
    await dovecot.append(candidateReply({ from: sent.candidate, to: sent.plusAddress, text: 'Interested.' }));
    await readMailbox(t);
    await sendDueReplyNotices(t.ctx);

    expect((await t.api.get(`/api/outreach/${sent.id}`).set(bearer(recruiter.token)).expect(200)).body.status).toBe('replied');
    expect(await noticeOf(sent.id)).toMatchObject({ notification: 'skipped', notificationError: 'Turned off in Settings by the recruiter' });
    expect(noticesTo(recruiter)).toHaveLength(0);
  });

  it('When an out-of-office note comes back, then nobody is told', async () => {
    const recruiter = await signUp(t);
    const sent = await sendOutreach(t, recruiter);
    await dovecot.append(outOfOffice({ from: sent.candidate, to: sent.plusAddress, inReplyTo: sent.messageId }));
    await readMailbox(t);

    expect(await sendDueReplyNotices(t.ctx)).toBe(0);
    expect(await noticeOf(sent.id)).toMatchObject({ notification: null });
    expect(t.smtp.messages.filter((mail) => mail.to.includes(recruiter.email) && mail.subject.includes('replied'))).toHaveLength(0);
  });

  it('When the mail server refuses the notice, then reading goes on, the failure is recorded and the notice is retried, and given up after the last attempt', async () => {
    const recruiter = await signUp(t);
    const first = await sendOutreach(t, recruiter);
    const second = await sendOutreach(t, recruiter);
    await dovecot.append(candidateReply({ from: first.candidate, to: first.plusAddress, text: 'First.' }));
    await readMailbox(t);
    t.smtp.failNextDeliveries(1);
    await sendDueReplyNotices(t.ctx);
    expect(await noticeOf(first.id)).toMatchObject({ notification: 'pending', notificationAttempts: 1, notificationError: expect.stringContaining('Mailbox unavailable') });
    // Not due again before its wait is over.
    expect(await sendDueReplyNotices(t.ctx)).toBe(0);

    // The mailbox is read on meanwhile.
    await dovecot.append(candidateReply({ from: second.candidate, to: second.plusAddress, text: 'Second.' }));
    await readMailbox(t);
    expect((await t.api.get(`/api/outreach/${second.id}`).set(bearer(recruiter.token)).expect(200)).body.status).toBe('replied');

    // The retry of the first goes out once its time has come.
    await makeDueNow(first.id);
    await sendDueReplyNotices(t.ctx);
    expect(noticesTo(recruiter)).toHaveLength(2);
    expect(await noticeOf(first.id)).toMatchObject({ notification: 'sent', notificationAttempts: 2, notificationError: null });

    // A third reply whose notice never gets through is recorded as failed, not retried forever.
    const third = await sendOutreach(t, recruiter);
    await dovecot.append(candidateReply({ from: third.candidate, to: third.plusAddress, text: 'Third.' }));
    await readMailbox(t);
    t.smtp.failNextDeliveries(NOTIFICATION_ATTEMPTS_MAX);
    for (let attempt = 0; attempt < NOTIFICATION_ATTEMPTS_MAX; attempt += 1) {
      await makeDueNow(third.id);
      await sendDueReplyNotices(t.ctx);
    }
    await makeDueNow(third.id);
    expect(await sendDueReplyNotices(t.ctx)).toBe(0);
    expect(await noticeOf(third.id)).toMatchObject({ notification: 'failed', notificationAttempts: NOTIFICATION_ATTEMPTS_MAX, notificationError: expect.stringContaining('Mailbox unavailable') });
    expect(noticesTo(recruiter)).toHaveLength(2);
  });
});

describe('Replicas', () => {
  it('When two replicas send the due notices at the same moment, then each reply is told once', async () => {
    const replica = await startTestApp({ env: { IMAP_URL: dovecot.url }, replicaOf: t });
    try {
      const recruiter = await signUp(t);
      const sent = await Promise.all([1, 2, 3].map(() => sendOutreach(t, recruiter)));
      for (const message of sent) await dovecot.append(candidateReply({ from: message.candidate, to: message.plusAddress, text: 'Yes.' }));
      await readMailbox(t);

      const [here, there] = await Promise.all([sendDueReplyNotices(t.ctx), sendDueReplyNotices(replica.ctx)]);
      expect(here + there).toBe(3);
      expect(noticesTo(recruiter)).toHaveLength(3);
      for (const message of sent) expect(await noticeOf(message.id)).toMatchObject({ notification: 'sent', notificationAttempts: 1 });
    } finally {
      await replica.close();
    }
  });
});

describe('Tenants', () => {
  it("When a reply forges another organisation's Message-ID, or the sender's account is no longer in the message's organisation, then nobody outside it is told", async () => {
    const recruiter = await signUp(t);
    const other = await twinTenantUser(t);
    const theirs = await sendOutreach(t, other);
    await dovecot.append(candidateReply({ from: 'stranger@attacker.example', to: MAILBOX_USER, text: 'Forged.', headers: { 'In-Reply-To': theirs.messageId } }));

    // Our message, whose sender's account then moves to the other organisation.
    const ours = await sendOutreach(t, recruiter);
    const twin = await t.ctx.prisma.tenant.findUniqueOrThrow({ where: { name: 'HEALTHCARE' } });
    await t.ctx.prisma.user.update({ where: { email: recruiter.email }, data: { tenantId: twin.id } });
    await dovecot.append(candidateReply({ from: ours.candidate, to: ours.plusAddress, text: 'Mine.' }));
    await readMailbox(t);
    await sendDueReplyNotices(t.ctx);

    expect(await t.ctx.prisma.outreachReply.count({ where: { outreachId: theirs.id } })).toBe(0);
    expect(noticesTo(other)).toHaveLength(0);
    expect(await noticeOf(ours.id)).toMatchObject({ notification: 'skipped', notificationError: 'The recruiter who sent the message has no account any more' });
    expect(noticesTo(recruiter)).toHaveLength(0);
  });
});
