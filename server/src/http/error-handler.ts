import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../logger.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';
import { HttpError } from './http-error.js';
import { firstProblem } from './validate.js';

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, 'Not found'));
};

/** Turns every error into `{ message }` with a fitting status; details of the unknown go to the log only. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, body } = describe(error);
    if (status === 503) logger.warn({ err: error, reqId: req.id }, 'request failed: database unreachable');
    else if (status >= 500) logger.error({ err: error, reqId: req.id }, 'request failed');
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}

function describe(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.status, body: { ...error.extra, message: error.message } };
  if (error instanceof ZodError) return { status: 400, body: { message: firstProblem(error) } };
  // body-parser's errors carry a `type` and an HTTP status of their own.
  const parserError = error as { type?: string; status?: number };
  if (parserError.type === 'entity.too.large') return { status: 413, body: { message: 'Request body is too large' } };
  if (parserError.type === 'entity.parse.failed') return { status: 400, body: { message: 'Request body is not valid JSON' } };
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return { status: parserError.status, body: { message: 'Bad request' } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } };
  return { status: 500, body: { message: 'Something went wrong. Please try again.' } };
}
