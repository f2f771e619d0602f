import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { ApiError } from '../../core/errors.js';
import type { AppEnv } from '../context.js';

/**
 * Rejects bodies over the limit with 413 before anything reads them. `limitFor` lets a route
 * with big payloads (reference images) have a larger limit than the default.
 */
export const bodyLimit = (defaultBytes: number, limitFor: (path: string) => number | undefined = () => undefined): MiddlewareHandler<AppEnv> => {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterOf = (maxSize: number): MiddlewareHandler => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = honoBodyLimit({
        maxSize,
        onError: () => {
          throw new ApiError(413, 'body_too_large', `The request body is larger than the ${maxSize} bytes this route accepts.`, {
            details: { max_bytes: maxSize },
          });
        },
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limiterOf(limitFor(c.req.path) ?? defaultBytes)(c, next);
  };
};
