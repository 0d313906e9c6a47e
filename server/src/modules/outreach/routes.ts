import { Router } from 'express';
import type { AppContext, Caller } from '../../context.js';
import { authenticate, callerOf, requireTenant, signedInUserOf } from '../../http/authenticate.js';
import { parseInput } from '../../http/validate.js';
import { findCandidatePage, findSelectableAddresses } from './candidate-page.js';
import { findCandidates } from './candidates.js';
import { createDraft, listOutreach, outreachDetail, updateDraft } from './drafts.js';
import {
  candidateListQuerySchema,
  candidateLookupQuerySchema,
  candidateLookupSchema,
  candidateSelectionQuerySchema,
  createOutreachSchema,
  outreachPageSchema,
  queueSchema,
  templateInputSchema,
  updateOutreachSchema,
} from '@app/shared';
import { withLastContacts } from './recent-contacts.js';
import { sendOutreach } from './send-outreach.js';
import { queueDrafts, queueProgress } from './send-queue.js';
import { createTemplate, findTemplate, listTemplates, updateTemplate } from './templates.js';
import { PIXEL_GIF, recordPixelFetch } from './tracking.js';
import { outreachOfToken } from './tracking-token.js';
import { unsubscribe, unsubscribePage } from './unsubscribe.js';
import { recordAudit } from '../auth/audit.js';
import { actorOf, auditOf } from '../privacy/actor.js';

// GET /outreach/candidates answers one page of a search when any of these is given.
const PAGE_PARAMS = ['q', 'limit', 'offset'];

export function emailTemplateRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(authenticate(ctx), requireTenant('Healthcare'));

  router.get('/', async (req, res) => {
    res.json(await listTemplates(ctx, { caller: callerOf(req) }));
  });

  router.get('/:id', async (req, res) => {
    res.json(await findTemplate(ctx, { caller: callerOf(req), id: req.params.id }));
  });

  router.post('/', async (req, res) => {
    const input = parseInput(templateInputSchema, req.body);
    res.status(201).json(await createTemplate(ctx, { caller: callerOf(req), input }));
  });

  router.put('/:id', async (req, res) => {
    const input = parseInput(templateInputSchema, req.body);
    res.json(await updateTemplate(ctx, { caller: callerOf(req), id: req.params.id, input }));
  });

  return router;
}

export function outreachRoutes(ctx: AppContext): Router {
  const router = Router();

  // Public, opened by mail clients: the unguessable token is the only key (decision 22).
  router.get('/track/:token.gif', async (req, res) => {
    // Recorded before answering, so a graceful shutdown never cuts a write short; a failure to
    // record still shows the image. Known and unknown tokens get the same bytes and headers.
    try {
      await recordPixelFetch(ctx, { token: req.params.token, method: req.method, ip: req.ip, userAgent: req.get('user-agent') });
    } catch (error) {
      ctx.logger.error({ err: error }, 'pixel fetch not recorded');
    }
    res.set({
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store, max-age=0',
      // Webmail shows it from another origin.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.end(PIXEL_GIF);
  });

  router.get('/unsubscribe/:token', async (req, res) => {
    const outreach = await outreachOfToken(ctx, req.params.token);
    if (!outreach) {
      res.status(404).send(unsubscribePage({ title: 'Link not valid', text: 'This unsubscribe link is not valid.' }));
      return;
    }
    res.send(
      unsubscribePage({
        title: 'Unsubscribe',
        text: `Stop all e-mails from us to ${outreach.recipientEmail}? Press the button to confirm.`,
        confirm: true,
      }),
    );
  });

  // The page's button and RFC 8058 one-click (List-Unsubscribe-Post) both land here.
  router.post('/unsubscribe/:token', async (req, res) => {
    await unsubscribe(ctx, req.params.token);
    res.send(unsubscribePage({ title: 'You are unsubscribed', text: 'You will not receive any more e-mails from us.' }));
  });

  router.use(authenticate(ctx), requireTenant('Healthcare'));

  // The spec's array of the candidates (only those with these addresses, when given), each with its last contact.
  const candidatesWithAddresses = async (caller: Caller, emails?: string[]) =>
    withLastContacts(ctx, { caller, candidates: await findCandidates(ctx, { caller, onlyEmails: emails }) });

  router.get('/candidates', async (req, res) => {
    const caller = callerOf(req);
    // A few candidates by address in the query string (POST /candidates/lookup takes hundreds).
    if ('emails' in req.query) {
      const { emails } = parseInput(candidateLookupQuerySchema, req.query);
      res.json(await candidatesWithAddresses(caller, emails));
      return;
    }
    // "Select All": the addresses of every match, not a page of cards.
    if ('fields' in req.query) {
      const { q } = parseInput(candidateSelectionQuerySchema, req.query);
      res.json(await findSelectableAddresses(ctx, { caller, q }));
      return;
    }
    // Without q, limit or offset the spec's answer: every candidate, as an array.
    if (!PAGE_PARAMS.some((name) => name in req.query)) {
      res.json(await candidatesWithAddresses(caller));
      return;
    }
    const { q, limit, offset } = parseInput(candidateListQuerySchema, req.query);
    res.json(await findCandidatePage(ctx, { caller, q, limit, offset }));
  });

  // Compose's recipients: up to CANDIDATE_SELECTION_MAX addresses, which no query string holds.
  router.post('/candidates/lookup', async (req, res) => {
    const { emails } = parseInput(candidateLookupSchema, req.body);
    res.json(await candidatesWithAddresses(callerOf(req), emails));
  });

  router.post('/queue', async (req, res) => {
    const { ids } = parseInput(queueSchema, req.body);
    const answer = await queueDrafts(ctx, { caller: callerOf(req), target: ids ? { ids } : { all: true } });
    const actor = actorOf(req);
    await recordAudit(ctx, { event: 'outreach.bulk_sent', ...auditOf(actor), detail: { messages: answer.queued, via: actor.via } });
    res.status(202).json(answer);
  });

  router.get('/queue', async (req, res) => {
    res.json(await queueProgress(ctx, { caller: callerOf(req) }));
  });

  router.get('/', async (req, res) => {
    const { page, limit } = parseInput(outreachPageSchema, req.query);
    res.json(await listOutreach(ctx, { caller: callerOf(req), sender: signedInUserOf(req), page, limit }));
  });

  router.post('/', async (req, res) => {
    const input = parseInput(createOutreachSchema, req.body);
    res.status(201).json(await createDraft(ctx, { caller: callerOf(req), input }));
  });

  router.get('/:id', async (req, res) => {
    res.json(await outreachDetail(ctx, { caller: callerOf(req), sender: signedInUserOf(req), id: req.params.id }));
  });

  router.put('/:id', async (req, res) => {
    const input = parseInput(updateOutreachSchema, req.body);
    res.json(await updateDraft(ctx, { caller: callerOf(req), id: req.params.id, input }));
  });

  router.post('/:id/send', async (req, res) => {
    res.json(await sendOutreach(ctx, { caller: callerOf(req), id: req.params.id, mode: 'send' }));
  });

  router.post('/:id/retry', async (req, res) => {
    res.json(await sendOutreach(ctx, { caller: callerOf(req), id: req.params.id, mode: 'retry' }));
  });

  return router;
}
