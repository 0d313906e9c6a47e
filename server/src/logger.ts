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
// Also the candidate's address that names the person in an export or erase: never kept in a log.
const SECRETS_IN_URL: [RegExp, string][] = [
  [/([?&]token=)[^&#]*/g, '$1[redacted]'],
  [/(\/outreach\/(?:track|unsubscribe)\/)[^/?#]+/g, '$1[redacted]'],
  [/(\/candidates\/)[^/?#]*(?:@|%40)[^/?#]*/gi, '$1[redacted]'],
];

export const redactUrl = (url: string) => SECRETS_IN_URL.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), url);
