import { createdList, listOf, registerCreateRoute } from '../../../api/resources/create-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { presentRlRun } from '../core/present.js';
import { createRlRuns } from '../application/create.js';
import { CreateRlRunsBody, RlRun } from './schemas.js';

/** POST /v1/rl_runs: one run per seed, all admitted together or none. */
export function registerRlCreateRoute(scope: OwnRouteScope): void {
  registerCreateRoute(scope, {
    summary: 'Train: one run per seed, as one batch sharing a group_id',
    description:
      'The spec is checked as `/v1/rl_runs/validate` does (400 `parameter_invalid` with the first problem\'s dotted `param` and every problem in `details.problems`; 404 when `scene.twin_id` is not a twin of this account, 409 `twin_not_ready` when it has not succeeded). All runs are created, or none: 429 `concurrency_limit_exceeded` when the seeds do not fit the free in-flight RL slots, 402 `insufficient_tokens` when the balance does not cover them.',
    body: CreateRlRunsBody,
    created: createdList(RlRun, 'RlRunList', 'The runs, one per seed'),
    errors: [402, 403, 404, 409, 413, 415],
    create: createRlRuns,
    present: (rows) => listOf(rows.map((row) => presentRlRun(row))),
  });
}
