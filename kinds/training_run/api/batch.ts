import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { trainingRunObject } from '../core/present.js';
import { checkpointSummary, type TrainingRunRow } from '../db/training-runs.js';
import { createTrainingRuns } from '../application/create.js';
import { estimateTrainingRuns } from '../application/estimate.js';
import { createdList, listOf, registerCreateRoute } from '../../../api/resources/create-route.js';
import { errorResponses, jsonBody, jsonContent } from '../../../api/schemas/common.js';
import { CreateTrainingRunsBody, EstimateBody, TrainingRun, TrainingRunEstimate } from './schemas.js';

/** A batch of runs, one per policy: create it, or estimate what it costs. */
export function registerTrainingBatchRoutes(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const { sql } = ctx.deps;
  const present = async (row: TrainingRunRow) => trainingRunObject(row, await checkpointSummary(sql, row.id));

  registerCreateRoute(scope, {
    summary: 'Start one training run per policy (1..8), as one batch',
    description:
      'The batch is validated as a whole and all its runs are created, or none. 429 `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402 `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.',
    body: CreateTrainingRunsBody,
    created: createdList(TrainingRun, 'TrainingRunList', 'The runs, in the order of `policies`'),
    errors: [402, 403, 404, 409],
    create: createTrainingRuns,
    present: async (rows) => listOf(await Promise.all(rows.map(present))),
  });

  app.openapi(
    kindRoute(scope, {
      method: 'post',
      access: 'read',
      path: '/estimate',
      summary: 'What a batch of training runs costs',
      description: 'Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it trains.',
      request: { body: jsonBody(EstimateBody) },
      responses: { 200: jsonContent(TrainingRunEstimate, 'The estimate'), ...errorResponses(403) },
    }),
    (c) => c.json({ object: 'training_run_estimate' as const, ...estimateTrainingRuns(c.req.valid('json')) }, 200),
  );
}
