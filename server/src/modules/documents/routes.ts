import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { authenticate, callerOf, requireTenant } from '../../http/authenticate.js';
import { pageQueryParser } from '../../http/pagination.js';
import { singleFileUpload, uploadedFile } from '../../http/upload.js';
import { parseInput } from '../../http/validate.js';
import { sendDocumentFile } from './document-file.js';
import { listDocuments } from './queries.js';
import { DEFAULT_DOCUMENT_PAGE_SIZE, DOCUMENT_PAGE_SIZES, searchSchema, uploadFieldsSchema } from '@app/shared';
import { searchDocuments } from './search-documents.js';
import { reprocessDocument, uploadDocument } from './upload-document.js';

export function documentRoutes(ctx: AppContext): Router {
  const router = Router();
  const parsePage = pageQueryParser(DOCUMENT_PAGE_SIZES, DEFAULT_DOCUMENT_PAGE_SIZE);
  router.use(authenticate(ctx), requireTenant('Healthcare'));

  router.get('/', async (req, res) => {
    const page = parsePage(req.query);
    res.json(await listDocuments(ctx, { caller: callerOf(req), page }));
  });

  router.post('/upload', singleFileUpload(ctx.config.maxUploadBytes), async (req, res) => {
    const { title, description } = parseInput(uploadFieldsSchema, req.body);
    res.status(201).json(await uploadDocument(ctx, { caller: callerOf(req), file: uploadedFile(req), title, description }));
  });

  router.post('/search', async (req, res) => {
    const { query, topK } = parseInput(searchSchema, req.body);
    res.json(await searchDocuments(ctx, { caller: callerOf(req), query, topK }));
  });

  router.post('/:id/reprocess', async (req, res) => {
    res.json(await reprocessDocument(ctx, { caller: callerOf(req), id: req.params.id }));
  });

  router.get('/:id/download', async (req, res) => {
    await sendDocumentFile(ctx, res, { caller: callerOf(req), id: req.params.id });
  });

  return router;
}
