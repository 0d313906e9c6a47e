import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from '../logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id of the access log line, echoed in X-Request-Id. */
    id?: string;
  }
}

// A caller's request id (from a proxy) is kept when it is sane, else one is made.
const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * One log line per answer, with the request id that X-Request-Id echoes: "request completed"
 * (4xx at warn), "request errored" (5xx, at error; the error handler logs the cause under the
 * same reqId), or "request aborted" when the connection closed before the answer was sent.
 *
 * The line is made of named fields only, the URL with its credentials redacted (redactUrl), so
 * it needs none of the logger's path redaction: run over pino-http's line (every request and
 * response header, cloned per path), that redaction cost more than the rest of a request (issue 16).
 */
export function accessLog(logger: Logger): RequestHandler {
  const log = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      const status = res.statusCode;
      const line = {
        req: {
          id,
          method: req.method,
          url: redactUrl(req.originalUrl),
          userAgent: req.headers['user-agent'],
          remoteAddress: req.socket.remoteAddress,
          remotePort: req.socket.remotePort,
        },
        res: { statusCode: status, contentLength: res.getHeader('content-length') },
        responseTime: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) log.info(line, 'request aborted');
      else if (status >= 500) log.error(line, 'request errored');
      else if (status >= 400) log.warn(line, 'request completed');
      else log.info(line, 'request completed');
    });
    next();
  };
}
