import type { Context } from 'hono';
import type { RequestOrigin } from '../application/request-origin.js';
import type { AppEnv } from './context.js';

/** The request id and Idempotency-Key an application operation stores on the rows it creates. */
export const requestOrigin = (c: Context<AppEnv>): RequestOrigin => ({ requestId: c.get('requestId') ?? null, idempotencyKey: c.get('idempotencyKey') ?? null, scopes: c.get('auth')?.key.scopes ?? [] });
