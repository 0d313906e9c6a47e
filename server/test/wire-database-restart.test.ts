import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { createDraft, draftBody, eventually } from './support/outreach.js';
import { startTestApp, storedFiles, type TestApp } from './support/test-app.js';

// The database restarting under a running app (issue 12's faults), the way docker compose runs it:
// a PostgreSQL server reached through DATABASE_URL with the app's pool of several connections.
// Only `npm run test:wire` can stop and start its throwaway cluster: it passes the control script
// in TEST_DATABASE_CTL, and vitest.config.ts leaves this file out of every other run.
const databaseCtl = process.env.TEST_DATABASE_CTL;
if (!databaseCtl || !process.env.TEST_DATABASE_URL) throw new Error('run through npm run test:wire');
const cluster = (action: 'stop' | 'start') => execFileSync(databaseCtl, [action], { stdio: 'ignore' });

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t);
});
afterAll(async () => {
  cluster('start'); // whatever happened, leave the cluster up for the suites after this one
  await t.close();
});

const list = () => t.api.get('/api/outreach?page=1&limit=5').set(bearer(user.token));

describe('the database restarting under the app', () => {
  it('When PostgreSQL stops, then calls fail fast with a plain answer and nothing half-done; when it is back, the same app serves everything again', async () => {
    const before = await createDraft(t, user, draftBody({ email: 'kept@example.com', name: 'Kept' }));
    const filesBefore = storedFiles(t).length;

    cluster('stop');
    const live = await t.api.get('/api/health/live');
    expect(live.status).toBe(200);
    const ready = await t.api.get('/api/health');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: 'unreachable' });

    const started = Date.now();
    const read = await list();
    expect(read.status).toBe(503);
    expect(read.body.message).toBe('The database is not reachable. Please try again in a moment.');
    const upload = await t.api
      .post('/api/resumes/upload')
      .set(bearer(user.token))
      .attach('file', Buffer.from('Ada Lane\nICU Nurse\nada@example.com\n'), 'ada.txt');
    expect(upload.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(25_000); // the pool's 10 s connect timeout, not a hang
    expect(storedFiles(t).length).toBe(filesBefore); // the refused upload left no file behind

    cluster('start');
    await eventually(async () => expect((await t.api.get('/api/health')).status).toBe(200), 30_000);
    const after = await list();
    expect(after.status).toBe(200);
    expect(after.body.outreaches.map((row: { id: string }) => row.id)).toContain(before.id);
    const uploaded = await t.api
      .post('/api/resumes/upload')
      .set(bearer(user.token))
      .attach('file', Buffer.from('Ada Lane\nICU Nurse\nada@example.com\n'), 'ada.txt');
    expect(uploaded.status).toBe(201);
    expect(storedFiles(t).length).toBe(filesBefore + 1);
  }, 120_000);
});
