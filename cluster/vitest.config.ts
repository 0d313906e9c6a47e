import { defineConfig } from 'vitest/config';

// Run by scripts/test-cluster.sh (npm run test:cluster), which sets up the namespaces, PostgreSQL
// and HAProxy these suites need. Each suite starts a deployment of its own on them: one at a time.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.cluster.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
