import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { ownedRun } from '../../../application/owned-run.js';
import { redactServerPaths } from '../../../core/server-paths.js';
import { findTrainingRun, tailTrainingLogLines } from '../db/training-runs.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import { LogsQuery, RunIdParam, TrainingRunLogs } from './schemas.js';

/** GET /v1/training_runs/{id}/logs: the trainer's last lines, with every server path redacted. */
export function registerTrainingLogsRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql, config } = ctx.deps;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/{id}/logs',
      summary: "The trainer's log lines, oldest first",
      description: 'Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are left out.',
      request: { params: RunIdParam, query: LogsQuery },
      responses: { 200: jsonContent(TrainingRunLogs, 'The last `tail` lines'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { tail } = c.req.valid('query');
      await ownedRun(findTrainingRun(sql, c.get('auth').account.id, id), id);
      // Trainers print where they read and write (LeRobot prints its whole config): no server path reaches a client.
      const roots = [config.dataDir, config.hubDir, config.storageDir, config.jobsDir, config.slurm.jobsDir];
      const lines = (await tailTrainingLogLines(sql, id, tail)).map((line) => redactServerPaths(line, roots));
      return c.json({ id, object: 'training_run_logs' as const, lines, tail: lines.length }, 200);
    },
  );
}
