import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError } from '../src/admin/command.js';
import { adminCommands } from '../src/admin/commands/index.js';
import { readCommandLine } from '../src/admin/run-command.js';
import { runAdmin } from './support/admin.js';
import { bearer, GOOD_PASSWORD, signUp, uniqueEmail } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Each command on the real app's database, as the server runs it for `npm run admin`.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const run = (argv: string[], env: NodeJS.ProcessEnv = {}) => runAdmin(t, argv, env);
const userRow = (email: string) => t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });
const login = (email: string, password = GOOD_PASSWORD) =>
  t.api.post('/api/auth/login').send({ email, password, tenantName: 'Healthcare' });

describe('admin command line', () => {
  it('When asked for help, then the list names every command and each command explains its options', () => {
    const list = readCommandLine(['--help'], {});
    expect('help' in list && list.help).toContain('Usage: npm run admin -- <command> [options]');
    for (const command of adminCommands) {
      expect('help' in list && list.help).toContain(command.name);
      const own = readCommandLine([command.name, '--help'], {});
      expect('help' in own && own.help).toContain(`npm run admin -- ${command.name}`);
    }
  });

  it.each([
    [['reindex-everything'], 'Unknown command "reindex-everything".'],
    [['verify-email', '--mail', 'a@b.c'], "Unknown option '--mail'"],
    [['verify-email', 'a@b.c'], 'Unexpected argument'],
    [['verify-email'], '--email is required.'],
  ])('When given %j, then it fails with "%s"', async (argv, message) => {
    const attempt = Promise.resolve().then(() => run(argv));
    await expect(attempt).rejects.toBeInstanceOf(AdminError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('When an address has no account, then the command says so and changes nothing', async () => {
    await expect(run(['disable-2fa', '--email', 'ghost@example.com'])).rejects.toThrow('No account has the e-mail address ghost@example.com.');
  });
});

describe('create-user', () => {
  it('When the fields are valid, then the account exists verified in the chosen tenant and signs in at once', async () => {
    const email = uniqueEmail('made');
    const output = await run(['create-user', '--email', email.toUpperCase(), '--first-name', 'Kim', '--last-name', 'Ode', '--tenant', 'capital holdings'], {
      ADMIN_PASSWORD: GOOD_PASSWORD,
    });
    expect(output).toBe(`Created ${email} in Capital Holdings; the address is verified and the account can sign in.`);
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email }, include: { tenant: true } });
    expect(user).toMatchObject({ firstName: 'Kim', lastName: 'Ode', emailVerified: true });
    expect(user.tenant.name).toBe('Capital Holdings');
    expect(user.passwordHash).not.toContain(GOOD_PASSWORD);
    const signIn = await t.api.post('/api/auth/login').send({ email, password: GOOD_PASSWORD, tenantName: 'Capital Holdings' });
    expect(signIn.status).toBe(200);
  });

  it.each([
    [['--first-name', 'A', '--last-name', 'B', '--password', 'weak'], 'Password does not meet requirements'],
    [['--first-name', 'A', '--last-name', 'B'], 'Password is required'],
    [['--first-name', 'A', '--last-name', 'B', '--password', GOOD_PASSWORD, '--tenant', 'Acme'], 'Unknown tenant. Choose Healthcare or Capital Holdings.'],
    [['--last-name', 'B', '--password', GOOD_PASSWORD], 'First name is required'],
  ])('When given %j, then it fails with "%s" and creates nothing', async (args, message) => {
    const email = uniqueEmail('bad');
    await expect(run(['create-user', '--email', email, ...args])).rejects.toThrow(message);
    expect(await t.ctx.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('When the address is taken, then it refuses', async () => {
    const user = await signUp(t);
    await expect(run(['create-user', '--email', user.email, '--first-name', 'A', '--last-name', 'B', '--password', GOOD_PASSWORD])).rejects.toThrow(
      `An account with the e-mail address ${user.email} already exists.`,
    );
  });
});

describe('verify-email, disable-2fa, end-sessions', () => {
  it('When an unverified address is marked verified, then that account can sign in', async () => {
    const email = uniqueEmail('pending');
    await t.api.post('/api/auth/register').send({ firstName: 'P', lastName: 'Q', email, password: GOOD_PASSWORD }).expect(201);
    expect((await login(email)).status).toBe(403);
    expect(await run(['verify-email', '--email', email])).toBe(`${email} is now verified.`);
    expect((await login(email)).status).toBe(200);
    expect(await run(['verify-email', '--email', email])).toBe(`${email} was already verified.`);
  });

  it('When 2FA is turned off, then sign-in answers a token without asking for a code', async () => {
    const user = await signUp(t);
    await t.ctx.prisma.user.update({ where: { email: user.email }, data: { twoFactorEnabled: true } });
    expect((await login(user.email)).body.accessToken).toBeUndefined();
    const me = async () => (await t.api.get('/api/auth/me').set(bearer(user.token))).body.twoFactorEnabled;
    expect(await me()).toBe(true);
    expect(await run(['disable-2fa', '--email', user.email])).toBe(`Two-factor authentication is now off for ${user.email}.`);
    expect((await userRow(user.email)).twoFactorEnabled).toBe(false);
    // Their open session shows it at once, though its check was cached a moment ago.
    expect(await me()).toBe(false);
    expect((await login(user.email)).body.accessToken).toEqual(expect.any(String));
  });

  it('When sessions are ended, then every signed-in token is refused at once and the password still works', async () => {
    const user = await signUp(t);
    const second = (await login(user.email)).body.accessToken as string;
    expect((await t.api.get('/api/auth/me').set(bearer(second))).status).toBe(200);
    expect(await run(['end-sessions', '--email', user.email])).toBe(`Ended 2 sessions of ${user.email}.`);
    expect((await t.api.get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
    expect((await t.api.get('/api/auth/me').set(bearer(second))).status).toBe(401);
    expect((await login(user.email)).status).toBe(200);
  });
});

describe('list-tenants', () => {
  it('When listed, then each organisation shows its accounts', async () => {
    const before = await run(['list-tenants']);
    await signUp(t);
    const after = await run(['list-tenants']);
    const count = (text: string) => Number(/Healthcare\s+(\d+) accounts/.exec(text)?.[1]);
    expect(count(after)).toBe(count(before) + 1);
    expect(after).toMatch(/^Organisation\s+Accounts\nCapital Holdings\s+\d+ accounts \(\d+ verified\)\nHealthcare/);
  });
});
