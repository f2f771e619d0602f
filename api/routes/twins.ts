import type { KindModule } from '../resources/kind.js';
import type { RouteContext } from '../route-context.js';
import { twinAdapter } from './twins/adapter.js';
import { registerTwinBuildRoutes } from './twins/build.js';
import { registerTwinCatalogRoute } from './twins/catalog.js';
import { registerTwinValidateRoute } from './twins/validate.js';

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
