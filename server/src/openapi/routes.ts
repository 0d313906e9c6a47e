import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { docsInitializer, docsPage, VIEWER_FILES } from './docs-page.js';
import { buildOpenApiDocument } from './document.js';

const viewerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** GET /openapi.json and the page that shows it, /docs; mounted under /api. */
export function apiDocsRoutes(): Router {
  const router = Router();
  const document = buildOpenApiDocument();

  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });

  router.get('/docs', (_req, res) => {
    res.type('html').send(docsPage);
  });

  router.get('/docs/swagger-initializer.js', (_req, res) => {
    res.type('text/javascript').send(docsInitializer);
  });

  const viewerFiles = express.static(viewerDir, { index: false, maxAge: '1h' });
  router.use('/docs', (req, res, next) => {
    if (VIEWER_FILES.has(req.path.slice(1))) viewerFiles(req, res, next);
    else next();
  });

  return router;
}
