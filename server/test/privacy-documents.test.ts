import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { columnsHolding, seedCandidate, type Person } from './support/candidate-data.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { twinTenantUser } from './support/outreach.js';
import { binaryBody, startTestApp, storedFiles, type TestApp } from './support/test-app.js';

// Documents of the library that name a person go with their export or erasure only when the
// recruiter picks them (issue 22): found by name or address, exported whole, erased whole.

const zelda: Person = {
  name: 'Zelda Vandersloot',
  email: 'zelda.vandersloot@example.org',
  phone: '(555) 987-0042',
  sentence: 'Pioneered a bedside ultrasound protocol for neonatal transport teams.',
};

// Each document's own sentence, found nowhere else, to look for after the erase.
const LETTER = 'She calmed a frightened family during the helicopter handover.';
const ROTA = 'Friday nights on ward seven need one more float nurse.';
const POLICY = 'Annual leave is fifteen days for every permanent employee.';

let t: TestApp;
let recruiter: SignedInUser;
let other: SignedInUser;
const ids: Record<'letter' | 'rota' | 'notes' | 'policy' | 'otherTenants', string> = { letter: '', rota: '', notes: '', policy: '', otherTenants: '' };

async function uploadDocument(user: SignedInUser, filename: string, lines: string[]): Promise<string> {
  const res = await t.api.post('/api/documents/upload').set(bearer(user.token)).attach('file', Buffer.from(lines.join('\n')), filename);
  if (res.status !== 201) throw new Error(`document upload failed: ${res.status} ${res.text}`);
  return res.body.id;
}

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  other = await twinTenantUser(t);
  await seedCandidate(t, recruiter, zelda);
  // The name split over a line, as a letter wraps it.
  ids.letter = await uploadDocument(recruiter, 'Reference letter.txt', ['To whom it may concern,', 'I worked beside Zelda', "Vandersloot's team for years.", LETTER]);
  ids.rota = await uploadDocument(recruiter, 'Rota.txt', [`Cover: ${zelda.email}`, ROTA]);
  ids.notes = await uploadDocument(recruiter, 'Zelda Vandersloot interview.txt', ['Strong answers on triage.']);
  ids.policy = await uploadDocument(recruiter, 'Leave policy.txt', [POLICY]);
  ids.otherTenants = await uploadDocument(other, 'Their letter.txt', ['About Zelda Vandersloot, from another organisation.']);
});
afterAll(async () => t.close());

const candidatePath = `/api/candidates/${encodeURIComponent(zelda.email)}`;
const fileText = () => storedFiles(t).map((name) => readFileSync(path.join(t.ctx.config.uploadDir, name), 'utf8'));
const exportZip = (query: string) => t.api.get(`${candidatePath}/export${query}`).set(bearer(recruiter.token)).buffer(true).parse(binaryBody as never);
const activity = async () =>
  (await t.api.get('/api/privacy/activity').set(bearer(recruiter.token)).expect(200)).body.items as { event: string; detail: Record<string, unknown> }[];

describe('GET /api/candidates/{email}/documents', () => {
  it('When the recruiter asks which documents name the candidate, then those naming them by name or address come with where, and no other document or tenant', async () => {
    const res = await t.api.get(`${candidatePath}/documents`).set(bearer(recruiter.token));

    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'GET /api/candidates/{email}/documents');
    const byId = new Map(res.body.documents.map((document: { id: string }) => [document.id, document]));
    expect([...byId.keys()].sort()).toEqual([ids.letter, ids.rota, ids.notes].sort());
    expect(byId.get(ids.letter)).toMatchObject({ title: 'Reference letter.txt', snippet: expect.stringContaining('\uE000Zelda\uE001') });
    expect(byId.get(ids.rota)).toMatchObject({ title: 'Rota.txt', snippet: expect.stringContaining(`\uE000${zelda.email}\uE001`) });
    // Named in its title only: offered, with nothing to quote.
    expect(byId.get(ids.notes)).toMatchObject({ title: 'Zelda Vandersloot interview.txt', snippet: null });
  });

  it("When another tenant's user asks, then 404: nothing held about the address there", async () => {
    expect((await t.api.get(`${candidatePath}/documents`).set(bearer(other.token))).status).toBe(404);
  });
});

describe('Picked documents in an export and an erase', () => {
  it('When the export names a picked document, then the zip holds its row and its original file, and the Activity counts it', async () => {
    const res = await exportZip(`?documents=${ids.letter}`);

    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(entries).filter((name) => name.startsWith('documents/'))).toEqual(['documents/1-Reference letter.txt']);
    expect(Buffer.from(entries['documents/1-Reference letter.txt']!).toString()).toContain(LETTER);
    const data = JSON.parse(Buffer.from(entries['candidate-data.json']!).toString());
    expect(data.documents).toEqual([
      expect.objectContaining({ id: ids.letter, title: 'Reference letter.txt', file: 'documents/1-Reference letter.txt', extractedText: expect.stringContaining(LETTER) }),
    ]);
    // Not picked, not exported.
    expect(JSON.stringify(data)).not.toContain(ROTA);
    expect((await activity()).find((item) => item.event === 'candidate.exported')?.detail).toMatchObject({ documents: 1, files: 3 });
  });

  it("When a picked id is another tenant's document (or not an id), then the export and the erase answer 404 and nothing is erased", async () => {
    const heldBefore = await columnsHolding(t, zelda.sentence);
    for (const picked of [ids.otherTenants, 'not-an-id']) {
      const exported = await exportZip(`?documents=${ids.letter},${picked}`);
      expect(exported.status).toBe(404);
      const erased = await t.api.delete(`${candidatePath}?documents=${ids.letter},${picked}`).set(bearer(recruiter.token));
      expect(erased.status).toBe(404);
      expect(erased.body.message).toBe('Document not found');
    }
    expect(await columnsHolding(t, zelda.sentence)).toEqual(heldBefore);
    expect(await columnsHolding(t, LETTER)).toEqual(expect.arrayContaining(['Document.extractedText', 'DocumentChunk.content']));
    expect(await t.ctx.prisma.document.count({ where: { id: ids.otherTenants } })).toBe(1);
    expect((await activity()).filter((item) => item.event === 'candidate.exported')).toHaveLength(1);
  });

  it('When the erase names picked documents, then they go whole (row, text, index, file) with the candidate; a document not picked stays', async () => {
    const res = await t.api.delete(`${candidatePath}?documents=${ids.letter},${ids.notes}`).set(bearer(recruiter.token));

    expect(res.status).toBe(200);
    expectDocumentedAnswer(res, 'DELETE /api/candidates/{email}');
    expect(res.body).toEqual({ message: 'Candidate erased', resumes: 2, outreach: 2, documents: 2, files: 4 });
    expect(await columnsHolding(t, LETTER)).toEqual([]);
    expect(await columnsHolding(t, 'Strong answers on triage')).toEqual([]);
    expect(fileText().filter((text) => text.includes(LETTER) || text.includes('Strong answers on triage'))).toEqual([]);
    expect(await t.ctx.prisma.pendingFileDeletion.count()).toBe(0);
    const library = (await t.api.get('/api/documents?page=1&limit=24').set(bearer(recruiter.token)).expect(200)).body.documents as { id: string }[];
    expect(library.map((document) => document.id).sort()).toEqual([ids.rota, ids.policy].sort());
    // The rota names her but was not picked: it is the organisation's and stays, text and file.
    expect(await columnsHolding(t, ROTA)).toEqual(expect.arrayContaining(['Document.extractedText', 'DocumentChunk.content']));
    expect(fileText().filter((text) => text.includes(ROTA))).toHaveLength(1);
    expect((await activity()).find((item) => item.event === 'candidate.erased')?.detail).toMatchObject({ documents: 2, files: 4 });
    expect(await t.ctx.prisma.document.count({ where: { id: ids.otherTenants } })).toBe(1);
  });
});
