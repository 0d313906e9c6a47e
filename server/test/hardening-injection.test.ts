import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './support/factories.js';
import { pathWith, registeredRoutes, routeTable, rowOf, type RegisteredRoute } from './support/route-table.js';
import { startTestApp } from './support/test-app.js';

// Every body field and query parameter of every registered route, filled with what an attacker
// or a broken client sends: the answer is a 4xx with a message, or the value is stored as the
// plain text it is; never a 500, never a polluted prototype.

const t = await startTestApp();
afterAll(async () => t.close());
const owner = await signUp(t);
const uploaded = await t.api
  .post('/api/resumes/upload')
  .set(bearer(owner.token))
  .attach('file', Buffer.from('Jane Doe\njane@example.com\n\nEXPERIENCE\nNurse, 2019 - 2024\n'), 'jane.txt');
const resumeId: string = uploaded.body.id;

const hostileValues: [string, unknown][] = [
  ['an SQL quote', "' OR '1'='1' --"],
  ['stacked SQL', '1; DROP TABLE "User"; --'],
  ['an SQL union', `x' UNION SELECT "passwordHash" FROM "User" --`],
  ['a __proto__ object', JSON.parse('{"__proto__": {"polluted": "yes"}}')],
  ['a constructor object', { constructor: { prototype: { polluted: 'yes' } } }],
  ['the text __proto__', '__proto__'],
  ['the text constructor', 'constructor'],
  ['an array', ['a', 'b']],
  ['an operator object', { $gt: '' }],
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['60,000 characters', 'x'.repeat(60_000)],
  ['a NUL', 'a\u0000b'],
  ['CR/LF', 'a\r\nInjected: yes'],
  ['a right-to-left override', 'abc\u202Etxt.exe'],
  ['1,200 emoji code units', '😀'.repeat(600)],
];

// Query strings carry text only; arrays and brackets are how a client smuggles other shapes.
const hostileQueries: [string, (name: string) => string][] = [
  ['an SQL quote', (name) => `${name}=${encodeURIComponent("' OR '1'='1' --")}`],
  ['a repeated parameter', (name) => `${name}=1&${name}=2`],
  ['a bracketed parameter', (name) => `${name}[__proto__][polluted]=yes`],
  ['the text __proto__', (name) => `${name}=__proto__`],
  ['a NUL', (name) => `${name}=a%00b`],
  ['CR/LF', (name) => `${name}=a%0D%0AInjected:%20yes`],
  ['10,000 characters', (name) => `${name}=${'x'.repeat(10_000)}`],
  ['a negative number', (name) => `${name}=-1`],
  ['a huge number', (name) => `${name}=1e308`],
];

const hostilePathIds = ["' OR '1'='1", '__proto__', 'constructor', '../../etc/passwd', 'a\u0000b', 'x'.repeat(2_000), '-1'];

const routes = registeredRoutes(t.app);

function call(route: RegisteredRoute, options: { id?: string; query?: string; body?: unknown; rawBody?: string }) {
  const row = rowOf(route);
  const path = pathWith(route, options.id ?? resumeId) + (options.query ? `?${options.query}` : '');
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const request = t.api[method](path);
  if (row.access === 'session' || row.access === 'healthcare') request.set(bearer(owner.token));
  if (options.rawBody !== undefined) return request.set('Content-Type', 'application/json').send(options.rawBody);
  if (options.body !== undefined) return request.send(options.body as object);
  return request;
}

const defaultQuery = (route: RegisteredRoute, replaced?: string) =>
  Object.entries(rowOf(route).query ?? {})
    .filter(([name]) => name !== replaced)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);

/** 4xx answers say what was wrong (a JSON message, or a page for links opened from an e-mail); nothing answers 5xx. */
function expectHandled(res: { status: number; type: string; text: string; body: { message?: unknown } }, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status < 400) return;
  if (res.type === 'text/html') expect(res.text, `${label}: ${res.status} without a page`).toMatch(/<h1[^>]*>.+<\/h1>/);
  else expect(typeof res.body.message, `${label}: ${res.status} without a message`).toBe('string');
}

describe.each(routes.map((route) => [route.key, route] as const))('%s', (_key, route) => {
  it('has a row in the route table', () => {
    expect(() => rowOf(route)).not.toThrow();
  });

  it('answers hostile values in every body field with a 4xx or stores them harmlessly', async () => {
    const body = rowOf(route).body ?? {};
    for (const field of Object.keys(body)) {
      for (const [label, value] of hostileValues) {
        const res = await call(route, { body: { ...body, [field]: value }, query: defaultQuery(route).join('&') });
        expectHandled(res, `${field} = ${label}`);
      }
    }
  });

  it('answers hostile whole bodies with a 4xx or ignores them', async () => {
    if (route.method === 'GET') return expect(rowOf(route).body).toBeUndefined();
    const body = JSON.stringify(rowOf(route).body ?? {});
    const bodies: [string, string][] = [
      ['a top-level __proto__ key', `{"__proto__":{"polluted":"yes"},${body.slice(1)}`.replace(',}', '}')],
      ['an array', '[1,2,3]'],
      ['a bare string', '"text"'],
      ['broken JSON', '{"email":'],
      ['20,000 levels of nesting', '['.repeat(20_000) + ']'.repeat(20_000)],
      ['a NUL in a key', '{"a\\u0000b":"x"}'],
      ['200 kB', JSON.stringify({ padding: 'x'.repeat(200_000) })],
    ];
    for (const [label, rawBody] of bodies) expectHandled(await call(route, { rawBody }), label);
  });

  it('answers hostile values in every query parameter with a 4xx or ignores them', async () => {
    for (const name of Object.keys(rowOf(route).query ?? {})) {
      for (const [label, make] of hostileQueries) {
        const res = await call(route, { query: [...defaultQuery(route, name), make(name)].join('&') });
        expectHandled(res, `?${name} = ${label}`);
      }
    }
  });

  it('answers hostile ids in the path with a 4xx', async () => {
    if (!/:id|:token|:email/.test(route.path)) return expect(rowOf(route).resource).toBeUndefined();
    for (const id of hostilePathIds) {
      const res = await call(route, { id, query: defaultQuery(route).join('&'), body: rowOf(route).body });
      expectHandled(res, `id = ${JSON.stringify(id.slice(0, 40))}`);
      // The tracking pixel answers every token with the same image, so it tells nothing.
      if (rowOf(route).resource) expect(res.status, `id = ${JSON.stringify(id.slice(0, 40))}`).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('after every hostile call', () => {
  it('Then every row of the route table names a registered route', () => {
    const registered = new Set(routes.map((route) => route.key));
    expect(Object.keys(routeTable).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('Then no object prototype was polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('When a name holds SQL, then it is stored and shown as the plain text it is', async () => {
    const usersBefore = await t.ctx.prisma.user.count();
    const name = `Robert'); DROP TABLE "User";--`;
    const res = await t.api.patch('/api/users/profile').set(bearer(owner.token)).send({ firstName: name, lastName: 'Tables' });
    expect(res.status).toBe(200);
    expect((await t.api.get('/api/users/profile').set(bearer(owner.token))).body.firstName).toBe(name);
    expect(await t.ctx.prisma.user.count()).toBe(usersBefore);
  });

  it.each([
    ['a NUL', 'Ada\u0000', 'Text must not contain control characters.'],
    ['CR/LF', 'Ada\r\nBcc: x@example.com', 'First name must be one line without control characters'],
    ['a tab', 'Ada\tL', 'First name must be one line without control characters'],
  ])('When a profile name holds %s, then it answers 400 and the name stays', async (_label, firstName, message) => {
    const before = (await t.api.get('/api/users/profile').set(bearer(owner.token))).body.firstName;
    const res = await t.api.patch('/api/users/profile').set(bearer(owner.token)).send({ firstName, lastName: 'Lovelace' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.api.get('/api/users/profile').set(bearer(owner.token))).body.firstName).toBe(before);
  });

  it('When a focus prompt has several lines, then they are kept (multi-line text may hold line breaks)', async () => {
    const res = await t.api.post(`/api/resumes/${resumeId}/process`).set(bearer(owner.token)).send({ prompt: 'ICU\nleadership' });
    expect(res.status).toBe(200);
  });

  it("When a resume's lines are words of Object's prototype, then it is analyzed like any other", async () => {
    const text = 'Jane Doe\nConstructor\n__proto__\nhasOwnProperty toString valueOf\nEXPERIENCE\nConstructor, Acme, 2019 - 2024\n';
    const res = await t.api.post('/api/resumes/upload').set(bearer(owner.token)).attach('file', Buffer.from(text), 'proto.txt');
    expect(res.status).toBe(201);
    const focus = await t.api.post(`/api/resumes/${res.body.id}/process`).set(bearer(owner.token)).send({ prompt: 'constructor __proto__ toString' });
    expect(focus.status).toBe(200);
  });
});
