import { isConnectionLoss } from './connection-loss.js';

/**
 * postgres.js 3.4.9 (the latest release) leaves two errors unhandled when Postgres kills a
 * connection under it: a queued write fired on a socket that has already closed (`nextWrite` in
 * its connection.js, an uncaught TypeError) and the rejected array-type lookup of a fresh
 * connection (an unhandled rejection). The queries on that connection are rejected on their own
 * and answered as a lost connection, so these are noise, not a reason to end the process.
 */
export function isPostgresDriverDefect(error: unknown): boolean {
  if (isConnectionLoss(error)) return true;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return error instanceof TypeError && /[\\/]postgres[\\/]src[\\/]connection\.js/.test(stack);
}

/**
 * Keeps the process up through postgres.js's known defects on a dropped connection (one compact
 * warning each); any other uncaught error or unhandled rejection still ends it, as Node would.
 */
export function surviveDriverDefects(processName: string, warn: (line: string) => void = console.warn): void {
  const handle = (kind: string) => (error: unknown) => {
    if (isPostgresDriverDefect(error)) {
      const detail = (error as { code?: string }).code ?? (error as Error).message;
      warn(`[${processName}] database connection lost under postgres.js (${kind}: ${detail}); its queries were answered as a lost connection`);
      return;
    }
    console.error(`[${processName}] ${kind}:`, error);
    process.exit(1);
  };
  process.on('uncaughtException', handle('uncaught exception'));
  process.on('unhandledRejection', handle('unhandled rejection'));
}
