import type { KindModule } from '../../../api/resources/kind.js';
import type { RouteContext } from '../../../api/route-context.js';
import { trainingRunAdapter } from './adapter.js';
import { registerTrainingBatchRoutes } from './batch.js';
import { registerTrainingCheckpointRoutes } from './checkpoints.js';
import { registerTrainingLogsRoute } from './logs.js';
import { registerTrainingRunTensorboardRoute } from './tensorboard.js';

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
