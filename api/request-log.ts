import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './context.js';
import { routeLabel } from './metrics.js';

/**
 * One JSON line per request (pino): request id, account, the resource the path names, route
 * template, status and duration. A 4xx is the caller's outcome, logged at info; only a 5xx is an error.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      request_id: c.get('requestId'),
      account_id: c.get('auth')?.account.id ?? null,
      resource_id: c.req.param('id') ?? null,
      method: c.req.method,
      route: routeLabel(routePath(c, -1)),
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
