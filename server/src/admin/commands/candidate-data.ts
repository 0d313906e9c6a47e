import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../http/http-error.js';
import type { Actor } from '../../modules/privacy/actor.js';
import { eraseCandidate } from '../../modules/privacy/erase-candidate.js';
import { exportCandidate } from '../../modules/privacy/export-candidate.js';
import { AdminError, requiredText, type AdminCommand, type AdminContext, type ParsedOptions } from '../command.js';

// Access and erasure requests that come by post or e-mail to the operator rather than a recruiter:
// the same export and erase as the app's buttons, recorded in the tenant's Activity as done at the
// command line.

const personOptions = { tenant: { type: 'string' }, email: { type: 'string' }, document: { type: 'string', multiple: true } } as const;

const DOCUMENT_HELP = `--document <id> (repeatable) adds a document of the library that names the person, as the
app's picker does (its id is in the Documents page's download link).`;

async function personOfOptions(ctx: AdminContext, options: ParsedOptions): Promise<{ actor: Actor; email: string; documentIds: string[] }> {
  const tenantName = requiredText(options, 'tenant');
  const email = requiredText(options, 'email').toLowerCase();
  const tenant = await ctx.prisma.tenant.findUnique({ where: { name: tenantName } });
  if (!tenant) throw new AdminError(`No organisation is named ${tenantName}. See: npm run admin -- list-tenants`);
  const documentIds = Array.isArray(options.document) ? options.document.map((id) => id.trim()) : [];
  return { actor: { tenantId: tenant.id, origin: {}, via: 'admin' }, email, documentIds };
}

/** The app's 404s (nothing held about the address, a document not the organisation's) in the operator's words. */
async function asAdmin<T>(email: string, tenant: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw new AdminError(error.message === 'Document not found' ? `A --document is not a document of ${tenant}; nothing was done.` : `${tenant} holds nothing about ${email}.`);
    }
    throw error;
  }
}

export const eraseCandidateCommand: AdminCommand = {
  name: 'erase-candidate',
  summary: "erase everything an organisation holds about a candidate's e-mail address",
  help: `Usage: npm run admin -- erase-candidate --tenant <organisation> --email <address> [--document <id>]...

Erases the candidate's resumes (files, text, analysis, search index), the messages sent to them
and their events (the dashboard keeps anonymous counts), and their do-not-contact entry, which
stays as a keyed hash so the address is never written to again. Recorded in the organisation's
Activity list. Cannot be undone.
${DOCUMENT_HELP} It is deleted whole.`,
  options: personOptions,
  async run(ctx, options) {
    const person = await personOfOptions(ctx, options);
    const erased = await asAdmin(person.email, String(options.tenant), () => eraseCandidate(ctx, person));
    return (
      `Erased ${person.email}: ${erased.resumes} resumes, ${erased.outreach} messages, ${erased.documents} documents, ${erased.files} files. ` +
      'The address stays on the do-not-contact list as a hash.'
    );
  },
};

export const exportCandidateCommand: AdminCommand = {
  name: 'export-candidate',
  summary: "write everything an organisation holds about a candidate's e-mail address to a zip",
  help: `Usage: npm run admin -- export-candidate --tenant <organisation> --email <address> --out <file.zip> [--document <id>]...

Writes the zip the app's "Export candidate data" gives: candidate-data.json and the original
files. An existing file is never overwritten. On the embedded database with the server running,
the server writes the file, so give a path it may write to. Recorded in the Activity list.
${DOCUMENT_HELP}`,
  options: { ...personOptions, out: { type: 'string' } },
  async run(ctx, options) {
    const out = path.resolve(requiredText(options, 'out'));
    const alreadyThere = new AdminError(`${out} already exists; choose another --out.`);
    // Checked first too, so a refused export is not recorded as made.
    if (existsSync(out)) throw alreadyThere;
    const person = await personOfOptions(ctx, options);
    const { email } = person;
    const file = await asAdmin(email, String(options.tenant), () => exportCandidate(ctx, person));
    await writeFile(out, file.content, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? alreadyThere : error;
    });
    return `Wrote everything held about ${email} to ${out}.`;
  },
};
