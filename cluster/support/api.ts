import { randomUUID } from 'node:crypto';

export const PASSWORD = 'Cluster!Pass9';

let visitors = 0;
/**
 * A client address of its own (198.18.0.0/15, the benchmarking range), sent as X-Forwarded-For:
 * the replicas trust the proxy and the suites' loopback, so each simulated visitor has its own
 * sign-in budget, as people behind the load balancer do.
 */
export const newVisitor = () => {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

type CallOptions = { method?: string; token?: string; json?: unknown; form?: FormData; visitor?: string };

/** One API call to `origin` (a replica or the load balancer), as a browser at `visitor` makes it. */
export function call(origin: string, route: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.visitor) headers['X-Forwarded-For'] = options.visitor;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${origin}/api${route}`, {
    method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
}

/** The answer's JSON body, after checking its status. */
export async function expectStatus<T = Record<string, unknown>>(answer: Promise<Response> | Response, status: number): Promise<T> {
  const res = await answer;
  const text = await res.text();
  if (res.status !== status) throw new Error(`${res.url} answered ${res.status}, not ${status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export type Account = { email: string; password: string; token: string };

/** A Healthcare recruiter registered through `origin` (e-mail verification is off in the cluster). */
export async function register(origin: string, label = 'recruiter'): Promise<Account> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const body = await expectStatus<{ accessToken: string }>(
    call(origin, '/auth/register', { json: { firstName: 'Casey', lastName: 'Cluster', email, password: PASSWORD, tenantName: 'Healthcare' }, visitor: newVisitor() }),
    201,
  );
  return { email, password: PASSWORD, token: body.accessToken };
}

export async function signIn(origin: string, account: Pick<Account, 'email' | 'password'>, visitor = newVisitor()): Promise<string> {
  const body = await expectStatus<{ accessToken: string }>(
    call(origin, '/auth/login', { json: { email: account.email, password: account.password, tenantName: 'Healthcare' }, visitor }),
    200,
  );
  return body.accessToken;
}

/** A multipart upload of one file, as the upload forms send it. */
export function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
