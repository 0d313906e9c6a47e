// `npm run seed:demo [-- --force]`: fills a demo Healthcare account (src/demo/seed-demo.ts) and
// prints its sign-in. Uses the same settings as the server; with the embedded database, stop the
// server first (PGlite serves one process, and the data directory's lock says so).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppContext } from '../src/app-context.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { DataDirInUseError } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/database.js';
import { withSessionSecret } from '../src/db/session-secret.js';
import { DEMO_ACCOUNT, DemoRefusedError, seedDemo } from '../src/demo/seed-demo.js';
import { createLogger } from '../src/logger.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const settings = loadConfig();
  const logger = createLogger(settings.logLevel === 'info' ? 'warn' : settings.logLevel);
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, embeddedDataDir: path.join(settings.dataDir, 'pglite'), logger });
  const config = await withSessionSecret(settings, database.prisma, logger);
  const ctx = createAppContext({ config, database, logger });
  try {
    const started = Date.now();
    const result = await seedDemo(ctx, { force: values.force });
    const counts = `${result.resumes} analysed resumes, ${result.templates} templates, ${result.outreach} outreach e-mails, ${result.documents} documents`;
    console.log(result.isNew ? `Demo data created in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}.` : `The demo account exists already (${counts}); nothing changed.`);
    console.log(`\nSign in at ${config.publicUrl}/login\n  Organisation: ${DEMO_ACCOUNT.tenantName}\n  E-mail:       ${DEMO_ACCOUNT.email}\n  Password:     ${DEMO_ACCOUNT.password}`);
    return 0;
  } finally {
    ctx.mailer.close();
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof DemoRefusedError || error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
