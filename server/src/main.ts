import path from 'node:path';
import { adminSocketPath, startAdminSocket } from './admin/admin-socket.js';
import { createAppContext, outboxDirOf } from './app-context.js';
import { CLIENT_DIST_DIR, createApp } from './app.js';
import { ConfigError, ensureServerDirectories, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.js';
import { withSessionSecret } from './db/session-secret.js';
import { ShutdownHooks } from './lifecycle/shutdown-hooks.js';
import { startRateLimitSweep } from './lifecycle/rate-limit-sweep.js';
import { startRecovery } from './lifecycle/recovery.js';
import { listen } from './lifecycle/listen.js';
import { startupSteps } from './lifecycle/startup-steps.js';
import { createLogger } from './logger.js';
import { followSessionChanges } from './modules/auth/session-cache.js';
import { startOutreachQueue } from './modules/outreach/send-queue.js';
import { startMailboxReader } from './modules/replies/mailbox-reader.js';
import { startReplyNotifier } from './modules/replies/reply-notifications.js';
import { startRetentionSchedule } from './modules/privacy/retention-schedule.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let settings;
  try {
    settings = loadConfig();
    ensureServerDirectories(settings);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(settings.logLevel);
  const start = startupSteps(logger);
  // Stopped in reverse order: whatever is registered after the database stops before it.
  const shutdown = new ShutdownHooks();
  const database = await start.step('open and migrate the database', () =>
    openDatabase({
      databaseUrl: settings.databaseUrl,
      embeddedDataDir: path.join(settings.dataDir, 'pglite'),
      logger,
    }),
  );
  shutdown.onShutdown('database', () => database.close());
  // Without JWT_SECRET the session key is the database's, shared by every replica.
  const config = await withSessionSecret(settings, database.prisma, logger);
  if (database.isEmbedded) {
    const maintenance = startEmbeddedMaintenance(database.pool, logger);
    shutdown.onShutdown('embedded database maintenance', () => maintenance.stop());
  }
  const ctx = createAppContext({ config, database, logger });
  const { mailer, languageModel } = ctx;
  shutdown.onShutdown('mailer', () => mailer.close());
  // Ready only when uploads can be kept: a bucket that is missing is made, one out of reach stops the start.
  await start.step('prepare the file storage', () => ctx.storage.prepare());
  // Before listening: a session another replica ends must never be answered from this one's cache.
  const sessionChanges = await start.step('follow session changes', () => followSessionChanges(ctx.prisma, database, logger));
  shutdown.onShutdown('session change listener', () => sessionChanges.close());
  const rateLimitSweep = startRateLimitSweep(ctx.prisma, logger);
  shutdown.onShutdown('rate-limit counter sweep', () => rateLimitSweep.stop());
  const app = createApp(ctx, { ping: database.ping, clientDir: CLIENT_DIST_DIR });
  const server = await start.step('listen', () => listen(app, config.port, config.host)).catch(async (error: unknown) => {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    await shutdown.run(logger);
    process.exit(1);
  });
  logger.info(
    {
      url: config.publicUrl,
      database: database.isEmbedded ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'DATABASE_URL',
      mail: mailer.kind === 'smtp' ? 'SMTP_URL' : `dev outbox in ${outboxDirOf(config)}`,
      files: ctx.storage.location,
      sessionKey: settings.jwtSecret ? 'JWT_SECRET' : 'generated, kept in the database',
      languageModel: languageModel.name,
      replies: config.mailbox ? `read from ${config.mailbox.host} (IMAP_URL)` : 'not read (no IMAP_URL)',
      startMs: start.elapsed(),
    },
    `listening on http://${config.host}:${config.port}`,
  );
  // Work is claimed only once the port is ours: a start that cannot serve stops before it takes any.
  const outreachQueue = startOutreachQueue(ctx);
  // Registered after the database and the mailer, so it stops first: it finishes the e-mail in
  // hand and no row is left half-sent.
  shutdown.onShutdown('outreach send queue', () => outreachQueue.stop());
  // The embedded database admits this process only, so admin commands come in through it. On
  // DATABASE_URL the command line opens the database itself and needs no replica.
  if (database.isEmbedded) {
    const adminSocket = await startAdminSocket(ctx, adminSocketPath(config.dataDir));
    shutdown.onShutdown('admin socket', () => adminSocket.close());
  }
  // Registered after the database, so it stops first, finishing the analysis in hand.
  const recovery = startRecovery(ctx);
  shutdown.onShutdown('recovery of interrupted work', () => recovery.stop());
  // Registered after the database and the mailer, so it stops first, finishing the notice in hand.
  const replyNotifier = startReplyNotifier(ctx);
  shutdown.onShutdown('reply notices', () => replyNotifier.stop());
  // Registered after the database, so it stops first, recording the message in hand.
  const mailboxReader = startMailboxReader(ctx, { afterRead: () => replyNotifier.wake() });
  if (mailboxReader) shutdown.onShutdown('mailbox reader', () => mailboxReader.stop());
  const retention = startRetentionSchedule(ctx);
  shutdown.onShutdown('candidate retention', () => retention.stop());

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then stop workers and close the database.
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over; closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await shutdown.run(logger);
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
