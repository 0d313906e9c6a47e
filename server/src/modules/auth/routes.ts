import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { authenticate, originOf, signedInUserOf } from '../../http/authenticate.js';
import { parseInput } from '../../http/validate.js';
import { rememberDevice, trustedDeviceOf } from './device-cookie.js';
import { login, verifyTwoFactorLogin } from './login.js';
import { NEUTRAL_RESET_MESSAGE, requestPasswordReset, resetPassword } from './password-reset.js';
import { register, resendVerification, verifyEmail } from './registration.js';
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  verifyTwoFactorSchema,
} from '@app/shared';

/** `limited`: per-IP and per-account rate limits for the sign-in, code and reset calls. */
export function authRoutes(ctx: AppContext, limited: RequestHandler[]): Router {
  const router = Router();
  const secret = ctx.config.jwtSecret;

  /** Answers a sign-in result; when it carries a session, this browser becomes a known device of `email`. */
  const answerSignIn = (req: Request, res: Response, email: string, result: object) => {
    if ('accessToken' in result) rememberDevice(req, res, { secret, email, publicUrl: ctx.config.publicUrl });
    res.json(result);
  };

  router.post('/register', ...limited, async (req, res) => {
    const result = await register(ctx, parseInput(registerSchema, req.body), originOf(req));
    res.status(201).json(result);
  });

  router.post('/verify-email', ...limited, async (req, res) => {
    const input = parseInput(verifyEmailSchema, req.body);
    answerSignIn(req, res, input.email, await verifyEmail(ctx, input, originOf(req)));
  });

  router.post('/resend-verification', ...limited, async (req, res) => {
    res.json(await resendVerification(ctx, parseInput(emailOnlySchema, req.body)));
  });

  router.post('/login', ...limited, async (req, res) => {
    const input = parseInput(loginSchema, req.body);
    const client = { origin: originOf(req), device: trustedDeviceOf(req, secret, input.email) };
    answerSignIn(req, res, input.email, await login(ctx, input, client));
  });

  router.post('/verify-2fa', ...limited, async (req, res) => {
    const input = parseInput(verifyTwoFactorSchema, req.body);
    answerSignIn(req, res, input.email, await verifyTwoFactorLogin(ctx, input, originOf(req)));
  });

  router.post('/forgot-password', ...limited, (req, res) => {
    const { email } = parseInput(emailOnlySchema, req.body);
    // Answer first, work after: existing and unknown addresses look the same from outside.
    res.json({ message: NEUTRAL_RESET_MESSAGE });
    requestPasswordReset(ctx, email, originOf(req)).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'password reset request failed'),
    );
  });

  router.post('/reset-password', ...limited, async (req, res) => {
    res.json(await resetPassword(ctx, parseInput(resetPasswordSchema, req.body), originOf(req)));
  });

  router.get('/me', authenticate(ctx), (req, res) => {
    res.json(signedInUserOf(req));
  });

  return router;
}
