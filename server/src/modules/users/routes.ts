import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context.js';
import { authenticate, callerOf, originOf, signedInUserOf } from '../../http/authenticate.js';
import { parseInput } from '../../http/validate.js';
import { changePasswordSchema, updateNotificationsSchema, updateProfileSchema, verifyTwoFactorSetupSchema } from '@app/shared';
import { changePassword, confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup, updateNotifications, updateProfile } from './service.js';

/** `limited`: the sign-in calls' rate limits, shared so one budget covers every code call. */
export function userRoutes(ctx: AppContext, limited: RequestHandler[]): Router {
  const router = Router();
  router.use(authenticate(ctx));

  router.get('/profile', (req, res) => {
    res.json(signedInUserOf(req));
  });

  router.patch('/profile', async (req, res) => {
    res.json(await updateProfile(ctx, { caller: callerOf(req), ...parseInput(updateProfileSchema, req.body) }));
  });

  router.put('/notifications', async (req, res) => {
    res.json(await updateNotifications(ctx, { caller: callerOf(req), ...parseInput(updateNotificationsSchema, req.body) }));
  });

  router.post('/change-password', async (req, res) => {
    const input = parseInput(changePasswordSchema, req.body);
    res.json(await changePassword(ctx, { caller: callerOf(req), origin: originOf(req), ...input }));
  });

  router.post('/initiate-2fa-setup', ...limited, async (req, res) => {
    res.json(await startTwoFactorSetup(ctx, { caller: callerOf(req) }));
  });

  router.post('/verify-2fa-setup', ...limited, async (req, res) => {
    const { code } = parseInput(verifyTwoFactorSetupSchema, req.body);
    res.json(await confirmTwoFactorSetup(ctx, { caller: callerOf(req), code, origin: originOf(req) }));
  });

  router.post('/disable-2fa', async (req, res) => {
    res.json(await disableTwoFactor(ctx, { caller: callerOf(req), origin: originOf(req) }));
  });

  return router;
}
