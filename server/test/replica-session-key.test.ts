import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { withSessionSecret } from '../src/db/session-secret.js';
import { bearer, GOOD_PASSWORD, signUp, uniqueEmail } from './support/factories.js';
import { recordSecrets } from './support/log-audit.js';
import { codeIn } from './support/smtp-capture.js';
import { openTestDatabase } from './support/test-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Two replicas of one deployment without JWT_SECRET: each has its own DATA_DIR and memory, and
// they share the database (and the SMTP server and the upload folder, as an object store).
const NO_JWT_SECRET = { JWT_SECRET: '' };
let a: TestApp;
let b: TestApp;
let keptKey: string;
beforeAll(async () => {
  a = await startTestApp({ env: NO_JWT_SECRET });
  b = await startTestApp({ env: NO_JWT_SECRET, replicaOf: a });
  keptKey = a.ctx.config.jwtSecret;
  recordSecrets('key', keptKey);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('the session key without JWT_SECRET, on several replicas', () => {
  it('When a user signs up through one replica, then the code, the session and the download links work on the other', async () => {
    const email = uniqueEmail('replica');
    await a.api.post('/api/auth/register').send({ firstName: 'Rep', lastName: 'Lica', email, password: GOOD_PASSWORD }).expect(201);
    const code = codeIn(await a.smtp.latestTo(email, 'Verify'));
    const verified = await b.api.post('/api/auth/verify-email').send({ email, code }).expect(200);
    const tokenOfB: string = verified.body.accessToken;
    recordSecrets('token', tokenOfB);

    expect((await a.api.get('/api/auth/me').set(bearer(tokenOfB)).expect(200)).body.email).toBe(email);
    const login = await a.api.post('/api/auth/login').send({ email, password: GOOD_PASSWORD, tenantName: 'Healthcare' }).expect(200);
    recordSecrets('token', login.body.accessToken);
    await b.api.get('/api/auth/me').set(bearer(login.body.accessToken)).expect(200);

    const text = 'Jane Doe\njane@example.com\nICU Nurse\n';
    const uploaded = await a.api.post('/api/resumes/upload').set(bearer(tokenOfB)).attach('file', Buffer.from(text), 'jane.txt').expect(201);
    const link = await b.api.get(`/api/resumes/${uploaded.body.id}/download`).set(bearer(tokenOfB)).expect(200);
    const file = await a.api.get(link.body.downloadUrl).expect(200);
    expect(file.text).toBe(text);
  });

  it('When the replicas answer, then the key is in no answer and not in DATA_DIR', async () => {
    const user = await signUp(a);
    const answers = await Promise.all([
      a.api.get('/api/auth/me').set(bearer(user.token)),
      b.api.get('/api/health'),
      b.api.get('/api/auth/me').set(bearer(`${user.token}x`)),
      b.api.post('/api/auth/login').send({ email: user.email, password: 'wrong-password', tenantName: 'Healthcare' }),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.headers) + answer.text).not.toContain(keptKey);
    expect(existsSync(path.join(a.dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(path.join(b.dataDir, 'jwt-secret'))).toBe(false);
  });

  it('When two replicas start at the same moment on a new database, then they keep one key', async () => {
    const database = await openTestDatabase();
    try {
      const settings = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rw-key-')) });
      const logger = pino({ level: 'silent' });
      const starts = await Promise.all(Array.from({ length: 4 }, () => withSessionSecret(settings, database.prisma, logger)));
      recordSecrets('key', starts[0]!.jwtSecret);

      expect(new Set(starts.map((config) => config.jwtSecret)).size).toBe(1);
      expect(starts[0]!.jwtSecret.length).toBeGreaterThanOrEqual(32);
    } finally {
      await database.close();
    }
  });
});

describe('upgrading from a key kept in DATA_DIR', () => {
  it('When a server that kept its key in DATA_DIR/jwt-secret starts this version, then its sessions stay valid and the file is gone', async () => {
    const fileKey = 'an-earlier-generated-key-that-is-long-enough-0123456789';
    recordSecrets('key', fileKey);
    const before = await startTestApp({ env: { JWT_SECRET: fileKey } });
    try {
      const user = await signUp(before);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-upgrade-'));
      writeFileSync(path.join(dataDir, 'jwt-secret'), `${fileKey}\n`);

      const after = await startTestApp({ env: { ...NO_JWT_SECRET, DATA_DIR: dataDir }, replicaOf: before });

      expect((await after.api.get('/api/auth/me').set(bearer(user.token)).expect(200)).body.email).toBe(user.email);
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
      await after.close();
    } finally {
      await before.close();
    }
  });
});
