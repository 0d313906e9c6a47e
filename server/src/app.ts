import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppContext } from './context.js';
import { accessLog } from './http/access-log.js';
import { refuseControlCharacters } from './http/control-characters.js';

import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { authRateLimits, defaultRateLimits, type RateLimitSettings } from './http/rate-limit.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { trustedDeviceOf } from './modules/auth/device-cookie.js';
import { authRoutes } from './modules/auth/routes.js';
import { candidateRoutes } from './modules/candidates/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { emailTemplateRoutes, outreachRoutes } from './modules/outreach/routes.js';
import { candidateDataRoutes, privacyRoutes } from './modules/privacy/routes.js';
import { mailboxHealth } from './modules/replies/mailbox-status.js';
import { resumeRoutes } from './modules/resumes/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { apiDocsRoutes } from './openapi/routes.js';

const NO_STORE = 'no-store';

export const CLIENT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

export type AppOptions = {
  /** Checks the database for GET /api/health. */
  ping: () => Promise<void>;
  rateLimits?: RateLimitSettings;
  /** The built client to serve; left out when it has not been built (API tests). */
  clientDir?: string;
};

/** Builds the Express app without listening, so tests drive it with supertest. */
export function createApp(ctx: AppContext, options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  // What the API answers is a tenant's data, often a candidate's: never kept in a browser's or a
  // proxy's cache (OWASP's advice for personal data; NO_STORE below), so an ETag would never be
  // asked for again, and Express hashed every answer's body for one (decision 115).
  app.set('etag', false);

  app.use(accessLog(ctx.logger));
  app.use(securityHeaders());
  if (ctx.config.corsOrigins.length > 0) app.use(cors({ origin: ctx.config.corsOrigins }));
  // Liveness for orchestrators, asked every few seconds: the process answers. Ahead of the body
  // parsing and the API's router, which it has no use for; the database is not asked (that is /health).
  app.get('/api/health/live', (_req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    res.json({ status: 'ok' });
  });
  app.use(express.json({ limit: '100kb' }));
  app.use(refuseControlCharacters);

  const api = express.Router();
  // A route whose answer may be kept (the docs viewer's files, a stored file) sets its own.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', NO_STORE);
    next();
  });
  api.get('/health', async (_req, res) => {
    try {
      await options.ping();
      // The mailbox of replies is optional: down, it is reported here and the replica stays ready.
      res.json({ status: 'ok', database: 'ok', ...(ctx.config.mailbox ? { mailbox: await mailboxHealth(ctx) } : {}) });
    } catch (error) {
      ctx.logger.error({ err: error }, 'health check: database unreachable');
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });
  api.use(apiDocsRoutes());
  const authLimits = authRateLimits(ctx.prisma, options.rateLimits ?? defaultRateLimits, (req, email) =>
    trustedDeviceOf(req, ctx.config.jwtSecret, email),
  );
  api.use('/auth', authRoutes(ctx, authLimits));
  api.use('/users', userRoutes(ctx, authLimits));
  api.use('/resumes', resumeRoutes(ctx));
  api.use('/email-templates', emailTemplateRoutes(ctx));
  api.use('/outreach', outreachRoutes(ctx));
  api.use('/candidates', candidateRoutes(ctx));
  api.use('/candidates', candidateDataRoutes(ctx));
  api.use('/privacy', privacyRoutes(ctx));
  api.use('/documents', documentRoutes(ctx));
  api.use('/analytics', analyticsRoutes(ctx));
  api.use(notFoundHandler);
  app.use('/api', api);

  const clientDir = options.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    // Every other path belongs to the single-page client and its router.
    app.get('/{*path}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(clientDir, 'index.html'));
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}

/**
 * helmet's headers. HSTS and `upgrade-insecure-requests` only on answers that went over HTTPS
 * (directly, or through a proxy trusted by TRUST_PROXY): over plain HTTP browsers ignore HSTS
 * anyway, and the upgrade sends every script and stylesheet to https://, which leaves a blank
 * page for a self-hoster reaching the app at http://server:3000 on the LAN.
 */
function securityHeaders(): express.RequestHandler {
  const directives = {
    // recharts and React set inline styles; scripts stay same-origin only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'self'"],
  };
  const overHttps = helmet({ contentSecurityPolicy: { directives } });
  const overHttp = helmet({ contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } }, strictTransportSecurity: false });
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}

