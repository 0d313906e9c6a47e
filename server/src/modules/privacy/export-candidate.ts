import { zipSync } from 'fflate';
import type { PrivacyContext } from './actor.js';
import { cleanFileName } from '../../files/file-name.js';
import { MissingStoredFileError } from '../../files/storage.js';
import { notFound } from '../../http/http-error.js';
import { recordAudit } from '../auth/audit.js';
import { auditOf, type Actor } from './actor.js';
import { addressHash, auditReference } from './address-hash.js';
import { collectPersonalData, holdsAnything, personOf, type PersonalData } from './personal-data.js';

export const EXPORT_DATA_FILE = 'candidate-data.json';

const UNNAMED = { files: 'resume', documents: 'document' } as const;

/** The zip's path of the n-th file of a folder (1-based, so two "cv.pdf" never collide). */
const filePath = (folder: keyof typeof UNNAMED, index: number, originalFilename: string) =>
  `${folder}/${index + 1}-${cleanFileName(originalFilename) || UNNAMED[folder]}`;

/**
 * The JSON of everything held, in the shape documented in OpenAPI (privacy/api-doc.ts): internal
 * keys (stored names, leases, tracking tokens) left out, each resume and picked document pointing
 * at its file in the zip (null when the storage no longer has it).
 */
function exportDocument(person: { email: string }, data: PersonalData, zipPaths: { resumes: (string | null)[]; documents: (string | null)[] }) {
  return {
    email: person.email,
    exportedAt: new Date().toISOString(),
    resumes: data.resumes.map(({ storedName: _storedName, facts, passages, ...resume }, index) => ({
      ...resume,
      file: zipPaths.resumes[index] ?? null,
      searchIndex: { facts, passages },
    })),
    outreach: data.outreach,
    doNotContact: data.doNotContact,
    documents: data.documents.map(({ storedName: _storedName, ...document }, index) => ({ ...document, file: zipPaths.documents[index] ?? null })),
  };
}

/** Reads each stored file into the zip's folder; answers each one's path there, null for a file the storage no longer has. */
async function addFiles(
  ctx: PrivacyContext,
  files: Record<string, Uint8Array>,
  folder: keyof typeof UNNAMED,
  rows: { storedName: string; originalFilename: string }[],
): Promise<(string | null)[]> {
  return Promise.all(
    rows.map(async (row, index) => {
      const zipPath = filePath(folder, index, row.originalFilename);
      try {
        files[zipPath] = await ctx.storage.read(row.storedName);
        return zipPath;
      } catch (error) {
        if (error instanceof MissingStoredFileError) return null;
        throw error;
      }
    }),
  );
}

/** The name the person goes by in the data: their resume's analysis, else a message's recipient name, else the address. */
function nameOf(person: { email: string }, data: PersonalData): string {
  for (const resume of data.resumes) {
    const name = (resume.aiSummary as { personalInfo?: { name?: unknown } } | null)?.personalInfo?.name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return data.outreach.find((row) => row.recipientName.trim())?.recipientName.trim() ?? person.email;
}

/**
 * A zip of everything held about the address in the actor's tenant: candidate-data.json and the
 * original files (resumes under files/, the picked documents under documents/), named for the
 * person; recorded in the audit trail by count, not content. Nothing held in the tenant, or a
 * picked id that is not a document of the tenant: 404.
 */
export async function exportCandidate(
  ctx: PrivacyContext,
  options: { actor: Actor; email: string; documentIds?: string[] },
): Promise<{ filename: string; content: Uint8Array }> {
  const { actor } = options;
  const person = personOf(actor, options);
  const data = await ctx.prisma.$transaction((tx) => collectPersonalData(tx, person));
  if (!holdsAnything(data)) throw notFound('Candidate');
  const files: Record<string, Uint8Array> = {};
  const zipPaths = { resumes: await addFiles(ctx, files, 'files', data.resumes), documents: await addFiles(ctx, files, 'documents', data.documents) };
  const json = JSON.stringify(exportDocument(person, data, zipPaths), null, 2);
  const content = zipSync({ [EXPORT_DATA_FILE]: new TextEncoder().encode(json), ...files });
  const reference = auditReference(await addressHash(ctx.prisma, person.tenantId, person.email));
  const counts = { resumes: data.resumes.length, outreach: data.outreach.length, documents: data.documents.length, files: Object.keys(files).length };
  await recordAudit(ctx, { event: 'candidate.exported', ...auditOf(actor), detail: { ...counts, reference, via: actor.via } });
  const date = new Date().toISOString().slice(0, 10);
  return { filename: cleanFileName(`${nameOf(person, data)} - candidate data ${date}.zip`), content };
}
