import pg from 'pg';
import type { Logger } from '../logger.js';
import type { Database, PrismaClient } from './database.js';

export type NotificationHandlers = {
  onNotification(payload: string): void;
  /**
   * Notifications may have been missed: the connection that listens dropped, or listens again
   * after a drop. Whatever they would have told must be forgotten.
   */
  onGap(): void;
};

export type NotificationListener = {
  /** False while a notification sent by another process could go unheard. */
  readonly isListening: boolean;
  close(): Promise<void>;
};

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'recruiting-workspace listener';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const CHANNEL = /^[a-z_]+$/;

/** Tells every process that listens on `channel`, this one included, when the statement commits. */
export async function notify(prisma: PrismaClient, channel: string, payload: string): Promise<void> {
  await prisma.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

/** Listens on `channel` of the database: PostgreSQL's LISTEN, on a PostgreSQL server or on PGlite. */
export async function listen(database: Database, channel: string, handlers: NotificationHandlers, logger: Logger): Promise<NotificationListener> {
  if (!CHANNEL.test(channel)) throw new Error(`Bad channel name ${channel}`);
  return database.isEmbedded ? listenOnPool(database.pool, channel, handlers) : listenOnOwnConnection(database.connectionString, channel, handlers, logger);
}

const deliver = (channel: string, handlers: NotificationHandlers) => (message: pg.Notification) => {
  if (message.channel === channel) handlers.onNotification(message.payload ?? '');
};

/**
 * The embedded database: PGlite is one PostgreSQL session, which its socket server hands to one
 * connection, the pool's. PGlite returns a notification to the connection whose statement sent
 * it, so a second, dedicated connection would hear nothing (and pglite-socket refuses it); the
 * pool's connection hears every notification of this process, which is every process the
 * embedded database admits. It cannot drop without the pool losing the database too.
 */
async function listenOnPool(pool: pg.Pool, channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
  const onMessage = deliver(channel, handlers);
  const hooked = new Set<pg.PoolClient>();
  const hook = (client: pg.PoolClient) => {
    if (hooked.has(client)) return;
    hooked.add(client);
    client.on('notification', onMessage);
  };
  // A connection the pool opens later (after an error) hears them too: LISTEN belongs to the one
  // PGlite session, not to a connection.
  pool.on('connect', hook);
  const client = await pool.connect();
  try {
    hook(client);
    await client.query(`LISTEN ${channel}`);
  } finally {
    client.release();
  }
  return {
    isListening: true,
    async close() {
      pool.off('connect', hook);
      for (const each of hooked) each.off('notification', onMessage);
    },
  };
}

/**
 * A PostgreSQL server: a connection of its own, outside the pool, since a pooled connection goes
 * back and forth between callers. When it drops, the handlers hear of the gap at once and it
 * reconnects after 1 s, then 2, 4... up to 30 s between tries.
 */
async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  logger: Logger,
): Promise<NotificationListener> {
  const onMessage = deliver(channel, handlers);
  let client: pg.Client | undefined;
  let isListening = false;
  let isClosed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  // One warning per outage, not one per try.
  let hasWarned = false;

  const lost = (from: pg.Client, error?: unknown) => {
    if (from !== client) return; // a late event of a connection already given up
    client = undefined;
    from.end().catch(() => undefined);
    if (isListening) {
      isListening = false;
      handlers.onGap();
    }
    if (isClosed) return;
    if (!hasWarned) {
      hasWarned = true;
      logger.warn({ err: error, channel }, 'not listening for changes of other processes; reconnecting');
    }
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    client = next;
    next.on('notification', onMessage);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next) return;
    isListening = true;
    retryMs = RETRY_FIRST_MS;
    // Anything read while nobody listened may already be out of date.
    handlers.onGap();
    if (hasWarned) logger.info({ channel }, 'listening for changes of other processes again');
    hasWarned = false;
  };

  await connect();
  return {
    get isListening() {
      return isListening;
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      isListening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
