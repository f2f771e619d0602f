import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { OwnRouteScope } from './kind.js';

/** Who may call a kind's route: `read` or `write` its collection; `create` is write with an Idempotency-Key. */
export type KindRouteAccess = 'read' | 'write' | 'create';

/**
 * One of a kind's own routes (create, estimate, catalog, metrics, …): its path under the kind's collection, the kind's tag,
 * the API key security and the scope check are the kind's, written here once; the route says what is its own.
 */
export function kindRoute<const R extends Omit<RouteConfig, 'path' | 'tags' | 'security' | 'middleware'> & { path?: string; access: KindRouteAccess }>(
  scope: Omit<OwnRouteScope, 'app'>,
  route: R,
) {
  const { access, path = '', ...own } = route;
  const middleware: MiddlewareHandler<AppEnv>[] = access === 'create' ? [scope.write, scope.ctx.idempotent] : [scope[access]];
  return createRoute({ path: `${scope.path}${path}`, tags: scope.tags, ...(own as Omit<R, 'access' | 'path' | 'middleware'>), security, middleware });
}
