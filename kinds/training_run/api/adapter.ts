import { trainingRunObject, type LiveTrainingView } from '../core/present.js';
import { findResourceKind } from '../../../core/kinds.js';
import { checkpointSummaries, checkpointSummary, findTrainingRun, listTrainingRuns, type TrainingRunRow } from '../db/training-runs.js';
import type { TrainingLiveState } from '../contracts/training-run.js';
import type { KindAdapter } from '../../../api/resources/kind.js';
import { listFiltersOf } from '../../../api/resources/list-query.js';
import type { RouteContext } from '../../../api/route-context.js';
import { RunIdParam, TrainingRun } from './schemas.js';

/** The OpenAPI tag of every training run route. */
export const TRAINING_RUNS_TAG = 'Training runs';
const TRAINING_RUN = findResourceKind('training_run')!;

/** What the standard routes (list, get, cancel) need to know of training runs. */
export function trainingRunAdapter(ctx: RouteContext): KindAdapter<TrainingRunRow, TrainingLiveState> {
  const { sql } = ctx.deps;
  return {
    kind: TRAINING_RUN,
    tag: TRAINING_RUNS_TAG,
    schema: TrainingRun,
    listName: 'TrainingRunPage',
    idParam: RunIdParam,
    find: (accountId, id) => findTrainingRun(sql, accountId, id),
    list: (accountId, query) => listTrainingRuns(sql, accountId, { limit: query.limit, startingAfter: query.starting_after ?? null }, listFiltersOf(query)),
    async present(row, { live, detail }) {
      const view: LiveTrainingView | undefined = live
        ? { phase: live.phase, status: live.status, progress: live.progress, status_message: live.status_message, metrics: live.metrics, eval: live.eval, error: live.error }
        : undefined;
      return trainingRunObject(row, await checkpointSummary(sql, row.id), { detail, ...(view ? { live: view } : {}) });
    },
    rowProgress: (row) => ({ metrics: { loss: row.metrics.loss ?? null, step: row.metrics.step ?? null, max_steps: row.metrics.max_steps ?? null }, eval: row.eval }),
    async presentList(rows) {
      const summaries = await checkpointSummaries(sql, rows.map((row) => row.id));
      return rows.map((row) => trainingRunObject(row, summaries.get(row.id) ?? { count: 0, latest: null }));
    },
    operation: (row) => ({
      progress: row.progress,
      status_message: row.status_message,
      error: row.error,
      created_at: row.created_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
    }),
    summaries: { list: 'List training runs, newest first', get: 'One training run, with its phase and live metrics', cancel: 'Cancel a run and its job' },
    descriptions: { list: '`metrics` are the last stored values; `phase` and `eval` are null here (GET by id fills them).', cancel: 'The job’s processes are stopped by the run.' },
  };
}
