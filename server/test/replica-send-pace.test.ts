import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { startOutreachQueue } from '../src/modules/outreach/send-queue.js';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { createDrafts, eventually } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Two replicas of one deployment, each with its own send queue worker and its own SMTP
// connection, on one database and one mail server: OUTREACH_PER_MINUTE is the mail server's quota,
// so it holds for the pair, not for each.
// The default pace, one e-mail a second: the batch takes seconds, and a send's lag (below) stays
// well under a spacing.
const PER_MINUTE = 60;
const SPACING_MS = 60_000 / PER_MINUTE;
const MESSAGES = 6;
// A send is timed when handed to the mail server, a few queries after its claim: on a busy
// machine one hand-over can lag its claim by a few hundred ms while the next one does not.
const LAG_MS = 400;
// The mail server answers each message this long after taking it: longer than the spacing, so the
// replica that sent one is still waiting when the next slot comes, and the other must take it.
const ANSWER_AFTER_MS = 1_300;

let a: TestApp;
let b: TestApp;
let recruiter: SignedInUser;
beforeAll(async () => {
  const env = { OUTREACH_PER_MINUTE: String(PER_MINUTE) };
  a = await startTestApp({ env });
  b = await startTestApp({ env, replicaOf: a });
  recruiter = await signUp(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The replica's context, counting the e-mails its own mailer hands to the mail server. */
function countingSends(ctx: AppContext) {
  const counted = {
    sends: 0,
    ctx: {
      ...ctx,
      mailer: {
        ...ctx.mailer,
        send: (mail: Parameters<AppContext['mailer']['send']>[0]) => {
          counted.sends += 1;
          return ctx.mailer.send(mail);
        },
      },
    },
  };
  return counted;
}

describe('Send all drafts on two replicas', () => {
  it('When both replicas work through one batch, then every e-mail goes out once and together they keep to OUTREACH_PER_MINUTE', async () => {
    // Each replica has sent before (a Send click): a first send's cold start is not the pace's doing.
    const warmUps = await createDrafts(a, recruiter, 'warm-up', 2);
    for (const [index, replica] of [a, b].entries()) {
      await replica.api.post(`/api/outreach/${warmUps[index]}/send`).set(bearer(recruiter.token)).expect(200);
    }
    const ids = await createDrafts(a, recruiter, 'pace', MESSAGES);
    await b.api.post('/api/outreach/queue').set(bearer(recruiter.token)).send({ all: true }).expect(202, { queued: MESSAGES });

    a.smtp.answerAfter(ANSWER_AFTER_MS);
    const replicas = [countingSends(a.ctx), countingSends(b.ctx)];
    const workers = replicas.map((replica) => startOutreachQueue(replica.ctx));
    try {
      // The batch goes out in order: the last draft's e-mail ends it. (Watching the mail server
      // only, so the workers have the database to themselves meanwhile.)
      await eventually(async () => expect(a.smtp.countTo(`pace${MESSAGES - 1}@example.com`)).toBe(1), 30_000);
      await eventually(async () => {
        const progress = await a.api.get('/api/outreach/queue').set(bearer(recruiter.token)).expect(200);
        expect(progress.body).toMatchObject({ queued: 0, sending: 0, sentSinceStart: MESSAGES });
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    for (let index = 0; index < MESSAGES; index++) expect(a.smtp.countTo(`pace${index}@example.com`)).toBe(1);
    expect(a.smtp.messages.filter((mail) => mail.to[0]!.startsWith('pace'))).toHaveLength(MESSAGES);
    // Both took part: the pace held across replicas, not because one did all the work.
    expect(replicas.map((replica) => replica.sends).every((sends) => sends > 0)).toBe(true);

    const rows = await a.ctx.prisma.outreach.findMany({ where: { id: { in: ids } }, orderBy: { sentAt: 'asc' } });
    const sentAt = rows.map((row) => row.sentAt!.getTime());
    // Any run of sends spans its number of gaps in spacings, whichever replica sent them: no two
    // at once, and the whole batch no faster than OUTREACH_PER_MINUTE.
    for (let first = 0; first < MESSAGES; first++) {
      for (let last = first + 1; last < MESSAGES; last++) {
        expect(sentAt[last]! - sentAt[first]!, `sends ${first} to ${last}`).toBeGreaterThanOrEqual((last - first) * SPACING_MS - LAG_MS);
      }
    }
  });
});
