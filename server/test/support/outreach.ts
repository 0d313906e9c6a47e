import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AiSummary } from '../../src/ai/resume-analysis.js';
import { bearer, signUp, type SignedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

export type CandidateFacts = { name: string; email: string; title?: string; location?: string; phone?: string; skills?: string[] };

/** An analysed resume as the resume pipeline stores it: the candidate source for outreach. */
export async function addAnalysedResume(t: TestApp, owner: SignedInUser, facts: CandidateFacts, createdAt = new Date()) {
  const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
  const aiSummary: AiSummary = {
    professionalSummary: `${facts.name} has years of experience.`,
    personalInfo: { name: facts.name, email: facts.email, phone: facts.phone ?? '', location: facts.location ?? '', linkedin: '', website: '' },
    workExperience: facts.title ? [{ title: facts.title, company: 'General Hospital', duration: '2019 - Present', responsibilities: ['Cared for patients'] }] : [],
    education: [{ degree: 'BSN', institution: 'State University', year: '2015' }],
    skills: facts.skills ?? ['Critical care'],
    certifications: [],
    keyAchievements: [],
    careerLevel: 'mid',
  };
  return t.ctx.prisma.resume.create({
    data: {
      tenantId: user.tenantId,
      uploadedById: user.id,
      originalFilename: `${facts.name.replace(/\W+/g, '-')}.pdf`,
      // A name as the storage makes them (its file is not written: the resume's text is enough here).
      storedName: randomBytes(16).toString('hex'),
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      sha256: randomUUID(),
      processingStatus: 'parsed',
      extractedText: facts.name,
      aiSummary,
      createdAt,
    },
  });
}

export const draftBody = (to: { email: string; name: string }, overrides: Record<string, unknown> = {}) => ({
  recipientEmail: to.email,
  recipientName: to.name,
  subject: 'A role for {{candidateName}}',
  content: 'Hi {{candidateName}},\nA {{candidateTitle|nursing}} role.\n\n{{yourName}}',
  ...overrides,
});

export async function createDraft(t: TestApp, user: SignedInUser, body: Record<string, unknown>) {
  const res = await t.api.post('/api/outreach').set(bearer(user.token)).send(body);
  if (res.status !== 201) throw new Error(`create draft failed: ${res.status} ${res.text}`);
  return res.body as { id: string; status: string };
}

/** `count` drafts of `user`, to label0@example.com, label1@example.com and so on; their ids in that order. */
export async function createDrafts(t: TestApp, user: SignedInUser, label: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) ids.push((await createDraft(t, user, draftBody({ email: `${label}${index}@example.com`, name: `${label} ${index}` }))).id);
  return ids;
}

/**
 * A user of a second organisation that also passes the Healthcare guard (the name compared
 * ignoring case), so only the tenant filter stands between it and the first tenant's rows.
 */
export async function twinTenantUser(t: TestApp) {
  const other = await signUp(t);
  const twin = await t.ctx.prisma.tenant.create({ data: { name: `HEALTHCARE` } });
  await t.ctx.prisma.user.update({ where: { email: other.email }, data: { tenantId: twin.id } });
  const login = await t.api.post('/api/auth/login').send({ email: other.email, password: other.password, tenantName: 'HEALTHCARE' });
  if (login.status !== 200) throw new Error(`twin login failed: ${login.status} ${login.text}`);
  return { ...other, tenantName: 'HEALTHCARE', token: login.body.accessToken as string };
}

/** A loopback port nothing listens on: a mail server that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` passes (for work done after the response, such as the pixel's record). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
