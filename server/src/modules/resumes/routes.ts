import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../../files/send-stored-file.js';
import { authenticate, callerOf, requireTenant } from '../../http/authenticate.js';
import { singleFileUpload, uploadedFile } from '../../http/upload.js';
import { pageRequestOf } from '../../http/pagination.js';
import { parseInput } from '../../http/validate.js';
import { processResume } from './process-resume.js';
import { uploadResume } from './upload-resume.js';
import { findResume, listResumes } from './queries.js';
import { createDownloadLink, exportAnalysis, sendSignedResumeFile } from './resume-files.js';
import { toResumeDetail } from './resume-view.js';
import { actorOf } from '../privacy/actor.js';
import { deleteResume } from '../privacy/delete-resume.js';
import { exportQuerySchema, processResumeSchema, resumeListQuerySchema } from '@app/shared';

export function resumeRoutes(ctx: AppContext): Router {
  const router = Router();

  // Opened by an <iframe> or a plain link, which cannot send a bearer header: the signed token
  // in the query is the credential.
  router.get('/:id/file', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    await sendSignedResumeFile(ctx, res, { id: req.params.id, token });
  });

  router.use(authenticate(ctx), requireTenant('Healthcare'));

  router.post('/upload', singleFileUpload(ctx.config.maxUploadBytes), async (req, res) => {
    res.status(201).json(await uploadResume(ctx, { caller: callerOf(req), file: uploadedFile(req) }));
  });

  router.get('/', async (req, res) => {
    const { q, status, ...page } = parseInput(resumeListQuerySchema, req.query);
    res.json(await listResumes(ctx, { caller: callerOf(req), page: pageRequestOf(page), filter: { search: q, status } }));
  });

  router.get('/:id', async (req, res) => {
    res.json(toResumeDetail(await findResume(ctx, { caller: callerOf(req), id: req.params.id })));
  });

  router.delete('/:id', async (req, res) => {
    await deleteResume(ctx, { actor: actorOf(req), id: req.params.id });
    res.status(204).end();
  });

  router.post('/:id/process', async (req, res) => {
    const { prompt } = parseInput(processResumeSchema, req.body);
    res.json(await processResume(ctx, { caller: callerOf(req), id: req.params.id, prompt }));
  });

  router.get('/:id/download', async (req, res) => {
    res.json(await createDownloadLink(ctx, { caller: callerOf(req), id: req.params.id }));
  });

  router.get('/:id/export', async (req, res) => {
    const { format } = parseInput(exportQuerySchema, req.query);
    const file = await exportAnalysis(ctx, { caller: callerOf(req), id: req.params.id, format });
    res.setHeader('Content-Type', file.mimeType);
    res.setHeader('Content-Disposition', contentDisposition('attachment', file.filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(file.content);
  });

  return router;
}
