import type { KindModule } from '../resources/kind.js';
import type { RouteContext } from '../route-context.js';
import { rlRunAdapter } from './rl-runs/adapter.js';
import { registerRlCatalogRoute } from './rl-runs/catalog.js';
import { registerRlCheckpointRoutes } from './rl-runs/checkpoints.js';
import { registerRlCreateRoute } from './rl-runs/create.js';
import { registerRlMetricsRoute } from './rl-runs/metrics.js';
import { registerRlReportRoute } from './rl-runs/report.js';
import { registerRlSpecRoutes } from './rl-runs/spec-checks.js';

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
