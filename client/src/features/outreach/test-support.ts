// Test data for the outreach screens, shaped as the outreach API contract answers.
import { placeholderValues, renderPlaceholders, type Candidate, type EmailTemplate, type OutreachDetail } from '@app/shared';
import type { SelectedCandidate } from '../../api/outreach';
import { SELECTION_STORAGE_KEY } from './selection-storage';

export function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    email: 'maria@example.com',
    fullName: 'Maria Gonzalez',
    title: 'ICU Nurse',
    location: 'Austin, TX',
    phone: '(555) 123-4567',
    linkedin: 'linkedin.com/in/maria',
    website: null,
    resumeId: 'r1',
    resumeFilename: 'Maria Gonzalez.pdf',
    professionalSummary: 'Registered nurse with 8 years in intensive care.',
    skills: ['Critical care', 'Epic EHR'],
    workExperience: [],
    education: [],
    unsubscribed: false,
    doNotContact: null,
    lastContact: null,
    ...overrides,
  };
}

/**
 * An outreach with `rendered` as the server answers it when no analysed resume has the recipient's
 * address: the placeholders filled in from the recipient's name, signed by its sender.
 */
export function outreach(overrides: Partial<OutreachDetail> = {}): OutreachDetail {
  const row = {
    id: 'o1',
    templateId: null,
    template: null,
    recipientEmail: 'maria@example.com',
    recipientName: 'Maria Gonzalez',
    subject: 'Hello {{candidateName}}',
    content: 'Hi {{candidateName}},\nWe have a role for you.',
    status: 'draft',
    sentAt: null,
    deliveredAt: null,
    openedAt: null,
    errorMessage: null,
    messageId: null,
    createdAt: '2026-03-07T12:00:00.000Z',
    updatedAt: '2026-03-07T12:00:00.000Z',
    sentBy: { firstName: 'Ada', lastName: 'Lovelace' },
    events: [],
    replies: [],
    repliesTracked: false,
    ...overrides,
  };
  const values = placeholderValues({ fullName: row.recipientName, email: row.recipientEmail }, row.sentBy);
  const rendered = { subject: renderPlaceholders(row.subject, values).text, content: renderPlaceholders(row.content, values).text };
  return { ...row, rendered: overrides.rendered ?? rendered };
}

export function template(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: 't1',
    name: 'ICU opening',
    subject: 'ICU role for {{candidateName}}',
    content: 'Dear {{candidateName}},\nOur ICU is hiring.\n{{yourName}}',
    description: 'For critical care nurses',
    createdAt: '2026-02-03T09:00:00.000Z',
    updatedAt: '2026-02-03T09:00:00.000Z',
    createdBy: { firstName: 'Grace', lastName: 'Hopper' },
    ...overrides,
  };
}

export function storeSelection(candidates: SelectedCandidate[]): void {
  sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(candidates));
}

export function storedSelection(): SelectedCandidate[] | null {
  const stored = sessionStorage.getItem(SELECTION_STORAGE_KEY);
  return stored === null ? null : (JSON.parse(stored) as SelectedCandidate[]);
}

export const idleQueue = { 'GET /outreach/queue': { body: { queued: 0, sending: 0, sentSinceStart: 0, failedSinceStart: 0, perMinute: 30 } } };

/**
 * GET /outreach/candidates?q&limit&offset as the server answers it: the candidates holding every
 * word of q in their name, e-mail, title or skills, one page of them, with the counts; with
 * fields=email ("Select All"), the addresses of every match that can be e-mailed.
 */
export function candidatePages(all: Candidate[]) {
  return (call: { path: string }) => {
    const params = new URL(call.path, 'http://localhost').searchParams;
    // Without q, limit and offset: the spec's array.
    if (params.size === 0) return { body: all };
    const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = all.filter((one) => {
      const text = [one.fullName, one.email, one.title, ...one.skills].join('\n').toLowerCase();
      return words.every((word) => text.includes(word));
    });
    if (params.get('fields') === 'email') return { body: { emails: matching.filter((one) => !one.unsubscribed).map((one) => one.email) } };
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 24);
    return { body: { candidates: matching.slice(offset, offset + limit), totalItems: matching.length, totalCandidates: all.length } };
  };
}

/** POST /outreach/candidates/lookup as the server answers it: the candidates of `all` with the addresses asked for. */
export function candidateLookup(all: Candidate[]) {
  return (call: { body: unknown }) => {
    const asked = new Set((call.body as { emails: string[] }).emails);
    return { body: all.filter((one) => asked.has(one.email)) };
  };
}
