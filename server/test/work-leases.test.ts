import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseChore, tryLeadChore } from '../src/lifecycle/chore-lease.js';
import { INSTANCE_ID } from '../src/lifecycle/instance.js';
import { claimAbandoned } from '../src/lifecycle/work-lease.js';
import { finishAbandonedResumes } from '../src/modules/resumes/recover-resumes.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
});
afterAll(async () => t.close());

const ANOTHER_REPLICA = 'other-host:4242:cafe0123';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A resume as an upload leaves it between storing and analysing, leased as given. */
async function pendingResume(lease: { leaseOwner: string | null; leaseExpiresAt: Date | null }) {
  const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: recruiter.email } });
  return t.ctx.prisma.resume.create({
    data: {
      tenantId: user.tenantId,
      uploadedById: user.id,
      originalFilename: 'cv.txt',
      storedName: randomBytes(16).toString('hex'),
      mimeType: 'text/plain',
      sizeBytes: 20,
      sha256: '0'.repeat(64),
      extractedText: 'Jane Doe\njane@example.com\nICU Nurse',
      processingStatus: 'uploaded',
      ...lease,
    },
  });
}

describe('work leases', () => {
  it('When a resume is uploaded, then this process holds its lease while it analyses it', async () => {
    const uploaded = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from('Jane Doe\nICU Nurse\n'), 'cv.txt');

    const row = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: uploaded.body.id } });
    expect(row).toMatchObject({ processingStatus: 'parsed', leaseOwner: INSTANCE_ID });
  });

  it("When another replica is analysing a resume, then a replica that starts leaves it alone", async () => {
    const busy = await pendingResume({ leaseOwner: ANOTHER_REPLICA, leaseExpiresAt: inSeconds(60) });

    expect(await finishAbandonedResumes(t.ctx, 60_000)).toBe(0);

    expect(await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: busy.id } })).toMatchObject({ processingStatus: 'uploaded', leaseOwner: ANOTHER_REPLICA });
    await t.ctx.prisma.resume.delete({ where: { id: busy.id } });
  });

  it('When the replica analysing a resume died, then the analysis is finished once its lease has run out', async () => {
    const abandoned = await pendingResume({ leaseOwner: ANOTHER_REPLICA, leaseExpiresAt: inSeconds(-1) });

    expect(await finishAbandonedResumes(t.ctx, 60_000)).toBe(1);

    const row = await t.ctx.prisma.resume.findUniqueOrThrow({ where: { id: abandoned.id } });
    expect(row).toMatchObject({ processingStatus: 'parsed', leaseOwner: INSTANCE_ID, analysisModel: t.ctx.languageModel.name });
    expect(await finishAbandonedResumes(t.ctx, 60_000)).toBe(0);
  });

  it('When several replicas look for abandoned work at once, then each row goes to exactly one of them', async () => {
    const abandoned = await Promise.all(Array.from({ length: 12 }, () => pendingResume({ leaseOwner: ANOTHER_REPLICA, leaseExpiresAt: inSeconds(-5) })));

    const claims = await Promise.all(Array.from({ length: 4 }, () => claimAbandoned(t.ctx.prisma, 'resume', { leaseMs: 60_000, limit: 5 })));

    const claimed = claims.flat();
    expect(claimed.sort()).toEqual(abandoned.map((row) => row.id).sort());
    await t.ctx.prisma.resume.deleteMany({ where: { id: { in: claimed } } });
  });
});

describe('chore leases', () => {
  it('When replicas ask for the same chore, then one runs it until its lease runs out, and the holder may renew it', async () => {
    const chore = `chore-${randomBytes(4).toString('hex')}`;
    await t.ctx.prisma.choreLease.create({ data: { name: chore, owner: ANOTHER_REPLICA, expiresAt: inSeconds(60) } });

    expect(await tryLeadChore(t.ctx.prisma, chore, 60_000)).toBe(false);

    await t.ctx.prisma.choreLease.update({ where: { name: chore }, data: { expiresAt: inSeconds(-1) } });
    const asks = await Promise.all([tryLeadChore(t.ctx.prisma, chore, 60_000), tryLeadChore(t.ctx.prisma, chore, 60_000)]);
    // The first takes it over; the second, from the same process, renews its own lease.
    expect(asks).toEqual([true, true]);
    expect(await t.ctx.prisma.choreLease.findUniqueOrThrow({ where: { name: chore } })).toMatchObject({ owner: INSTANCE_ID });
  });

  it('When a replica gives a chore up, then another takes it at once; it never gives up a lease of another replica', async () => {
    const chore = `chore-${randomBytes(4).toString('hex')}`;
    expect(await tryLeadChore(t.ctx.prisma, chore, 60_000)).toBe(true);

    await releaseChore(t.ctx.prisma, chore);
    await t.ctx.prisma.choreLease.create({ data: { name: chore, owner: ANOTHER_REPLICA, expiresAt: inSeconds(60) } });
    await releaseChore(t.ctx.prisma, chore);

    expect(await t.ctx.prisma.choreLease.findUniqueOrThrow({ where: { name: chore } })).toMatchObject({ owner: ANOTHER_REPLICA });
  });

  it('When nobody has run a chore yet, then the first to ask gets it', async () => {
    expect(await tryLeadChore(t.ctx.prisma, `chore-${randomBytes(4).toString('hex')}`, 1_000)).toBe(true);
  });
});
