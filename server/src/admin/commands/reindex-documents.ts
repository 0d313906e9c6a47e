import { reindexDocuments } from '../../modules/documents/reindex-documents.js';
import { AdminError, type AdminCommand } from '../command.js';

export const reindexDocumentsCommand: AdminCommand = {
  name: 'reindex-documents',
  summary: 'index the document library with the active embedding model',
  help: `Usage: npm run admin -- reindex-documents

Indexes every document that the active embedding model (OPENAI_EMBEDDING_MODEL, or the offline
one LOCAL_EMBEDDER names) has not indexed yet, and retries failed ones. Run it after changing the model: search
finds only documents indexed by the active model. Documents already indexed are skipped, so an
interrupted run simply continues. Works while the server is running.`,
  options: {},
  async run(ctx) {
    const { model, total, alreadyIndexed, indexed, failed } = await reindexDocuments(ctx);
    const report = `${model}: ${total} documents; ${alreadyIndexed} were already indexed, ${indexed} indexed now.`;
    // A failure leaves the exit code at 1 so a script notices; the documents keep their reason.
    if (failed > 0) throw new AdminError(`${report}\n${failed} failed; see their reason in the library and run again to retry them.`);
    return report;
  },
};
