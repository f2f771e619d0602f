import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from './context.js';
import { errorResponse } from './errors.js';

interface RouteShape {
  method: string;
  path: string;
}

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Unknown paths are 404 `route_not_found`; a known path with another method is 405
 * `method_not_allowed` with an `Allow` header. Both in the error envelope.
 */
export function createNotFoundHandler(routes: () => readonly RouteShape[]) {
  let compiled: { method: string; pattern: RegExp; literals: number }[] | undefined;
  return (c: Context<AppEnv>): Response => {
    compiled ??= routes()
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, pattern: patternOf(r.path), literals: r.path.split('/').filter((part) => part && !part.startsWith(':')).length }));
    if (c.req.path.length > 1 && c.req.path.endsWith('/')) {
      const without = c.req.path.replace(/\/+$/, '');
      return errorResponse(c, new ApiError(404, 'route_not_found', `No route ${c.req.method} ${c.req.path}: paths take no trailing slash; use ${without}.`));
    }
    // A literal segment outranks a parameter: /augmentations/estimate is not /augmentations/{id}.
    const matching = compiled.filter((r) => r.pattern.test(c.req.path));
    const mostLiteral = Math.max(0, ...matching.map((r) => r.literals));
    const allowed = [...new Set(matching.filter((r) => r.literals === mostLiteral).map((r) => r.method))];
    // The route exists for this method and its handler found nothing (c.notFound()): a missing resource, not a wrong method.
    if (allowed.includes(c.req.method) || (c.req.method === 'HEAD' && allowed.includes('GET'))) {
      return errorResponse(c, new ApiError(404, 'resource_not_found', `Nothing at ${c.req.path}.`));
    }
    if (allowed.length > 0) {
      return errorResponse(
        c,
        new ApiError(405, 'method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(' or ')}.`, {
          headers: { Allow: allowed.join(', ') },
          details: { allowed },
        }),
      );
    }
    return errorResponse(c, new ApiError(404, 'route_not_found', `No route ${c.req.method} ${c.req.path}. See /v1/openapi.json for the routes this API serves.`));
  };
}
