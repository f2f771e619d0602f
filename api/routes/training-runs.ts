import type { KindModule } from '../resources/kind.js';
import type { RouteContext } from '../route-context.js';
import { trainingRunAdapter } from './training-runs/adapter.js';
import { registerTrainingBatchRoutes } from './training-runs/batch.js';
import { registerTrainingCheckpointRoutes } from './training-runs/checkpoints.js';
import { registerTrainingLogsRoute } from './training-runs/logs.js';
import { registerTrainingRunTensorboardRoute } from './training-run-tensorboard.js';

/** Training runs: the standard routes from the adapter, and their own (create, estimate, logs, checkpoints, tensorboard) in this order. */
export function trainingRunModule(ctx: RouteContext): KindModule {
  return {
    adapter: trainingRunAdapter(ctx),
    registerOwnRoutes: (scope) => {
      registerTrainingBatchRoutes(scope);
      registerTrainingLogsRoute(scope);
      registerTrainingCheckpointRoutes(scope);
      registerTrainingRunTensorboardRoute(scope);
    },
  };
}
