// Values the global setup hands to the test files (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The run's SMTP server, for suites that start an app of their own. */
    smtpUrl: string;
  }
}

export {};
