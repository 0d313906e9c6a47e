import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown; headers: Headers };
export type Reply = { status?: number; body?: unknown };
type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (without the /api prefix).
 * "GET /items" also answers "GET /items?page=2" unless that has an entry of its own.
 * A call with no entry fails the test loudly with a 501, so unexpected calls never pass silently.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: ApiCall = { method, path, body, headers: new Headers(init.headers) };
    calls.push(call);
    // An entry without a query string answers every query of its path (the function reads call.path).
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 501, body: { message: `No mock for ${method} ${path}` } });
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text === '' ? null : text, { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const healthcareUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  tenant: 'Healthcare',
  emailVerified: true,
  twoFactorEnabled: false,
  emailOnReply: true,
};

/** Signs a user in for a test: a stored token and the session endpoint answering with the user. */
export function signedInAs(user: Partial<typeof healthcareUser> = {}) {
  localStorage.setItem('token', 'test-token');
  return { 'GET /auth/me': { body: { ...healthcareUser, ...user } } };
}
