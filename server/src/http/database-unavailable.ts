/**
 * Errors that mean "the database cannot be reached right now" (stopped, restarting, or the
 * connection cut), as opposed to a bug: the caller gets 503 and may try again shortly.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable. Please try again in a moment.';

// The driver adapter's words for a connection that is not there (Prisma's meta.driverAdapterError.cause.kind).
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// PostgreSQL's own: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
// Prisma's: can't reach, timed out, server closed the connection.
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017']);
// The pg driver's own, where raw pool queries fail (health checks, migrations, vector search).
const UNREACHABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

type MaybeDatabaseError = {
  code?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } };
};

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, meta } = error as MaybeDatabaseError;
  const cause = meta?.driverAdapterError?.cause;
  if (typeof cause?.kind === 'string' && UNREACHABLE_KINDS.has(cause.kind)) return true;
  if (cause?.kind === 'postgres' && typeof cause.code === 'string' && UNAVAILABLE_SQLSTATES.has(cause.code)) return true;
  if (typeof code !== 'string') return typeof message === 'string' && /^Connection terminated/.test(message);
  return UNREACHABLE_PRISMA_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_NETWORK_CODES.has(code);
}
