import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedInUser } from './support/factories.js';
import { expectDocumentedAnswer } from './support/openapi.js';
import { addAnalysedResume, createDraft, draftBody, twinTenantUser } from './support/outreach.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let recruiter: SignedInUser;
let colleague: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t);
  colleague = await signUp(t, { firstName: 'Grace' });
});
afterAll(async () => t.close());

const template = { name: 'ICU opening', subject: 'Hi {{candidateName}}', content: 'Hello {{candidateName}},\nJoin us.', description: 'For nurses' };

describe('Email templates', () => {
  it('When a recruiter creates and edits a template, then the team sees it, newest first, with its author', async () => {
    const created = await t.api.post('/api/email-templates').set(bearer(recruiter.token)).send(template).expect(201);
    expectDocumentedAnswer(created, 'POST /api/email-templates');
    expect(created.body).toMatchObject({ ...template, createdBy: { firstName: 'Ada', lastName: 'Lovelace' } });
    const second = await t.api.post('/api/email-templates').set(bearer(colleague.token)).send({ ...template, name: 'Second', description: ' ' }).expect(201);
    expect(second.body.description).toBeNull();

    const list = await t.api.get('/api/email-templates').set(bearer(colleague.token)).expect(200);
    expectDocumentedAnswer(list, 'GET /api/email-templates');
    expect(list.body.map((row: { name: string }) => row.name).slice(0, 2)).toEqual(['Second', 'ICU opening']);

    const updated = await t.api
      .put(`/api/email-templates/${created.body.id}`)
      .set(bearer(colleague.token))
      .send({ ...template, name: 'ICU opening (v2)' })
      .expect(200);
    expect(updated.body.name).toBe('ICU opening (v2)');
    const one = await t.api.get(`/api/email-templates/${created.body.id}`).set(bearer(recruiter.token)).expect(200);
    expect(one.body).toMatchObject({ name: 'ICU opening (v2)', subject: template.subject, content: template.content });
  });

  it.each([
    [{ subject: 's', content: 'c' }, 'Please fill in all required fields'],
    [{ name: '  ', subject: 's', content: 'c' }, 'Please fill in all required fields'],
    [{ name: 'n', subject: 's', content: '' }, 'Please fill in all required fields'],
    [{ name: ['n'], subject: 's', content: 'c' }, 'Name must be text'],
    [{ name: 'n', subject: 'a\r\nBcc: x@example.com', content: 'c' }, 'Subject must be on one line'],
    [{ name: 'n', subject: 's', content: 'c\u0000' }, 'Text must not contain control characters.'],
    [{ name: 'n'.repeat(201), subject: 's', content: 'c' }, 'Name must be at most 200 characters'],
    [{ name: 'n', subject: 's', content: 'c', description: 5 }, 'Description must be text'],
  ])('When the template is %j, then it answers 400 "%s" and saves nothing', async (body, message) => {
    const before = await t.ctx.prisma.emailTemplate.count();
    const res = await t.api.post('/api/email-templates').set(bearer(recruiter.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.ctx.prisma.emailTemplate.count()).toBe(before);
  });

  it('When a template id is unknown or malformed, then it answers 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await t.api.get(`/api/email-templates/${id}`).set(bearer(recruiter.token))).status).toBe(404);
      expect((await t.api.put(`/api/email-templates/${id}`).set(bearer(recruiter.token)).send(template)).status).toBe(404);
    }
  });
});

describe('Candidates', () => {
  it('When resumes are analysed, then there is one candidate per address, from the newest resume, sorted by name', async () => {
    const owner = await signUp(t);
    await addAnalysedResume(t, owner, { name: 'Zoe Old', email: 'Zoe@Example.com', title: 'Nurse' }, new Date('2026-01-01'));
    await addAnalysedResume(t, owner, { name: 'Zoe Newest', email: 'zoe@example.COM', title: 'Charge Nurse', location: 'Austin, TX', phone: '555' }, new Date('2026-02-01'));
    await addAnalysedResume(t, owner, { name: 'Bob Builder', email: 'bob@example.com', skills: ['a', 'b'] });
    await addAnalysedResume(t, owner, { name: 'No Address', email: '' });
    await addAnalysedResume(t, owner, { name: 'Not An Address', email: 'n/a' });

    const res = await t.api.get('/api/outreach/candidates').set(bearer(recruiter.token)).expect(200);
    expectDocumentedAnswer(res, 'GET /api/outreach/candidates');
    expect(res.body.map((c: { email: string }) => c.email)).toEqual(['bob@example.com', 'zoe@example.com']);
    const zoe = res.body[1];
    expect(zoe).toMatchObject({
      email: 'zoe@example.com',
      fullName: 'Zoe Newest',
      title: 'Charge Nurse',
      location: 'Austin, TX',
      phone: '555',
      linkedin: null,
      website: null,
      resumeFilename: 'Zoe-Newest.pdf',
      professionalSummary: 'Zoe Newest has years of experience.',
      skills: ['Critical care'],
      education: [{ degree: 'BSN', institution: 'State University', year: '2015' }],
      unsubscribed: false,
    });
    expect(zoe.workExperience[0].title).toBe('Charge Nurse');
    expect(typeof zoe.resumeId).toBe('string');
  });

  it('When a candidate has unsubscribed, then the candidate is marked', async () => {
    const user = await t.ctx.prisma.user.findUniqueOrThrow({ where: { email: recruiter.email } });
    await t.ctx.prisma.unsubscribe.create({ data: { tenantId: user.tenantId, email: 'bob@example.com' } });
    const res = await t.api.get('/api/outreach/candidates').set(bearer(recruiter.token)).expect(200);
    expect(res.body.find((c: { email: string }) => c.email === 'bob@example.com').unsubscribed).toBe(true);
    expect(res.body.find((c: { email: string }) => c.email === 'zoe@example.com').unsubscribed).toBe(false);
  });
});

describe('Outreach drafts', () => {
  it('When a draft is created from a template, then it is listed newest first with its template and sender, placeholders raw', async () => {
    const tpl = await t.api.post('/api/email-templates').set(bearer(recruiter.token)).send({ ...template, name: 'Drafts tpl' }).expect(201);
    const draft = await createDraft(t, recruiter, draftBody({ email: 'Maria@Example.com', name: 'Maria G' }, { templateId: tpl.body.id }));
    expect(draft).toMatchObject({
      status: 'draft',
      recipientEmail: 'maria@example.com',
      recipientName: 'Maria G',
      subject: 'A role for {{candidateName}}',
      template: { id: tpl.body.id, name: 'Drafts tpl' },
      sentBy: { firstName: 'Ada', lastName: 'Lovelace' },
      sentAt: null,
      messageId: null,
    });
    expect(draft).not.toHaveProperty('trackingToken');
    const detail = await t.api.get(`/api/outreach/${draft.id}`).set(bearer(colleague.token)).expect(200);
    expectDocumentedAnswer(detail, 'GET /api/outreach/{id}');
    expect(detail.body.events).toEqual([]);
  });

  it('When drafts use placeholders, then the list and the detail show them as the recipient gets them from the caller, and the send sends exactly that', async () => {
    const grace = await signUp(t, { firstName: 'Grace' });
    await addAnalysedResume(t, grace, { name: 'Rina Patel', email: 'rina@example.com', title: 'ICU Nurse' });
    const body = { subject: 'A role for {{candidateName|there}}', content: 'Hi {{ candidateName }},\nA {{candidateTitle|nursing}} role.\n\n{{yourName}}' };
    const withResume = await createDraft(t, recruiter, draftBody({ email: 'rina@example.com', name: 'R.' }, body));
    // No analysed resume has this address: the draft's own recipient name fills in, fallbacks the rest.
    const withoutResume = await createDraft(t, recruiter, draftBody({ email: 'noresume@example.com', name: 'Noor Ali' }, body));

    const list = await t.api.get('/api/outreach?page=1&limit=5').set(bearer(grace.token)).expect(200);
    expectDocumentedAnswer(list, 'GET /api/outreach');
    const listed = (id: string) => list.body.outreaches.find((row: { id: string }) => row.id === id);
    expect(listed(withResume.id)).toMatchObject({
      ...body,
      rendered: { subject: 'A role for Rina Patel', content: 'Hi Rina Patel,\nA ICU Nurse role.\n\nGrace Lovelace' },
    });
    expect(listed(withoutResume.id).rendered).toEqual({ subject: 'A role for Noor Ali', content: 'Hi Noor Ali,\nA nursing role.\n\nGrace Lovelace' });
    const detail = await t.api.get(`/api/outreach/${withResume.id}`).set(bearer(grace.token)).expect(200);
    expectDocumentedAnswer(detail, 'GET /api/outreach/{id}');
    expect(detail.body).toMatchObject({ ...body, rendered: listed(withResume.id).rendered });

    // The one who presses Send Email gets what the preview showed them.
    await t.api.post(`/api/outreach/${withResume.id}/send`).set(bearer(grace.token)).expect(200);
    const mail = await t.smtp.latestTo('rina@example.com', 'A role for');
    expect(mail.subject).toBe(detail.body.rendered.subject);
    expect(mail.text).toContain(detail.body.rendered.content);
    const sent = await t.api.get(`/api/outreach/${withResume.id}`).set(bearer(recruiter.token)).expect(200);
    expect(sent.body.rendered).toEqual({ subject: sent.body.subject, content: sent.body.content });
    expect(sent.body.rendered).toEqual(detail.body.rendered);
  });

  it('When there are more drafts than a page, then the list pages them 5 at a time, newest first', async () => {
    const owner = await signUp(t);
    const ids: string[] = [];
    for (let index = 0; index < 7; index++) ids.push((await createDraft(t, owner, draftBody({ email: `p${index}@example.com`, name: `P ${index}` }))).id);
    const first = await t.api.get('/api/outreach?page=1&limit=5').set(bearer(owner.token)).expect(200);
    const total = await t.ctx.prisma.outreach.count({ where: { tenant: { name: 'Healthcare' } } });
    expect(first.body).toMatchObject({ totalItems: total, totalPages: Math.ceil(total / 5), currentPage: 1 });
    expect(first.body.outreaches).toHaveLength(5);
    expect(first.body.outreaches[0].id).toBe(ids[6]);
    const defaults = await t.api.get('/api/outreach').set(bearer(owner.token)).expect(200);
    expectDocumentedAnswer(defaults, 'GET /api/outreach');
    expect(defaults.body.outreaches).toHaveLength(5);
    for (const [query, message] of [
      ['limit=51', 'limit must be a whole number from 1 to 50'],
      ['limit=abc', 'limit must be a whole number from 1 to 50'],
      ['page=0', 'page must be a whole number of 1 or more'],
    ]) {
      const res = await t.api.get(`/api/outreach?${query}`).set(bearer(owner.token));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('When a draft is edited, then subject, content and template change; a blank field answers 400 and changes nothing', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'edit@example.com', name: 'Ed' }));
    const res = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send({ subject: 'New subject', content: 'New body' }).expect(200);
    expect(res.body).toMatchObject({ subject: 'New subject', content: 'New body', status: 'draft' });
    for (const body of [{ subject: ' ', content: 'x' }, { subject: 'x' }, { subject: 'x', content: '' }]) {
      const bad = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send(body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please fill in subject and content');
    }
    const unknownTemplate = await t.api
      .put(`/api/outreach/${draft.id}`)
      .set(bearer(recruiter.token))
      .send({ subject: 'x', content: 'y', templateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTemplate.status).toBe(404);
    const kept = await t.api.get(`/api/outreach/${draft.id}`).set(bearer(recruiter.token));
    expect(kept.body).toMatchObject({ subject: 'New subject', content: 'New body' });

    const template = await t.api
      .post('/api/email-templates')
      .set(bearer(recruiter.token))
      .send({ name: 'Linked', subject: 'S', content: 'C' })
      .expect(201);
    const linked = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send({ subject: 'x', content: 'y', templateId: template.body.id }).expect(200);
    expect(linked.body).toMatchObject({ templateId: template.body.id, template: { id: template.body.id, name: 'Linked' } });
    const unchanged = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send({ subject: 'x', content: 'y' }).expect(200);
    expect(unchanged.body.templateId).toBe(template.body.id);
    // Switched to Custom Template in Compose: null unlinks it.
    const unlinked = await t.api.put(`/api/outreach/${draft.id}`).set(bearer(recruiter.token)).send({ subject: 'x', content: 'y', templateId: null }).expect(200);
    expect(unlinked.body).toMatchObject({ templateId: null, template: null });
  });

  it.each([
    [{ recipientName: 'A', subject: 's', content: 'c' }, 'Please enter a valid email address'],
    [{ recipientEmail: 'nope', recipientName: 'A', subject: 's', content: 'c' }, 'Please enter a valid email address'],
    [{ recipientEmail: ['a@example.com'], recipientName: 'A', subject: 's', content: 'c' }, 'Please enter a valid email address'],
    [{ recipientEmail: 'a@example.com', recipientName: 'A\r\nBcc: x@example.com', subject: 's', content: 'c' }, 'Recipient name must be on one line'],
    [{ recipientEmail: 'a@example.com', recipientName: 'A', subject: '', content: 'c' }, 'Please fill in subject and content'],
    [{ recipientEmail: 'a@example.com', recipientName: 'A', subject: 's', content: '   ' }, 'Please fill in subject and content'],
    [{ recipientEmail: 'a@example.com', recipientName: 'A', subject: 's', content: 'x'.repeat(20_001) }, 'Content must be at most 20000 characters'],
    [{ recipientEmail: 'a@example.com', recipientName: 'A', subject: 's', content: 'c', templateId: 'x' }, 'templateId must be a template id'],
  ])('When the new outreach is %j, then it answers 400 "%s" and saves nothing', async (body, message) => {
    const before = await t.ctx.prisma.outreach.count();
    const res = await t.api.post('/api/outreach').set(bearer(recruiter.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.ctx.prisma.outreach.count()).toBe(before);
  });
});

describe('Who may see outreach', () => {
  it('When another organisation calls with this tenant ids, then every outreach call answers 404 and lists are empty', async () => {
    const tpl = await t.api.post('/api/email-templates').set(bearer(recruiter.token)).send({ ...template, name: 'Private' }).expect(201);
    const draft = await createDraft(t, recruiter, draftBody({ email: 'iso@example.com', name: 'Iso' }));
    const intruder = bearer((await twinTenantUser(t)).token);

    for (const call of [
      t.api.get(`/api/email-templates/${tpl.body.id}`),
      t.api.put(`/api/email-templates/${tpl.body.id}`).send(template),
      t.api.get(`/api/outreach/${draft.id}`),
      t.api.put(`/api/outreach/${draft.id}`).send({ subject: 'x', content: 'y' }),
      t.api.post(`/api/outreach/${draft.id}/send`),
      t.api.post(`/api/outreach/${draft.id}/retry`),
      t.api.post('/api/outreach').send(draftBody({ email: 'x@example.com', name: 'X' }, { templateId: tpl.body.id })),
    ]) {
      const res = await call.set(intruder);
      expect(res.status).toBe(404);
    }
    expect((await t.api.get('/api/email-templates').set(intruder)).body).toEqual([]);
    expect((await t.api.get('/api/outreach').set(intruder)).body.outreaches).toEqual([]);
    expect((await t.api.get('/api/outreach/candidates').set(intruder)).body).toEqual([]);
    expect((await t.api.post('/api/outreach/queue').set(intruder).send({ ids: [draft.id] })).status).toBe(404);
    expect((await t.api.post('/api/outreach/queue').set(intruder).send({ all: true }).expect(202)).body).toEqual({ queued: 0 });
    expect((await t.api.get('/api/outreach/queue').set(intruder)).body).toMatchObject({ queued: 0, sending: 0 });
    expect((await t.api.get(`/api/outreach/${draft.id}`).set(bearer(recruiter.token))).body.status).toBe('draft');
    expect(await t.ctx.prisma.emailTemplate.findUniqueOrThrow({ where: { id: tpl.body.id } })).toMatchObject({ name: 'Private' });
  });

  it('When Capital Holdings calls any outreach route, then it answers 404; signed out, 401', async () => {
    const draft = await createDraft(t, recruiter, draftBody({ email: 'cap@example.com', name: 'Cap' }));
    const capital = bearer((await signUp(t, { tenantName: 'Capital Holdings' })).token);
    const calls = () => [
      t.api.get('/api/email-templates'),
      t.api.post('/api/email-templates').send(template),
      t.api.get(`/api/email-templates/${draft.id}`),
      t.api.put(`/api/email-templates/${draft.id}`).send(template),
      t.api.get('/api/outreach/candidates'),
      t.api.get('/api/outreach'),
      t.api.get(`/api/outreach/${draft.id}`),
      t.api.post('/api/outreach').send(draftBody({ email: 'x@example.com', name: 'X' })),
      t.api.put(`/api/outreach/${draft.id}`).send({ subject: 'x', content: 'y' }),
      t.api.post(`/api/outreach/${draft.id}/send`),
      t.api.post(`/api/outreach/${draft.id}/retry`),
      t.api.post('/api/outreach/queue').send({ ids: [draft.id] }),
      t.api.get('/api/outreach/queue'),
    ];
    for (const call of calls()) expect((await call.set(capital)).status).toBe(404);
    for (const call of calls()) expect((await call).status).toBe(401);
  });
});
