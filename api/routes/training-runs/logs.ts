import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ownedRun } from '../../../application/owned-run.js';
import { redactServerPaths } from '../../../core/server-paths.js';
import { findTrainingRun, tailTrainingLogLines } from '../../../db/training-runs.js';
import type { AppEnv } from '../../context.js';
import { security } from '../../openapi.js';
import type { RouteContext } from '../../route-context.js';
import { errorResponses, jsonContent } from '../../schemas/common.js';
import { LogsQuery, RunIdParam, TrainingRunLogs } from '../../schemas/training-runs.js';
import { TRAINING_RUNS_TAG } from './adapter.js';

/** GET /v1/training_runs/{id}/logs: the trainer's last lines, with every server path redacted. */
export function registerTrainingLogsRoute(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, config } = ctx.deps;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_runs/{id}/logs',
      tags: [TRAINING_RUNS_TAG],
      summary: "The trainer's log lines, oldest first",
      description: 'Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are left out.',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
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
