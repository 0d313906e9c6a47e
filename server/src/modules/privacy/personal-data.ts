import { isUuid } from '@app/shared';
import { withoutFieldMarks } from '../../files/field-marks.js';
import { Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../../http/http-error.js';
import { addressHash } from './address-hash.js';

/** A database client or an open transaction: the collection runs in either. */
export type Db = Prisma.TransactionClient;

/**
 * Whose data: the lower-cased address in the caller's tenant, and the library documents naming
 * them that the recruiter picked to go with it (none unless picked: the documents are also the
 * organisation's).
 */
export type Person = { tenantId: string; email: string; documentIds: string[] };

export const personOf = (actor: { tenantId: string }, options: { email: string; documentIds?: string[] }): Person => ({
  tenantId: actor.tenantId,
  email: options.email.trim().toLowerCase(),
  documentIds: options.documentIds ?? [],
});

/**
 * One kind of thing held about a person: how to find it (for the export, and as the erase's list
 * of what goes) and how to erase it, inside the erase's transaction. `storedNames` answers the
 * stored files its rows name, which the erase hands to the file clean-up.
 */
type Source<T> = {
  collect(db: Db, person: Person): Promise<T[]>;
  erase(db: Db, person: Person, rows: T[]): Promise<void>;
  storedNames?(rows: T[]): string[];
};

const source = <T>(definition: Source<T>) => definition;

/**
 * The person's resumes: those whose analysis gives the address (the expression the resume index
 * migration indexes), and those not analysed whose text contains it. Their search index rows
 * (passages, facts) go with them by cascade; the tenant's resume count by its trigger.
 */
const resumes = source({
  async collect(db, person) {
    const ids = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Resume"
      WHERE "tenantId" = ${person.tenantId}::uuid
        AND (lower(btrim("aiSummary" -> 'personalInfo' ->> 'email')) = ${person.email}
          OR ("aiSummary" IS NULL AND strpos(lower("extractedText"), ${person.email}) > 0))`;
    const rows = await db.resume.findMany({
      where: { tenantId: person.tenantId, id: { in: ids.map((row) => row.id) } },
      orderBy: { createdAt: 'asc' },
      omit: { leaseOwner: true, leaseExpiresAt: true, tenantId: true, uploadedById: true },
      include: {
        facts: { omit: { resumeId: true, tenantId: true } },
        passages: { select: { section: true, content: true, embeddingModel: true }, orderBy: { ordinal: 'asc' } },
      },
    });
    // The text as its reader sees it: the analyzer's field marks are no data of the person's.
    return rows.map((row) => ({ ...row, extractedText: row.extractedText === null ? null : withoutFieldMarks(row.extractedText) }));
  },
  async erase(db, person, rows) {
    await db.pendingFileDeletion.createMany({ data: rows.map((row) => ({ storedName: row.storedName })), skipDuplicates: true });
    await db.resume.deleteMany({ where: { tenantId: person.tenantId, id: { in: rows.map((row) => row.id) } } });
  },
  storedNames: (rows) => rows.map((row) => row.storedName),
});

const REPLY_BOOKKEEPING = { id: true, tenantId: true, outreachId: true, sourceKey: true } as const;
const REPLY_NOTICE = { notification: true, notificationDueAt: true, notificationAttempts: true, notificationError: true, notifiedAt: true } as const;

/**
 * Every message to the address with its events and the replies read from the mailbox (which go
 * with it by cascade). Erased, they leave only counts per status and send time (ErasedOutreach),
 * which the dashboard adds to the live rows so its history stays true.
 */
const outreach = source({
  collect: (db, person) =>
    db.outreach.findMany({
      where: { tenantId: person.tenantId, recipientEmail: { equals: person.email, mode: 'insensitive' } },
      orderBy: { createdAt: 'asc' },
      omit: { tenantId: true, trackingToken: true, templateId: true },
      include: {
        events: { select: { type: true, detail: true, ip: true, userAgent: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
        // Without the recruiter's notice of each reply: about the recruiter, not the candidate.
        replies: { omit: { ...REPLY_BOOKKEEPING, ...REPLY_NOTICE }, orderBy: { sentAt: 'asc' } },
      },
    }),
  async erase(db, person, rows) {
    const counts = new Map<string, { status: string; sentAt: Date | null; count: number }>();
    for (const row of rows) {
      const key = `${row.status}|${row.sentAt?.toISOString() ?? ''}`;
      const entry = counts.get(key) ?? { status: row.status, sentAt: row.sentAt, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    await db.erasedOutreach.createMany({ data: [...counts.values()].map((entry) => ({ tenantId: person.tenantId, ...entry })) });
    await db.outreach.deleteMany({ where: { tenantId: person.tenantId, id: { in: rows.map((row) => row.id) } } });
  },
});

/**
 * The address on the do-not-contact list (unsubscribed, or bounced for good). Erasing keeps it
 * there as a keyed hash with its reason only: a bounce's detail quotes the address.
 */
const doNotContact = source({
  collect: (db, person) =>
    db.unsubscribe.findMany({
      where: { tenantId: person.tenantId, email: person.email },
      select: { email: true, reason: true, detail: true, createdAt: true },
    }),
  async erase(db, person, rows) {
    await db.unsubscribe.deleteMany({ where: { tenantId: person.tenantId, email: person.email } });
    const emailHash = await addressHash(db, person.tenantId, person.email);
    const reason = rows.some((row) => row.reason === 'bounced') ? 'bounced' : 'unsubscribed';
    await db.unsubscribe.createMany({ data: [{ tenantId: person.tenantId, emailHash, reason }], skipDuplicates: true });
  },
});

/**
 * The documents of the library the recruiter picked (mentioning-documents.ts finds those naming
 * the person). Every id must be a document of the tenant, or nothing is exported or erased: 404.
 * Erased, they go whole: the row, its text, its chunks (by cascade) and its file.
 */
const documents = source({
  async collect(db, person) {
    const ids = person.documentIds;
    if (ids.length === 0) return [];
    const rows = ids.every(isUuid)
      ? await db.document.findMany({
          where: { tenantId: person.tenantId, id: { in: ids } },
          orderBy: { createdAt: 'asc' },
          select: {
            id: true,
            title: true,
            description: true,
            originalFilename: true,
            storedName: true,
            mimeType: true,
            sizeBytes: true,
            sha256: true,
            extractedText: true,
            createdAt: true,
            updatedAt: true,
          },
        })
      : [];
    if (rows.length !== ids.length) throw notFound('Document');
    return rows;
  },
  async erase(db, person, rows) {
    await db.pendingFileDeletion.createMany({ data: rows.map((row) => ({ storedName: row.storedName })), skipDuplicates: true });
    await db.document.deleteMany({ where: { tenantId: person.tenantId, id: { in: rows.map((row) => row.id) } } });
  },
  storedNames: (rows) => rows.map((row) => row.storedName),
});

/**
 * Everything the product holds about a person, one entry per kind: the export writes each, the
 * erase removes each. A new table that names candidates adds one entry here and nothing else.
 */
const SOURCES = { resumes, outreach, doNotContact, documents };

type Sources = typeof SOURCES;
export type PersonalData = { [K in keyof Sources]: Awaited<ReturnType<Sources[K]['collect']>> };

const entries = () => Object.entries(SOURCES) as [keyof Sources, Source<unknown>][];

export async function collectPersonalData(db: Db, person: Person): Promise<PersonalData> {
  const data: Partial<Record<keyof Sources, unknown[]>> = {};
  for (const [key, kind] of entries()) data[key] = await kind.collect(db, person);
  return data as PersonalData;
}

/**
 * Is anything held? An address we hold nothing about is answered like another tenant's: 404.
 * Picked documents do not count: they are not the person's data, only name them.
 */
export const holdsAnything = ({ documents: _picked, ...held }: PersonalData) => Object.values(held).some((rows) => rows.length > 0);

/** The stored files the data names (the resumes' and the picked documents' originals). */
export const storedNamesOf = (data: PersonalData) =>
  entries().flatMap(([key, kind]) => kind.storedNames?.(data[key] as unknown[]) ?? []);

/** Erases what `collectPersonalData` found, inside the caller's transaction. */
export async function erasePersonalData(db: Db, person: Person, data: PersonalData): Promise<void> {
  for (const [key, kind] of entries()) await kind.erase(db, person, data[key] as unknown[]);
}
