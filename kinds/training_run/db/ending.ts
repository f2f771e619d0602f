import { TERMINAL_PHASE, type RunEnding } from '../../../core/lifecycle.js';
import { trainingRunObject } from '../core/present.js';
import type { Queryable } from '../../../db/client.js';
import { jsonb } from '../../../db/jsonb.js';
import { endRunAndRead, type RunEndingKind } from '../../../db/run-ending.js';
import { checkpointSummary, type TrainingRunRow } from './training-runs.js';

const MESSAGE = { succeeded: 'Training finished', failed: 'Training failed', canceled: 'Canceled' } as const;

/** A training run's ending (db/run-ending.ts): `training_run.completed|failed|canceled`; nothing is refunded. */
const TRAINING_RUN_ENDING: RunEndingKind<TrainingRunRow> = {
  table: 'training_runs',
  kind: 'training_run',
  label: 'training run',
  columns: (q, ending) => ({
    phase: TERMINAL_PHASE[ending.status],
    status_message: ending.status === 'failed' && ending.error.message ? `${MESSAGE.failed}: ${ending.error.message}` : MESSAGE[ending.status],
    ...(ending.status === 'failed' ? { error: jsonb(q, ending.error) } : {}),
  }),
  // The event carries the run as GET shows it once ended, the final checkpoint count included.
  present: async (tx, row) => trainingRunObject(row, await checkpointSummary(tx, row.id)),
};

/** Ends a training run and returns it as it stands, ended by this call or an earlier one. */
export const endTrainingRun = (q: Queryable, runId: string, ending: RunEnding): Promise<TrainingRunRow> => endRunAndRead(q, TRAINING_RUN_ENDING, runId, ending);
