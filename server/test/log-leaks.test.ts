import { describe, expect, it } from 'vitest';
import { findLeaks, type Secret } from './support/log-leaks.js';

// The checker the whole suite's log audit relies on (support/global-log-audit.ts): it must see a
// leak, and must not cry wolf at the numbers every request log carries.
const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1_763_900_000_000, pid: 4242, ...fields });
const secrets: Secret[] = [
  { kind: 'code', value: '4821' },
  { kind: 'code', value: '2019' },
  { kind: 'token', value: 'Zq9-reset-token-value-123456' },
  { kind: 'password', value: 'Str0ng!Pass' },
];
const check = (...lines: string[]) => findLeaks([{ file: 'app.log', text: `${lines.join('\n')}\n` }], secrets);

describe('findLeaks', () => {
  it.each([
    ['a code in a message', line({ msg: 'sent code 4821 to the user' })],
    ['a code as a field', line({ devHint: '4821' })],
    ['a reset token in a URL', line({ req: { url: '/reset-password?token=Zq9-reset-token-value-123456' } })],
    ['a password in an error', line({ err: { message: 'bad input Str0ng!Pass' } })],
    ['any session token', line({ msg: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXBhcnQ' })],
    ['any bcrypt hash', line({ user: { passwordHash: '$2b$11$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0' } })],
  ])('When the log holds %s, then it is a leak', (_label, text) => {
    expect(check(text)).toHaveLength(1);
  });

  it('When the same four digits are a size, a port, a time or part of an id, then it is not a leak', () => {
    expect(
      check(
        line({ res: { statusCode: 200, headers: { 'content-length': '4821', ratelimit: ['"10000-in-1min"; r=4821; t=50'] } }, responseTime: 4821 }),
        line({ res: { statusCode: 200, contentLength: '4821' }, responseTime: 12 }),
        line({ req: { remotePort: 4821, url: '/api/outreach/1f2e4821-aaaa-4bbb-8ccc-000000004821' } }),
        line({ msg: 'started at 2026-11-23T14:48:21.000Z', file: 'outbox/4821-ab.eml' }),
        line({ res: { headers: { 'last-modified': 'Mon, 23 Nov 4821 16:20:47 GMT', 'cache-control': 'public, max-age=4821' } } }),
        line({ msg: 'model answer', job: { duration: '2019 - Present' } }),
        line({ err: { type: 'DatabaseError', message: 'terminating connection due to administrator command', file: 'postgres.c', line: '4821', routine: 'ProcessInterrupts' } }),
      ),
    ).toEqual([]);
  });

  it('When a leak is reported, then the report names its kind and file, never the secret', () => {
    expect(check(line({ msg: 'code 4821' }), line({ msg: 'Str0ng!Pass' }))).toEqual(['a code in app.log', 'a password in app.log']);
  });
});
