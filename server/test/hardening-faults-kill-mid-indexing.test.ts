import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './support/factories.js';
import { startOpenAiStub } from './support/openai-stub.js';
import { eventually } from './support/outreach.js';
import { freePort, runningServers, startServerProcess } from './support/server-process.js';

// documents-index calls finishAbandonedDocuments in-process; this kills the real entry point
// while the embedder holds a document's request, and checks what the restart makes of it.
const stubs: Awaited<ReturnType<typeof startOpenAiStub>>[] = [];
afterEach(() => {
  for (const child of runningServers) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const stub of stubs) await stub.close();
});

describe('a server killed with SIGKILL mid-indexing', () => {
  it('When it restarts, then the document is indexed by the restart, once, and no stray file is left', async () => {
    const hanging = await startOpenAiStub();
    const working = await startOpenAiStub();
    stubs.push(hanging, working);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-kill-index-'));
    const port = await freePort();
    // The killed process's lease on the document runs out after WORK_LEASE_SECONDS; then the restarted one takes it over.
    const env = { REQUIRE_EMAIL_VERIFICATION: 'false', JWT_SECRET: 'kill-mid-index-secret-that-is-long-enough-0123', OPENAI_EMBEDDING_MODEL: 'stub-embedding', WORK_LEASE_SECONDS: '2' };
    const first = await startServerProcess(dataDir, port, { ...env, OPENAI_BASE_URL: hanging.baseUrl });
    const registered = await fetch(`${first.base}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kill', lastName: 'Index', email: 'kill-index@example.com', password: GOOD_PASSWORD }),
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}` };

    const held = hanging.hangEmbeddings();
    const form = new FormData();
    form.append('file', new Blob(['Night shifts\n\nNight shifts pay a 20% premium on the base rate.']), 'night.txt');
    void fetch(`${first.base}/documents/upload`, { method: 'POST', headers: auth, body: form }).catch(() => {}); // dies with the server
    await held;
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServerProcess(dataDir, port, { ...env, OPENAI_BASE_URL: working.baseUrl });
    const list = async () => (await (await fetch(`${second.base}/documents`, { headers: auth })).json()) as { documents: { id: string; status: string }[] };
    await eventually(async () => expect((await list()).documents).toEqual([expect.objectContaining({ status: 'processed' })]), 20_000);
    expect(working.embeddingRequests.length).toBeGreaterThan(0);

    const search = await fetch(`${second.base}/documents/search`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'night shift premium' }),
    });
    expect(((await search.json()) as { results: unknown[] }).results).toHaveLength(1);
    // One stored file for the one document; no partial upload left behind.
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.startsWith('.') || name.endsWith('.partial'))).toHaveLength(1);
  }, 120_000);
});
