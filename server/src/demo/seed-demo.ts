// `npm run seed:demo`: a demo Healthcare account with a month of work in it, so a newcomer sees a
// living dashboard, outreach in every status and a searchable library at once. Everything goes
// through the app's own services (upload, analysis, indexing, drafts); only what the demo cannot
// wait for (a month passing, a recipient opening a message) is written directly. Nothing is sent,
// and the messages go to invented addresses under example.invalid (RFC 2606): the resumes are real
// people's, and a newcomer pressing "Send all drafts" must not write to them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TEMPLATE, placeholderValues, renderPlaceholders } from '@app/shared';
import type { AppContext, Caller } from '../context.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { DEFAULT_TENANT_NAME, findTenantByName } from '../modules/auth/tenants.js';
import { uploadDocument } from '../modules/documents/upload-document.js';
import { findCandidates, type Candidate } from '../modules/outreach/candidates.js';
import { createDraft } from '../modules/outreach/drafts.js';
import { OUTREACH_STATUS } from '../modules/outreach/outreach-view.js';
import { createTemplate } from '../modules/outreach/templates.js';
import { processResume } from '../modules/resumes/process-resume.js';
import { uploadResume } from '../modules/resumes/upload-resume.js';

/** The printed sign-in. A demo, not a secret: do not seed a deployment that strangers can reach. */
export const DEMO_ACCOUNT = {
  email: 'demo@recruiting.example',
  password: 'Demo-Recruiter-2026!',
  firstName: 'Dana',
  lastName: 'Morgan',
  tenantName: DEFAULT_TENANT_NAME,
} as const;

// Resumes people published and HR texts from the repository's measurement sets (sources and
// licences in their SOURCES.md); `npm run seed:demo` runs from a checkout, where they are.
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const RESUME_DIR = path.join(FIXTURES, 'real-resumes');
const DOCUMENT_DIR = path.join(FIXTURES, 'documents/library');
const UPLOADABLE = /\.(pdf|docx?|txt)$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses the demo's messages cycle through, so every badge and chart series has rows. */
const OUTREACH_CYCLE = [
  OUTREACH_STATUS.opened,
  OUTREACH_STATUS.delivered,
  OUTREACH_STATUS.draft,
  OUTREACH_STATUS.sent,
  OUTREACH_STATUS.opened,
  OUTREACH_STATUS.failed,
  OUTREACH_STATUS.replied,
  OUTREACH_STATUS.delivered,
] as const;

export class DemoRefusedError extends Error {
  override name = 'DemoRefusedError';
}

export type DemoSeedResult = {
  isNew: boolean;
  resumes: number;
  templates: number;
  outreach: number;
  documents: number;
};

/**
 * Seeds the demo account once. A second run finds the account and changes nothing. A database
 * with accounts of its own is refused unless `force`: demo data would show up in a real
 * organisation's lists and dashboard.
 */
export async function seedDemo(ctx: AppContext, options: { force?: boolean; now?: Date } = {}): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const existing = await ctx.prisma.user.findUnique({ where: { email: DEMO_ACCOUNT.email } });
  if (existing) return { isNew: false, ...(await countsOf(ctx, existing.tenantId)) };
  const otherAccounts = await ctx.prisma.user.count();
  if (otherAccounts > 0 && !options.force) {
    throw new DemoRefusedError(
      `This database already has ${otherAccounts} account(s); demo data would appear in their organisation. ` +
        'Seed an empty database, or run `npm run seed:demo -- --force` to add it anyway.',
    );
  }
  const caller = await createDemoUser(ctx);
  const resumeIds = await uploadAll(RESUME_DIR, (file) => uploadResume(ctx, { caller, file }));
  // Summarized in detail, as a recruiter does for the promising ones: two of every three.
  for (const [index, id] of resumeIds.entries()) if (index % 3 !== 2) await processResume(ctx, { caller, id });
  const documentIds = await uploadAll(DOCUMENT_DIR, (file) => uploadDocument(ctx, { caller, file, title: titleOf(file) }));
  const templateId = await createTemplates(ctx, caller);
  const outreach = await createOutreach(ctx, caller, templateId, now);
  // Uploads happened just now; spread them over the month, as a month of work would have.
  await spreadOverMonth(ctx, 'resume', resumeIds, now);
  await spreadOverMonth(ctx, 'document', documentIds, now);
  return { isNew: true, resumes: resumeIds.length, templates: 3, outreach, documents: documentIds.length };
}

async function createDemoUser(ctx: AppContext): Promise<Caller> {
  const tenant = await findTenantByName(ctx, DEMO_ACCOUNT.tenantName);
  if (!tenant) throw new Error(`The ${DEMO_ACCOUNT.tenantName} organisation is missing: are the migrations applied?`);
  const user = await ctx.prisma.user.create({
    data: {
      email: DEMO_ACCOUNT.email,
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      tenantId: tenant.id,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password, ctx.passwordHashCost),
      emailVerified: true,
    },
  });
  return { userId: user.id, tenantId: tenant.id, tenantName: tenant.name, sessionId: 'seed-demo' };
}

type DemoFile = { buffer: Buffer; originalName: string };

/** Uploads every supported file of a folder, in name order, through the app's own upload. */
async function uploadAll(dir: string, upload: (file: DemoFile) => Promise<{ id: string }>): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => UPLOADABLE.test(name)).sort();
  const ids: string[] = [];
  for (const name of names) ids.push((await upload({ buffer: await readFile(path.join(dir, name)), originalName: name })).id);
  return ids;
}

/** "annual-leave-policy.txt" -> "Annual leave policy". */
const titleOf = (file: DemoFile) => {
  const words = file.originalName.replace(/\.[^.]+$/, '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

async function createTemplates(ctx: AppContext, caller: Caller): Promise<string> {
  const opportunity = await createTemplate(ctx, {
    caller,
    input: { name: 'Opportunity', description: 'First contact about an open role', ...DEFAULT_TEMPLATE },
  });
  await createTemplate(ctx, {
    caller,
    input: {
      name: 'Follow-up',
      description: 'A week after the first e-mail',
      subject: 'Following up, {{candidateName|there}}',
      content: 'Hi {{candidateName|there}},\n\nI wanted to follow up on my last e-mail about the role. Is a short call this week possible?\n\nBest regards,\n{{yourName}}',
    },
  });
  await createTemplate(ctx, {
    caller,
    input: {
      name: 'Interview invitation',
      description: 'After a first call went well',
      subject: 'Interview invitation for {{candidateName|you}}',
      content: 'Hi {{candidateName|there}},\n\nThank you for the call. We would like to invite you to an interview with the unit manager. Which days next week suit you?\n\nBest regards,\n{{yourName}}',
    },
  });
  return opportunity.id;
}

/** One message per candidate, statuses cycling, sent on days spread over the last month. */
async function createOutreach(ctx: AppContext, caller: Caller, templateId: string, now: Date): Promise<number> {
  const candidates = await findCandidates(ctx, { caller });
  const sender = { firstName: DEMO_ACCOUNT.firstName, lastName: DEMO_ACCOUNT.lastName };
  for (const [index, candidate] of candidates.entries()) {
    const draft = await createDraft(ctx, {
      caller,
      input: {
        templateId,
        recipientEmail: inventedAddress(candidate, index),
        recipientName: candidate.fullName ?? `Candidate ${index + 1}`,
        ...DEFAULT_TEMPLATE,
      },
    });
    const status = OUTREACH_CYCLE[index % OUTREACH_CYCLE.length]!;
    const day = dayInMonth(now, index, candidates.length);
    // Drafts too are dated over the month: left at the seed's own time they would be the newest
    // rows, and the dashboard's Recent Outreach would show only drafts.
    if (status === OUTREACH_STATUS.draft) await ctx.prisma.outreach.update({ where: { id: draft.id }, data: { createdAt: day } });
    else await markWentOut(ctx, { id: draft.id, tenantId: caller.tenantId, candidate, sender, status, sentAt: day });
  }
  return candidates.length;
}

/** "Jane Q. Doe" -> "jane.q.doe.3@example.invalid": readable, unique, and never deliverable. */
function inventedAddress(candidate: Candidate, index: number): string {
  const name = (candidate.fullName ?? 'candidate').toLowerCase().normalize('NFKD').replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return `${name || 'candidate'}.${index + 1}@example.invalid`;
}

/** What sending would have recorded: the rendered text, the times and the timeline's events. */
async function markWentOut(
  ctx: AppContext,
  options: { id: string; tenantId: string; candidate: Candidate; sender: { firstName: string; lastName: string }; status: string; sentAt: Date },
) {
  const { id, tenantId, candidate, sender, status, sentAt } = options;
  const values = placeholderValues(candidate, sender);
  const isFailed = status === OUTREACH_STATUS.failed;
  const deliveredAt = isFailed || status === OUTREACH_STATUS.sent ? null : new Date(sentAt.getTime() + 2_000);
  const openedAt = status === OUTREACH_STATUS.opened || status === OUTREACH_STATUS.replied ? new Date(sentAt.getTime() + 5 * 60 * 60 * 1000) : null;
  const failure = '550 5.1.1 The e-mail account that you tried to reach does not exist';
  const event = (type: string, createdAt: Date, detail?: Record<string, string>) => ({ tenantId, outreachId: id, type, createdAt, detail });
  const events = [event('sent', sentAt, { messageId: `<demo-${id}@recruiting.example>` })];
  if (isFailed) events.push(event('failed', sentAt, { reason: failure }));
  if (deliveredAt) events.push(event('delivered', deliveredAt, { response: '250 2.0.0 OK' }));
  if (openedAt) events.push(event('open', openedAt));
  await ctx.prisma.$transaction([
    ctx.prisma.outreach.update({
      where: { id },
      data: {
        status,
        subject: renderPlaceholders(DEFAULT_TEMPLATE.subject, values).text,
        content: renderPlaceholders(DEFAULT_TEMPLATE.content, values).text,
        createdAt: sentAt,
        sentAt,
        deliveredAt,
        openedAt,
        errorMessage: isFailed ? failure : null,
        messageId: `<demo-${id}@recruiting.example>`,
      },
    }),
    ctx.prisma.outreachEvent.createMany({ data: events }),
  ]);
}

/** The `index`-th of `count` moments spread evenly over the last 29 days, at working hours. */
function dayInMonth(now: Date, index: number, count: number): Date {
  const daysAgo = Math.round(((count - 1 - index) * 29) / Math.max(1, count - 1));
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(9 + (index % 8), (index * 17) % 60, 0, 0);
  return day.getTime() > now.getTime() ? now : day;
}

async function spreadOverMonth(ctx: AppContext, table: 'resume' | 'document', ids: string[], now: Date) {
  for (const [index, id] of ids.entries()) {
    const createdAt = dayInMonth(now, index, ids.length);
    if (table === 'resume') await ctx.prisma.resume.update({ where: { id }, data: { createdAt } });
    else await ctx.prisma.document.update({ where: { id }, data: { createdAt } });
  }
}

async function countsOf(ctx: AppContext, tenantId: string) {
  const where = { tenantId };
  const [resumes, templates, outreach, documents] = await Promise.all([
    ctx.prisma.resume.count({ where }),
    ctx.prisma.emailTemplate.count({ where }),
    ctx.prisma.outreach.count({ where }),
    ctx.prisma.document.count({ where }),
  ]);
  return { resumes, templates, outreach, documents };
}
