import type { KindModule } from '../../../api/resources/kind.js';
import type { RouteContext } from '../../../api/route-context.js';
import { rlRunAdapter } from './adapter.js';
import { registerRlCatalogRoute } from './catalog.js';
import { registerRlCheckpointRoutes } from './checkpoints.js';
import { registerRlCreateRoute } from './create.js';
import { registerRlMetricsRoute } from './metrics.js';
import { registerRlReportRoute } from './report.js';
import { registerRlSpecRoutes } from './spec-checks.js';

/** RL runs: the standard routes from the adapter, and their own (catalog, spec checks, create, metrics, checkpoints, report) in this order. */
export function rlRunModule(ctx: RouteContext): KindModule {
  return {
    adapter: rlRunAdapter(ctx),
    registerOwnRoutes: (scope) => {
      registerRlCatalogRoute(scope);
      registerRlSpecRoutes(scope);
      registerRlCreateRoute(scope);
      registerRlMetricsRoute(scope);
      registerRlCheckpointRoutes(scope);
      registerRlReportRoute(scope);
    },
  };
}
