import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../core/errors.js';
import type { AppEnv } from '../context.js';

/**
 * Routes whose document says the JSON body is required answer 400 `body_required` when it is
 * missing (Hono's validator would otherwise validate `{}` and an all-optional update would pass).
 * The routes are read from the OpenAPI registry on first use, so every route added later counts.
 */
export const requiredJsonBody = (app: OpenAPIHono<AppEnv>): MiddlewareHandler<AppEnv> => {
  let routes: { method: string; pattern: RegExp }[] | undefined;
  return async (c, next) => {
    routes ??= app.openAPIRegistry.definitions.flatMap((definition) => {
      if (definition.type !== 'route' || !definition.route.request?.body?.required) return [];
      const source = definition.route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return [{ method: definition.route.method.toUpperCase(), pattern: new RegExp(`^${source}$`) }];
    });
    if (!routes.some((r) => r.method === c.req.method && r.pattern.test(c.req.path))) return next();
    const hasBody = c.req.header('Content-Type') !== undefined || (c.req.header('Content-Length') ?? '0') !== '0' || c.req.header('Transfer-Encoding') !== undefined;
    if (!hasBody) throw new ApiError(400, 'body_required', "This request needs a JSON body with 'Content-Type: application/json'.");
    return next();
  };
};
