import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fault tests that must wait out real timeouts (a minute or more) run only in
    // `npm run test:hardening`, which sets RUN_SLOW_FAULTS, to keep `npm test` quick.
    // wire-* stop and start the PostgreSQL cluster of `npm run test:wire`, which passes its control script.
    exclude: [
      '**/node_modules/**',
      ...(process.env.RUN_SLOW_FAULTS ? [] : ['test/hardening-faults-slow-*']),
      ...(process.env.TEST_DATABASE_CTL ? [] : ['test/wire-*']),
    ],
    // The log audit of the whole suite: no code, token or password in any test app's log (docs/security.md).
    globalSetup: ['test/support/global-log-audit.ts'],
    environment: 'node',
    // Each file gets its own in-memory PGlite; two workers match the two cores we have.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
