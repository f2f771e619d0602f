import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../core/errors.js';
import type { AppEnv } from '../context.js';

export const SERVED_VERSIONS = ['2026-09-27'] as const;
export const DEFAULT_VERSION = SERVED_VERSIONS[0];
export const VERSION_HEADER = 'Service-Version';

/** Optional request header naming the API version; every response names the version that served it. */
export const serviceVersion = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const asked = c.req.header(VERSION_HEADER)?.trim();
  const served = !asked || (SERVED_VERSIONS as readonly string[]).includes(asked);
  const version = served && asked ? asked : DEFAULT_VERSION;
  c.set('serviceVersion', version);
  c.header(VERSION_HEADER, version);
  if (!served) {
    throw new ApiError(400, 'unsupported_version', `'${asked}' is not a served version. Use one of: ${SERVED_VERSIONS.join(', ')}.`, {
      param: VERSION_HEADER,
      details: { supported: [...SERVED_VERSIONS] },
    });
  }
  await next();
};
