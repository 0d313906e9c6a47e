import type { Express } from 'express';

// Every route the app registers, read from Express's own router, and the table of what each
// expects. The hardening suites (injection, tenant matrix) walk the registered routes and look
// each up here: a new route without a row fails them, so adding a feature means adding its row.

export type RegisteredRoute = { method: string; path: string; key: string };

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
};

/** Walks the Express 5 router stack (mounted routers included) into `METHOD /path` entries. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          const path = `${prefix}${layer.route.path === '/' ? '' : layer.route.path}` || '/';
          routes.push({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` });
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}

/** Kinds of tenant data a path id can name (`:id`, or a candidate's `:email`). */
export type ResourceKind = 'resume' | 'email-template' | 'outreach' | 'document' | 'candidate';

export type RouteRow = {
  /**
   * public: anyone (sign-up, sign-in, health); session: any signed-in user;
   * healthcare: signed-in users of the Healthcare organisation; signed-link: a signed URL token.
   * A `:token` in a public path is a link from an e-mail (pixel, unsubscribe): the token is its key.
   */
  access: 'public' | 'session' | 'healthcare' | 'signed-link';
  /** What `:id` (or a candidate's `:email`) names, when the path has one. */
  resource?: ResourceKind;
  /** A valid body; the injection suite replaces its fields one at a time. */
  body?: Record<string, unknown>;
  /** A valid query; likewise. */
  query?: Record<string, string>;
  /** A multipart upload in the field `file` (the hostile-files suite covers the file itself). */
  upload?: boolean;
  /** Another user of the same tenant may use the resource (documented sharing: the team shares it). */
  sharedInTenant?: boolean;
  /** The call deletes what it names: a suite that lets it succeed points it at a copy made for the call. */
  destroys?: boolean;
};

const sampleEmail = 'someone@example.com';
const draftBody = { subject: 'Hello {{candidateName}}', content: 'Dear {{candidateName|there}},\nwe have an opening.' };
const templateBody = { name: 'Opening', description: 'First contact', ...draftBody };

export const routeTable: Record<string, RouteRow> = {
  'GET /api/health': { access: 'public' },
  'GET /api/health/live': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/swagger-initializer.js': { access: 'public' },
  'POST /api/auth/register': {
    access: 'public',
    body: { firstName: 'Ada', lastName: 'Lovelace', email: sampleEmail, password: 'Str0ng!Pass', tenantName: 'Healthcare' },
  },
  'POST /api/auth/verify-email': { access: 'public', body: { email: sampleEmail, code: '1234' } },
  'POST /api/auth/resend-verification': { access: 'public', body: { email: sampleEmail } },
  'POST /api/auth/login': { access: 'public', body: { email: sampleEmail, password: 'Str0ng!Pass', tenantName: 'Healthcare' } },
  'POST /api/auth/verify-2fa': { access: 'public', body: { email: sampleEmail, code: '1234', tenantName: 'Healthcare' } },
  'POST /api/auth/forgot-password': { access: 'public', body: { email: sampleEmail } },
  'POST /api/auth/reset-password': { access: 'public', body: { token: 'not-a-real-token', newPassword: 'N3w!Passw0rd' } },
  'GET /api/auth/me': { access: 'session' },
  'GET /api/users/profile': { access: 'session' },
  'PATCH /api/users/profile': { access: 'session', body: { firstName: 'Grace', lastName: 'Hopper' } },
  'PUT /api/users/notifications': { access: 'session', body: { emailOnReply: false } },
  'POST /api/users/change-password': { access: 'session', body: { currentPassword: 'Wr0ng!Pass', newPassword: 'N3w!Passw0rd' } },
  'POST /api/users/initiate-2fa-setup': { access: 'session' },
  'POST /api/users/verify-2fa-setup': { access: 'session', body: { code: '1234' } },
  'POST /api/users/disable-2fa': { access: 'session' },
  'GET /api/resumes/:id/file': { access: 'signed-link', resource: 'resume', query: { token: 'not-a-token' } },
  'POST /api/resumes/upload': { access: 'healthcare', upload: true },
  'GET /api/resumes': { access: 'healthcare', query: { page: '1', limit: '6' }, sharedInTenant: true },
  'GET /api/resumes/:id': { access: 'healthcare', resource: 'resume', sharedInTenant: true },
  'POST /api/resumes/:id/process': { access: 'healthcare', resource: 'resume', body: { prompt: 'ICU experience' }, sharedInTenant: true },
  'GET /api/resumes/:id/download': { access: 'healthcare', resource: 'resume', sharedInTenant: true },
  'GET /api/resumes/:id/export': { access: 'healthcare', resource: 'resume', query: { format: 'pdf' }, sharedInTenant: true },
  'DELETE /api/resumes/:id': { access: 'healthcare', resource: 'resume', sharedInTenant: true, destroys: true },
  'GET /api/candidates/:email/documents': { access: 'healthcare', resource: 'candidate', sharedInTenant: true },
  'GET /api/candidates/:email/export': { access: 'healthcare', resource: 'candidate', sharedInTenant: true },
  'DELETE /api/candidates/:email': { access: 'healthcare', resource: 'candidate', sharedInTenant: true, destroys: true },
  'GET /api/privacy/activity': { access: 'session', query: { page: '1', limit: '20' } },
  'GET /api/privacy/retention': { access: 'session' },
  'PUT /api/privacy/retention': { access: 'session', body: { months: 24 } },
  'GET /api/privacy/retention/preview': { access: 'session', query: { months: '6' } },
  'GET /api/email-templates': { access: 'healthcare', sharedInTenant: true },
  'POST /api/email-templates': { access: 'healthcare', body: templateBody },
  'GET /api/email-templates/:id': { access: 'healthcare', resource: 'email-template', sharedInTenant: true },
  'PUT /api/email-templates/:id': { access: 'healthcare', resource: 'email-template', body: templateBody, sharedInTenant: true },
  'GET /api/outreach/track/:token.gif': { access: 'public' },
  'GET /api/outreach/unsubscribe/:token': { access: 'public' },
  'POST /api/outreach/unsubscribe/:token': { access: 'public' },
  'GET /api/outreach/candidates': { access: 'healthcare', query: { q: 'nurse', limit: '24', offset: '0' }, sharedInTenant: true },
  'POST /api/outreach/candidates/lookup': { access: 'healthcare', body: { emails: [sampleEmail] }, sharedInTenant: true },
  'POST /api/outreach/queue': { access: 'healthcare', body: { ids: ['00000000-0000-4000-8000-000000000000'] } },
  'GET /api/outreach/queue': { access: 'healthcare' },
  'GET /api/outreach': { access: 'healthcare', query: { page: '1', limit: '5' }, sharedInTenant: true },
  'POST /api/outreach': { access: 'healthcare', body: { recipientEmail: sampleEmail, recipientName: 'Jane Doe', ...draftBody } },
  'GET /api/outreach/:id': { access: 'healthcare', resource: 'outreach', sharedInTenant: true },
  'PUT /api/outreach/:id': { access: 'healthcare', resource: 'outreach', body: draftBody, sharedInTenant: true },
  'POST /api/outreach/:id/send': { access: 'healthcare', resource: 'outreach', sharedInTenant: true },
  'POST /api/outreach/:id/retry': { access: 'healthcare', resource: 'outreach', sharedInTenant: true },
  'GET /api/documents': { access: 'healthcare', query: { page: '1', limit: '6' }, sharedInTenant: true },
  'POST /api/documents/upload': { access: 'healthcare', upload: true },
  'POST /api/candidates/search': {
    access: 'healthcare',
    body: { query: 'critical care nurse', topK: 5, filters: { minYears: 2, location: 'Boston', certification: 'BLS', excludeUnsubscribed: true } },
    sharedInTenant: true,
  },
  'GET /api/candidates/:email': { access: 'healthcare', resource: 'candidate', sharedInTenant: true },
  'POST /api/documents/search': { access: 'healthcare', body: { query: 'how many days of leave', topK: 5 }, sharedInTenant: true },
  'POST /api/documents/:id/reprocess': { access: 'healthcare', resource: 'document', sharedInTenant: true },
  'GET /api/documents/:id/download': { access: 'healthcare', resource: 'document', sharedInTenant: true },
  'GET /api/analytics/dashboard': { access: 'healthcare', query: { tz: 'Europe/Berlin' }, sharedInTenant: true },
};

/** The row of a registered route; throws (failing the suite) when a route has none. */
export function rowOf(route: RegisteredRoute): RouteRow {
  const row = routeTable[route.key];
  if (!row) throw new Error(`${route.key} has no row in server/test/support/route-table.ts: add one`);
  return row;
}

/** The path with its `:id` (or an e-mail link's `:token`, a candidate's `:email`) replaced. */
export const pathWith = (route: RegisteredRoute, id: string) => route.path.replace(/:id|:token|:email/, encodeURIComponent(id));
