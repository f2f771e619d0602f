import { setTimeout as sleep } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import { isConnectionLoss } from '../../db/connection-loss.js';
import type { AppEnv } from '../context.js';

const IDEMPOTENT_READS = new Set(['GET', 'HEAD']);
// A terminated backend closes its socket a moment after the kill: retried at once, a read finds
// the pool's other connections still dying. A short pause lets them close, so the retry connects anew.
const PAUSE_BEFORE_RETRY_MS = 250;

/**
 * A read that failed because its database connection died (not because of its query) is served
 * once more from the start after a short pause, on a fresh connection, keeping its request id. Anything else, and a
 * read that fails again, answers 503 `database_unavailable` (api/errors.ts).
 */
export function retryReadsOnConnectionLoss(dispatch: (request: Request, env: unknown) => Promise<Response>): MiddlewareHandler<AppEnv> {
  const retried = new WeakSet<Request>();
  return async (c, next) => {
    await next();
    if (!IDEMPOTENT_READS.has(c.req.method) || !isConnectionLoss(c.error) || retried.has(c.req.raw)) return;
    const again = new Request(c.req.raw, { headers: new Headers(c.req.raw.headers) });
    again.headers.set('X-Request-Id', c.get('requestId'));
    retried.add(again);
    await sleep(PAUSE_BEFORE_RETRY_MS);
    const response = await dispatch(again, c.env);
    c.error = undefined;
    // Dropped first so the failed answer's headers (Retry-After) are not merged into the retry's.
    c.res = undefined;
    c.res = response;
  };
}
