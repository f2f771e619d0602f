import type { MiddlewareHandler } from 'hono';
import { newId } from '../../core/ids.js';
import type { AppEnv } from '../context.js';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Every response carries X-Request-Id: the client's when well formed, else a new `req_` id. */
export const requestId = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const offered = c.req.header('X-Request-Id');
  const id = offered && CLIENT_REQUEST_ID.test(offered) ? offered : newId('request');
  c.set('requestId', id);
  c.set('idempotencyKey', null);
  // Set before the handler runs: c.json/c.body/c.html merge it into whatever response is built,
  // error responses included. (Touching c.res.headers afterwards would defeat the node server's fast path.)
  c.header('X-Request-Id', id);
  await next();
};
