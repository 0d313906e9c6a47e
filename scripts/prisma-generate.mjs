// `prisma generate` only needs the schema engine's path to exist: it never runs it. Pointing the
// variable at Node itself stops the CLI from trying to download an engine (offline machines, CI).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['prisma', 'generate'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath },
});
process.exit(result.status ?? 1);
