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
