import { readIncomingMail } from '../../src/modules/replies/incoming-mail.js';
import { recordIncomingMail } from '../../src/modules/replies/record-incoming.js';
import { bearer, type SignedInUser } from './factories.js';
import { candidateReply } from './incoming-mail.js';
import { createDraft, draftBody } from './outreach.js';
import type { TestApp } from './test-app.js';

/** A person as a resume names them, with words found nowhere else, to look for after an erase. */
export type Person = { name: string; email: string; phone: string; sentence: string };

export const resumeText = (person: Person) =>
  [
    person.name,
    'Registered Nurse',
    `${person.email} | ${person.phone} | Austin, TX`,
    '',
    'PROFESSIONAL SUMMARY',
    person.sentence,
    '',
    'EXPERIENCE',
    'ICU Charge Nurse',
    'General Hospital, Austin, TX',
    'March 2019 - Present',
    '- Led a team of 12 nurses in a 24-bed intensive care unit',
    '',
    'SKILLS',
    'Critical care, Patient assessment, Ventilator management',
  ].join('\n');

/**
 * The person across every table and the file store: two uploaded (analysed and indexed) resumes,
 * a message sent to them with its events and their reply, and their unsubscribe. Answers the resume ids.
 */
export async function seedCandidate(t: TestApp, user: SignedInUser, person: Person) {
  const resumeIds: string[] = [];
  for (const filename of [`${person.name}.txt`, `${person.name} (2).txt`]) {
    const res = await t.api.post('/api/resumes/upload').set(bearer(user.token)).attach('file', Buffer.from(resumeText(person)), filename);
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
    resumeIds.push(res.body.id);
  }
  const draft = await createDraft(t, user, draftBody({ email: person.email, name: person.name }, { subject: `For ${person.name}` }));
  const sent = await t.api.post(`/api/outreach/${draft.id}/send`).set(bearer(user.token));
  if (sent.status !== 200) throw new Error(`send failed: ${sent.status} ${sent.text}`);
  const { trackingToken, messageId } = await t.ctx.prisma.outreach.findUniqueOrThrow({ where: { id: draft.id } });
  await t.api.get(`/api/outreach/track/${trackingToken}.gif`);
  // Their answer, as the mailbox reader records it (issue 21).
  const reply = candidateReply({ from: person.email, to: 'no-reply@localhost', text: `Thank you. ${person.sentence}`, headers: { 'In-Reply-To': messageId ?? undefined } });
  if ((await recordIncomingMail(t.ctx, await readIncomingMail(Buffer.from(reply), `seed-${draft.id}`))) !== 'reply') throw new Error('the reply was not recorded');
  await t.api.post(`/api/outreach/unsubscribe/${trackingToken}`).expect(200);
  // A draft never sent: also held about them.
  await createDraft(t, user, draftBody({ email: person.email, name: person.name }, { subject: `Draft for ${person.name}` }));
  return { resumeIds };
}

/** Every text, JSON and array column of every table, as "table.column" where `needle` occurs (case ignored). */
export async function columnsHolding(t: TestApp, needle: string): Promise<string[]> {
  const columns = await t.ctx.prisma.$queryRaw<{ table: string; column: string }[]>`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'tsvector')`;
  const found: string[] = [];
  for (const { table, column } of columns) {
    const rows = await t.ctx.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
      needle,
    );
    if (rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}
