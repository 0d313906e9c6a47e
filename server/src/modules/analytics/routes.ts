import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { authenticate, callerOf, requireTenant } from '../../http/authenticate.js';
import { parseInput } from '../../http/validate.js';
import { getDashboard } from './dashboard.js';
import { dashboardQuerySchema } from '@app/shared';

export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(authenticate(ctx), requireTenant('Healthcare'));

  // ?tz=Europe/Berlin counts the activity per day of the caller's calendar; without it, the server's.
  router.get('/dashboard', async (req, res) => {
    const { tz } = parseInput(dashboardQuerySchema, req.query);
    res.json(await getDashboard(ctx, { caller: callerOf(req), timeZone: tz }));
  });

  return router;
}
