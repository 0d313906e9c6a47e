// Issue 17, check 3: files live in the object store, so any replica serves what another stored.
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../server/test/support/test-files.js';
import { call, expectStatus, fileForm, register, type Account } from './support/api.js';
import { startCluster, type Cluster } from './support/cluster.js';

let cluster: Cluster;
let a: string;
let b: string;
let lb: string;
let recruiter: Account;
beforeAll(async () => {
  cluster = await startCluster({ name: 'files', withModelServer: false });
  [a, b] = cluster.replicas.map((replica) => replica.url) as [string, string];
  lb = cluster.lb.url;
  recruiter = await register(lb);
});
afterAll(async () => cluster?.stop());

const RESUME = [
  'Maria Gonzalez',
  'maria.gonzalez@example.com | (555) 010-2030',
  'EXPERIENCE',
  'ICU Charge Nurse, St. Mary Hospital, Jan 2019 - Present',
  '- Led a team of 12 nurses in a 24-bed intensive care unit',
  'Registered Nurse, City Clinic, 2014 - 2018',
  'SKILLS',
  'Critical care, ventilator management, patient education',
];

async function fetchBytes(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('files across replicas', () => {
  it('When a resume is uploaded through A, then B previews, downloads, exports and re-analyses it', async () => {
    const original = await makePdf(RESUME);
    const token = recruiter.token;
    const uploaded = await expectStatus<{ id: string; processingStatus: string }>(
      call(a, '/resumes/upload', { token, form: fileForm(original, 'Maria CV.pdf', 'application/pdf') }),
      201,
    );
    expect(uploaded.processingStatus).toBe('parsed');
    const id = uploaded.id;

    // The preview's signed link, issued by A, opened on B and through the load balancer; and B's own.
    const linkFromA = await expectStatus<{ downloadUrl: string }>(call(a, `/resumes/${id}/download`, { token }), 200);
    const linkFromB = await expectStatus<{ downloadUrl: string }>(call(b, `/resumes/${id}/download`, { token }), 200);
    for (const url of [`${b}${linkFromA.downloadUrl}`, `${lb}${linkFromA.downloadUrl}`, `${b}${linkFromB.downloadUrl}`]) {
      const file = await fetchBytes(url);
      expect(file).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(file.bytes.equals(original)).toBe(true);
    }

    const pdf = await call(b, `/resumes/${id}/export?format=pdf`, { token });
    expect(pdf.status).toBe(200);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Maria Gonzalez');
    const docx = await call(b, `/resumes/${id}/export?format=docx`, { token });
    expect(docx.status).toBe(200);
    expect((await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) })).value).toContain('ICU Charge Nurse');

    const reanalysed = await expectStatus<{ resume: { processingStatus: string } }>(
      call(b, `/resumes/${id}/process`, { token, json: { prompt: 'critical care leadership' } }),
      200,
    );
    expect(reanalysed.resume.processingStatus).toBe('processed');
    // A and the load balancer show B's summary, and export it.
    for (const origin of [a, lb]) {
      const detail = await expectStatus<{ processingStatus: string; summaryPrompt: string | null }>(call(origin, `/resumes/${id}`, { token }), 200);
      expect(detail).toMatchObject({ processingStatus: 'processed', summaryPrompt: 'critical care leadership' });
    }
    const exportedByA = await call(a, `/resumes/${id}/export?format=pdf`, { token });
    expect(await pdfText(Buffer.from(await exportedByA.arrayBuffer()))).toContain('critical care leadership');

    // The bytes are in the bucket, under the name the row gives.
    const { rows } = await cluster.db.query<{ storedName: string }>('SELECT "storedName" FROM "Resume" WHERE id = $1', [id]);
    expect((await cluster.storage.read(rows[0]!.storedName)).equals(original)).toBe(true);
  });
});
