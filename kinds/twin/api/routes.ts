import type { KindModule } from '../../../api/resources/kind.js';
import type { RouteContext } from '../../../api/route-context.js';
import { twinAdapter } from './adapter.js';
import { registerTwinBuildRoutes } from './build.js';
import { registerTwinCatalogRoute } from './catalog.js';
import { registerTwinValidateRoute } from './validate.js';

/** Twins: the standard routes from the adapter, and their own (catalog, validate, create, resume) in this order. */
export function twinModule(ctx: RouteContext): KindModule {
  return {
    adapter: twinAdapter(ctx),
    registerOwnRoutes: (scope) => {
      registerTwinCatalogRoute(scope);
      registerTwinValidateRoute(scope);
      registerTwinBuildRoutes(scope);
    },
  };
}
