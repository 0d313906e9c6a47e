// The soak's request mix: what one simulated recruiter (one autocannon connection) sends, over and
// over, and the tally of what came back. Each connection is a recruiter signed in as one of a few
// Healthcare users, with its own client address (X-Forwarded-For, trusted with TRUST_PROXY=loopback).
import type autocannon from 'autocannon';
import { summarize } from './stats.js';

export type Kind =
  | 'sign-in' | 'session' | 'resumes' | 'outreach' | 'documents' | 'dashboard' | 'search' | 'draft' | 'send' | 'resume upload' | 'document upload';

/** Requests of each kind in one cycle of 100 (a draft is always followed by its send): reads dominate. */
export const MIX: { kind: Kind; label: string; perCycle: number }[] = [
  { kind: 'sign-in', label: 'POST /api/auth/login', perCycle: 1 },
  { kind: 'session', label: 'GET /api/auth/me', perCycle: 20 },
  { kind: 'resumes', label: 'GET /api/resumes?limit=6', perCycle: 16 },
  { kind: 'outreach', label: 'GET /api/outreach?page=1&limit=5', perCycle: 16 },
  { kind: 'documents', label: 'GET /api/documents?page=1&limit=6', perCycle: 12 },
  { kind: 'dashboard', label: 'GET /api/analytics/dashboard', perCycle: 12 },
  { kind: 'search', label: 'POST /api/documents/search', perCycle: 12 },
  { kind: 'draft', label: 'POST /api/outreach (a draft)', perCycle: 4 },
  { kind: 'send', label: 'POST /api/outreach/:id/send (that draft)', perCycle: 4 },
  { kind: 'resume upload', label: 'POST /api/resumes/upload (2-page PDF)', perCycle: 2 },
  { kind: 'document upload', label: 'POST /api/documents/upload (2-page PDF)', perCycle: 1 },
];

/** The kinds that need the document library, which needs pgvector (Debian's PostgreSQL has none). */
export const DOCUMENT_KINDS: Kind[] = ['search', 'document upload'];

/** Plain-language questions a recruiter would ask of the policy library. */
const QUESTIONS = [
  'how do I apply for parental leave',
  'who approves overtime requests',
  'how long do we keep records about background checks',
  'do per diem staff get sick pay',
  'when are changes to the on-call rota announced',
  'who answers questions about health insurance',
  'can nurses get tuition support',
  'what needs written approval from the department head',
  'is there a relocation package for new hires',
  'what should I read before my first night shift',
];

/** A multipart/form-data body with one file (field `file`) and text fields, built once and replayed. */
export function multipart(file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----soak-${Date.now().toString(36)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type Upload = ReturnType<typeof multipart>;
export type Recruiter = { email: string; password: string; accessToken: string; templateId: string };
export type MixInput = { recruiters: Recruiter[]; resume: Upload; document: Upload };

// The per-IP limit allows 60 auth calls per address in 15 minutes; a recruiter moves to a fresh
// address after 50 sign-ins so that the soak measures the server, not that limit.
const SIGN_INS_PER_ADDRESS = 50;

/** One connection's recruiter: who it signs in as, its current token and address, and its last draft. */
type Connection = { index: number; recruiter: Recruiter; token: string; signIns: number; sent: number; draftId?: string };

const addressOf = (c: Connection) => `10.88.${Math.floor(c.signIns / SIGN_INS_PER_ADDRESS)}.${c.index + 1}`;

type Spec = {
  method: 'GET' | 'POST';
  path: (c: Connection) => string;
  body?: (c: Connection) => { contentType: string; body: string | Buffer };
  expect: number;
  /** What is wrong with a body that came with the expected status, if anything; may update the connection. */
  check?: (body: string, c: Connection) => string | undefined;
};

const json = (value: unknown) => ({ contentType: 'application/json', body: JSON.stringify(value) });
const parsed = (body: string): Record<string, unknown> => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};
const expectField = (field: string, value: string) => (body: string) =>
  parsed(body)[field] === value ? undefined : `${field} is not ${value}`;

function specs({ resume, document }: MixInput): Record<Kind, Spec> {
  return {
    'sign-in': {
      method: 'POST',
      path: () => '/api/auth/login',
      body: (c) => json({ email: c.recruiter.email, password: c.recruiter.password, tenantName: 'Healthcare' }),
      expect: 200,
      check: (body, c) => {
        const token = parsed(body).accessToken;
        if (typeof token !== 'string') return 'no accessToken';
        c.token = token;
        return undefined;
      },
    },
    session: { method: 'GET', path: () => '/api/auth/me', expect: 200 },
    resumes: { method: 'GET', path: () => '/api/resumes?limit=6', expect: 200 },
    outreach: { method: 'GET', path: () => '/api/outreach?page=1&limit=5', expect: 200 },
    documents: { method: 'GET', path: () => '/api/documents?page=1&limit=6', expect: 200 },
    dashboard: { method: 'GET', path: () => '/api/analytics/dashboard?tz=UTC', expect: 200 },
    search: {
      method: 'POST',
      path: () => '/api/documents/search',
      body: (c) => json({ query: QUESTIONS[(c.index + c.sent) % QUESTIONS.length], topK: 5 }),
      expect: 200,
      check: (body) => ((parsed(body).results as unknown[] | undefined)?.length ? undefined : 'no results'),
    },
    draft: {
      method: 'POST',
      path: () => '/api/outreach',
      body: (c) => {
        c.draftId = undefined; // set again by this draft's answer, if it is a success
        return json({
          templateId: c.recruiter.templateId,
          recipientEmail: `candidate-${c.index}-${c.sent}@example.com`,
          recipientName: `Candidate ${c.index}-${c.sent}`,
          subject: 'A night-shift ICU role, {{candidateName|there}}',
          content: 'Hi {{candidateName|there}},\n\nWe have an ICU opening that matches your background.\n\n{{yourName}}',
        });
      },
      expect: 201,
      check: (body, c) => {
        const id = parsed(body).id;
        c.draftId = typeof id === 'string' ? id : undefined;
        return c.draftId ? undefined : 'no id';
      },
    },
    send: {
      method: 'POST',
      // A failed draft leaves no id: the send then answers 404 and counts as a second error.
      path: (c) => `/api/outreach/${c.draftId ?? '00000000-0000-4000-8000-000000000000'}/send`,
      expect: 200,
      check: expectField('status', 'delivered'),
    },
    'resume upload': { method: 'POST', path: () => '/api/resumes/upload', body: () => resume, expect: 201, check: expectField('processingStatus', 'parsed') },
    'document upload': { method: 'POST', path: () => '/api/documents/upload', body: () => document, expect: 201, check: expectField('status', 'processed') },
  };
}

/**
 * The cycle's order: the kinds spread evenly by smooth weighted round robin (a draft and its send
 * as one step), started at a different step on each connection so that they do not move in step.
 */
function cycleOf(offset: number, kinds: Kind[]): Kind[] {
  const steps = MIX.filter((m) => m.kind !== 'send' && kinds.includes(m.kind));
  const total = steps.reduce((sum, m) => sum + m.perCycle, 0);
  const current = new Map(steps.map((m) => [m.kind, 0]));
  const order: Kind[] = [];
  for (let i = 0; i < total; i++) {
    for (const m of steps) current.set(m.kind, current.get(m.kind)! + m.perCycle);
    const chosen = steps.reduce((best, m) => (current.get(m.kind)! > current.get(best.kind)! ? m : best));
    current.set(chosen.kind, current.get(chosen.kind)! - total);
    order.push(chosen.kind);
  }
  const rotated = [...order.slice(offset % total), ...order.slice(0, offset % total)];
  return rotated.flatMap((kind) => (kind === 'draft' ? ['draft', 'send'] : [kind]));
}

/** Answers per kind: latencies, statuses and what was wrong. */
export class Tally {
  readonly latencies = new Map<Kind, number[]>(MIX.map((m) => [m.kind, []]));
  readonly statuses = new Map<Kind, Map<number, number>>(MIX.map((m) => [m.kind, new Map()]));
  readonly problems = new Map<string, number>();
  /** What the 201 answers created (drafts, resumes, documents), to look for afterwards. */
  readonly created: { kind: Kind; id: string }[] = [];

  answer(kind: Kind, status: number, problem: string | undefined) {
    const counts = this.statuses.get(kind)!;
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (problem) this.problems.set(`${kind}: ${problem}`, (this.problems.get(`${kind}: ${problem}`) ?? 0) + 1);
  }

  get count() {
    return [...this.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  }

  get errors() {
    return [...this.problems.values()].reduce((sum, n) => sum + n, 0);
  }

  summary(kind?: Kind) {
    return summarize(kind ? this.latencies.get(kind)! : [...this.latencies.values()].flat());
  }
}

/** A request of the mix, as one connection sends it now. */
export type MixRequest = { kind: Kind; method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body: string | Buffer };

/**
 * The connections of the mix (of `kinds`, all by default): each is one recruiter with its own
 * cycle, address and token. `request` builds its next request of a kind, `answer` checks the
 * answer (the tally counts it, and what it created) and keeps the token or draft it brought.
 */
export function mixConnections(input: MixInput, connections: number, kinds: Kind[] = MIX.map((m) => m.kind)) {
  const all = specs(input);
  return Array.from({ length: connections }, (_, index) => {
    const recruiter = input.recruiters[index % input.recruiters.length]!;
    const c: Connection = { index, recruiter, token: recruiter.accessToken, signIns: 0, sent: 0 };
    return {
      cycle: cycleOf(index * 7, kinds),
      request(kind: Kind): MixRequest {
        const spec = all[kind];
        const payload = spec.body?.(c);
        const headers = {
          Authorization: `Bearer ${c.token}`,
          'X-Forwarded-For': addressOf(c),
          ...(payload ? { 'Content-Type': payload.contentType } : {}),
        };
        c.sent += 1;
        if (kind === 'sign-in') c.signIns += 1;
        return { kind, method: spec.method, path: spec.path(c), headers, body: payload?.body ?? Buffer.alloc(0) };
      },
      answer(kind: Kind, status: number, body: string, tally: Tally) {
        const spec = all[kind];
        tally.answer(kind, status, status === spec.expect ? spec.check?.(body, c) : `status ${status}`);
        const id = status === 201 ? parsed(body).id : undefined;
        if (typeof id === 'string') tally.created.push({ kind, id });
      },
    };
  });
}

/**
 * autocannon options for the mix: each autocannon connection is one of `mixConnections`, every
 * answer is checked and timed into `tally`. Connections keep their state across calls, so the
 * warm-up and the measured run share the sign-in counts per address. autocannon pairs answers with
 * requests by their order on a connection: after a connection the server closed mid-request it
 * pairs them wrongly, so this mix suits servers that keep their connections (cluster/support/fetch-mix.ts
 * drives it where they may not).
 */
export function mixOptions(input: MixInput, connections: number, tally: () => Tally, kinds?: Kind[]): Partial<autocannon.Options> {
  const mix = mixConnections(input, connections, kinds);
  let next = 0;
  return {
    connections,
    setupClient: (client) => {
      const connection = mix[next++ % connections]!;
      let lastKind: Kind;
      client.setRequests(
        connection.cycle.map((kind): autocannon.Request => ({
          setupRequest: (request) => {
            const { method, path, headers, body } = connection.request(kind);
            return { ...request, method, path, headers, body };
          },
          onResponse: (status, body) => {
            lastKind = kind;
            connection.answer(kind, status, body, tally());
          },
        })),
      );
      // Emitted right after onResponse for the same request, with autocannon's own timing.
      client.on('response', (_status, _bytes, responseTime) => tally().latencies.get(lastKind)!.push(responseTime));
    },
  };
}
