import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** The app's logger, to stdout; a test passes `destination` to read every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    // Belt and braces: whatever a log line carries, these never leave the process.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

// Credentials that travel in URLs: signed file links (`?token=`), and the per-message tokens of
// the tracking pixel and the unsubscribe link (each one lets its holder act for the recipient).
const SECRETS_IN_URL: [RegExp, string][] = [
  [/([?&]token=)[^&#]*/g, '$1[redacted]'],
  [/(\/outreach\/(?:track|unsubscribe)\/)[^/?#]+/g, '$1[redacted]'],
];

export const redactUrl = (url: string) => SECRETS_IN_URL.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), url);

type SerializedRequest = { url?: string; query?: Record<string, unknown>; params?: Record<string, unknown> };

/** pino-http's request serializer, minus the credentials in the URL, its query and its params. */
export function serializeRequest<T extends SerializedRequest>(req: T): T {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query && 'token' in req.query) req.query = { ...req.query, token: '[redacted]' };
  if (req.params && 'token' in req.params) req.params = { ...req.params, token: '[redacted]' };
  return req;
}

