// Issue 17, check 6: a replica that restarts leaves a neighbour's work in progress alone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../server/test/support/test-files.js';
import { call, expectStatus, fileForm, register } from './support/api.js';
import { startCluster, WORK_LEASE_SECONDS, type Cluster } from './support/cluster.js';
import type { Replica } from './support/replica.js';
import { sleep } from './support/wait.js';

let cluster: Cluster;
let a: Replica;
let b: Replica;
beforeAll(async () => {
  cluster = await startCluster({ name: 'restart', withModelServer: true });
  [a, b] = cluster.replicas as [Replica, Replica];
});
afterAll(async () => cluster?.stop());

describe('a replica restarting beside a busy one', () => {
  it('When B restarts while A analyses a resume, then A finishes the analysis and B leaves it alone', async () => {
    const recruiter = await register(cluster.lb.url);
    const marker = `slow-${randomUUID()}`;
    const slowModel = cluster.model!.hold(marker);
    const pdf = await makePdf(['Sam Slow', 'sam.slow@example.com', 'EXPERIENCE', 'Charge Nurse, Valley Hospital, 2016 - Present', `Reference ${marker}`]);
    const upload = expectStatus<{ id: string; processingStatus: string }>(
      call(a.url, '/resumes/upload', { token: recruiter.token, form: fileForm(pdf, 'sam.pdf', 'application/pdf') }),
      201,
    );
    await slowModel.arrived;
    const leaseOf = async () =>
      (
        await cluster.db.query<{ processingStatus: string; leaseOwner: string }>(`SELECT "processingStatus", "leaseOwner" FROM "Resume" WHERE "extractedText" LIKE $1`, [
          `%${marker}%`,
        ])
      ).rows[0]!;
    const before = await leaseOf();

    const restartedAt = performance.now();
    await b.restart();
    const restartMs = performance.now() - restartedAt;
    // B has looked for abandoned work for a while, well past the lease A keeps renewing.
    await sleep(3 * WORK_LEASE_SECONDS * 1000);
    const meanwhile = await leaseOf();
    slowModel.release();
    const analysed = await upload;
    const after = await leaseOf();
    console.log(
      `check 6: B restarted in ${(restartMs / 1000).toFixed(1)} s (stop and start; healthy ${(b.startMs / 1000).toFixed(1)} s after spawn) while A analysed;` +
        ` ${3 * WORK_LEASE_SECONDS} s later the resume was still ${meanwhile.processingStatus}, A's; the model was asked ${cluster.model!.callsFor(marker)} time(s)`,
    );

    expect(before).toMatchObject({ processingStatus: 'uploaded' });
    expect(before.leaseOwner).toContain(`:${a.pid}:`);
    expect(meanwhile).toEqual(before);
    expect(analysed.processingStatus).toBe('parsed');
    expect(after).toMatchObject({ processingStatus: 'parsed', leaseOwner: before.leaseOwner });
    expect(cluster.model!.callsFor(marker)).toBe(1);
    for (const origin of [b.url, cluster.lb.url]) {
      expect(await expectStatus(call(origin, `/resumes/${analysed.id}`, { token: recruiter.token }), 200)).toMatchObject({ processingStatus: 'parsed' });
    }
  });
});
