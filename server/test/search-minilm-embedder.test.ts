import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The MiniLM sentence model (issue 19's stronger offline embedder): the candidate index's default
// (CANDIDATE_EMBEDDER) and, with LOCAL_EMBEDDER=minilm, the document library's, sharing one model
// process; a query in words the text never uses still finds it.

let t: TestApp;
let recruiter: SignedInUser;

const TELEMETRY_NURSE = `Dana Whitfield
Tucson, AZ | dana.whitfield@example.com | (520) 555-0111

Experience
Registered Nurse, Telemetry Unit — Banner University Medical Center, Tucson, AZ (Feb 2020–Present)
* Five-lead ECG interpretation and arrhythmia recognition for a 32-bed step-down unit

Skills
ECG interpretation, Arrhythmia recognition
`;

const JAVA_DEVELOPER = `Marco Ruiz
Austin, TX | marco.ruiz@example.com | (512) 555-0177

Experience
Java Developer — Lakeside Software, Austin, TX (May 2018–Present)
* Spring Boot microservices and REST APIs for order processing

Education
B.S. Computer Science, University of Texas at Austin, 2018

Skills
Java, Spring Boot, Microservices
`;

const ACCOUNTANT = `Helen Park
Columbus, OH | helen.park@example.com | (614) 555-0123

Experience
Staff Accountant — Buckeye Foods, Columbus, OH (Aug 2016–Present)
* Month-end close, accounts payable and bank reconciliations

Skills
Reconciliations, Accounts payable, Excel
`;

async function uploadResume(text: string, filename: string): Promise<void> {
  const res = await t.api.post('/api/resumes/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(text), filename);
  expect(res.status, res.text).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp({ env: { LOCAL_EMBEDDER: 'minilm', CANDIDATE_EMBEDDER: 'minilm' } });
  recruiter = await signUp(t);
  await uploadResume(TELEMETRY_NURSE, 'dana-whitfield.txt');
  await uploadResume(JAVA_DEVELOPER, 'marco-ruiz.txt');
  await uploadResume(ACCOUNTANT, 'helen-park.txt');
});
afterAll(async () => t.close());

describe('search with the MiniLM embedder', () => {
  it('When a recruiter asks for a "heart monitoring nurse", then the telemetry nurse comes first, and the resumes were embedded by MiniLM', async () => {
    const res = await t.api.post('/api/candidates/search').set(bearer(recruiter.token)).send({ query: 'heart monitoring nurse' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.results[0].candidate.email).toBe('dana.whitfield@example.com');

    const models = await t.ctx.prisma.resumePassage.groupBy({ by: ['embeddingModel'], _count: true });
    expect(models.map((row) => row.embeddingModel)).toEqual(['minilm-l6-v2-v1']);
    expect(t.ctx.candidateEmbedder).toBe(t.ctx.embedder);
  });

  it('When a document is searched in other words, then its passage is found first', async () => {
    const upload = (text: string, filename: string) =>
      t.api.post('/api/documents/upload').set(bearer(recruiter.token)).attach('file', Buffer.from(text), filename).expect(201);
    await upload('Parking\n\nStaff park in the north garage; permits are renewed every January at the security desk.', 'parking.txt');
    const { body: leave } = await upload('Bereavement leave\n\nAfter the death of a close relative an employee may take up to five paid days off.', 'bereavement.txt');

    const search = () => t.api.post('/api/documents/search').set(bearer(recruiter.token)).send({ query: 'time off when a family member passes away' });
    await expect.poll(async () => (await search()).body.results?.[0]?.id, { timeout: 15_000, interval: 200 }).toBe(leave.id);
  });
});
