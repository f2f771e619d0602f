/**
 * Whether an error means the database connection went away (a restart, a failover,
 * `pg_terminate_backend`), as opposed to a query the database refused. Only the first kind is
 * worth retrying: the same query on a fresh connection can succeed.
 */
const DRIVER_CODES = new Set([
  // postgres.js, when a socket closes under a query or a connection is ended or destroyed
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // Node's socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

// SQLSTATE: admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now.
const SERVER_SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (DRIVER_CODES.has(code) || SERVER_SHUTDOWN_STATES.has(code)) return true;
    // Class 08: connection exception
    if ((current as { name?: unknown }).name === 'PostgresError' && code.startsWith('08')) return true;
  }
  return false;
}
