import { setTimeout as sleep } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import { isConnectionLoss } from '../../db/connection-loss.js';
import type { AppEnv } from '../context.js';

const IDEMPOTENT_READS = new Set(['GET', 'HEAD']);
// A terminated backend closes its socket a moment after the kill: retried at once, a read finds
// the pool's other connections still dying. A growing pause lets them close, so a retry connects anew;
// on a loaded machine one pause was not always enough (the pool still handed out a dying socket).
const PAUSES_BEFORE_RETRY_MS = [250, 500, 1000];

/**
 * A read that failed because its database connection died (not because of its query) is served
 * again from the start after a pause, on a fresh connection, keeping its request id, up to three
 * times. Anything else, and a read that still fails, answers 503 `database_unavailable` (api/errors.ts).
 */
export function retryReadsOnConnectionLoss(dispatch: (request: Request, env: unknown) => Promise<Response>): MiddlewareHandler<AppEnv> {
  const attempts = new WeakMap<Request, number>();
  return async (c, next) => {
    await next();
    const attempt = attempts.get(c.req.raw) ?? 0;
    if (!IDEMPOTENT_READS.has(c.req.method) || !isConnectionLoss(c.error) || attempt >= PAUSES_BEFORE_RETRY_MS.length) return;
    const again = new Request(c.req.raw, { headers: new Headers(c.req.raw.headers) });
    again.headers.set('X-Request-Id', c.get('requestId'));
    attempts.set(again, attempt + 1);
    await sleep(PAUSES_BEFORE_RETRY_MS[attempt]!);
    const response = await dispatch(again, c.env);
    c.error = undefined;
    // Dropped first so the failed answer's headers (Retry-After) are not merged into the retry's.
    c.res = undefined;
    c.res = response;
  };
}
