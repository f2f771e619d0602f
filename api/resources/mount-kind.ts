import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireKindFeature } from '../../application/admission.js';
import type { ResourceKindRow } from '../../core/kinds.js';
import type { AppEnv } from '../context.js';
import type { RouteContext } from '../route-context.js';
import type { KindModule, KindModuleFactory } from './kind.js';
import { standardResourceRoutes } from './standard-routes.js';
import { standardRouteScope } from './standard-scope.js';

/** A kind's module with the route context its routes were built with (every check of the kind's own folded in). */
export interface BuiltKind {
  module: KindModule;
  ctx: RouteContext;
}

/**
 * Builds a kind's module with a route context whose `requireScope` also checks the kind's feature
 * flag (403 `feature_not_enabled`), after the key and its scope: every route the kind has — its
 * own (create, catalog, validate, …) and the standard ones — is gated by the one check, applied
 * here once rather than by each route. The row is the module's own (`adapter.kind`), known once
 * the factory returns; requests come later.
 */
export function buildKind(ctx: RouteContext, make: KindModuleFactory): BuiltKind {
  let row: ResourceKindRow | undefined;
  const gated: RouteContext = {
    ...ctx,
    requireScope: (scope) => {
      const authenticate = ctx.requireScope(scope);
      return (c, next) =>
        authenticate(c, async () => {
          if (!row) throw new Error('a kind route answered before its module was built');
          requireKindFeature(row, c.get('auth').account);
          await next();
        });
    },
  };
  const module = make(gated);
  row = module.adapter.kind;
  return { module, ctx: gated };
}

/** The kind's own routes first, so its fixed paths (`/catalog`, `/validate`) are not read as ids; then the standard ones. */
export function mountKind(app: OpenAPIHono<AppEnv>, kind: BuiltKind): void {
  kind.module.registerOwnRoutes(standardRouteScope(app, kind.ctx, kind.module.adapter));
  app.route('/', standardResourceRoutes(kind.ctx, kind.module.adapter));
}
