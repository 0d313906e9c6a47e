import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../files/send-stored-file.js';
import { authenticate, callerOf, requireTenant } from '../../http/authenticate.js';
import { pageRequestOf } from '../../http/pagination.js';
import { parseInput } from '../../http/validate.js';
import {
  activityQuerySchema,
  candidateEmailParamSchema,
  pickedDocumentsQuerySchema,
  retentionPreviewQuerySchema,
  retentionSettingSchema,
} from '@app/shared';
import { actorOf } from './actor.js';
import { listActivity } from './activity.js';
import { eraseCandidate } from './erase-candidate.js';
import { exportCandidate } from './export-candidate.js';
import { mentioningDocuments } from './mentioning-documents.js';
import { previewRetention } from './retention.js';
import { changeRetentionSetting, readRetentionSetting } from './retention-setting.js';

/** Export and erase of one person, and the documents naming them, under /api/candidates beside candidate search. */
export function candidateDataRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(authenticate(ctx), requireTenant('Healthcare'));

  router.get('/:email/documents', async (req, res) => {
    const { email } = parseInput(candidateEmailParamSchema, req.params);
    res.json({ documents: await mentioningDocuments(ctx, { tenantId: callerOf(req).tenantId, email }) });
  });

  router.get('/:email/export', async (req, res) => {
    const { email } = parseInput(candidateEmailParamSchema, req.params);
    const { documents } = parseInput(pickedDocumentsQuerySchema, req.query);
    const file = await exportCandidate(ctx, { actor: actorOf(req), email, documentIds: documents });
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition('attachment', file.filename));
    res.setHeader('Cache-Control', 'no-store');
    res.send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
  });

  router.delete('/:email', async (req, res) => {
    const { email } = parseInput(candidateEmailParamSchema, req.params);
    const { documents } = parseInput(pickedDocumentsQuerySchema, req.query);
    const erased = await eraseCandidate(ctx, { actor: actorOf(req), email, documentIds: documents });
    res.json({ message: 'Candidate erased', ...erased });
  });

  return router;
}

/** The tenant's retention rule and Activity list: Settings, open to every user of every tenant. */
export function privacyRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(authenticate(ctx));

  router.get('/activity', async (req, res) => {
    const page = parseInput(activityQuerySchema, req.query);
    res.json(await listActivity(ctx, { caller: callerOf(req), page: pageRequestOf(page) }));
  });

  router.get('/retention', async (req, res) => {
    res.json(await readRetentionSetting(ctx, callerOf(req).tenantId));
  });

  router.put('/retention', async (req, res) => {
    const { months } = parseInput(retentionSettingSchema, req.body);
    res.json(await changeRetentionSetting(ctx, { actor: actorOf(req), months }));
  });

  router.get('/retention/preview', async (req, res) => {
    const { months } = parseInput(retentionPreviewQuerySchema, req.query);
    res.json({ months, candidates: await previewRetention(ctx, { tenantId: callerOf(req).tenantId, months }) });
  });

  return router;
}
