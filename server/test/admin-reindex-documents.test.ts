import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from './support/admin.js';
import { bearer, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// `npm run admin -- reindex-documents` on the real app's database. Apart from the other admin
// commands because it needs real pgvector, which the wire-protocol run (Debian's PostgreSQL) lacks.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const run = (argv: string[]) => runAdmin(t, argv);
const userRow = (email: string) => t.ctx.prisma.user.findUniqueOrThrow({ where: { email } });

describe('reindex-documents', () => {
  it('When a document was never indexed, then the command indexes it, search finds it, and a second run has nothing to do', async () => {
    const user = await signUp(t);
    const owner = await userRow(user.email);
    const text = 'Night shift nurses may swap rota slots with a colleague after the ward manager approves the swap in writing.';
    await t.ctx.prisma.document.create({
      data: {
        tenantId: owner.tenantId,
        uploadedById: owner.id,
        title: 'Shift swap policy',
        originalFilename: 'shift-swap.txt',
        storedName: crypto.randomUUID().replaceAll('-', ''),
        mimeType: 'text/plain',
        sizeBytes: text.length,
        sha256: '0'.repeat(64),
        extractedText: text,
      },
    });
    const first = await run(['reindex-documents']);
    expect(first).toMatch(/documents; \d+ were already indexed, 1 indexed now\.$/);
    const search = await t.api.post('/api/documents/search').set(bearer(user.token)).send({ query: 'can I swap my night shift?', topK: 3 });
    expect(search.body.results[0]).toMatchObject({ title: 'Shift swap policy', status: 'processed' });
    expect(await run(['reindex-documents'])).toMatch(/, 0 indexed now\.$/);
  });

  it('When given an option it does not know, then it refuses and points to its help', async () => {
    await expect(Promise.resolve().then(() => run(['reindex-documents', '--all']))).rejects.toThrow('See: npm run admin -- reindex-documents --help');
  });
});
