import { ACTIVE_STATUSES, endingEventType, TERMINAL_PHASE, type RunEnding } from '../core/lifecycle.js';
import { trainingRunObject } from '../core/training/run-object.js';
import type { Queryable } from './client.js';
import { changeStatusWithEvent } from './status-change.js';
import { checkpointSummary, getTrainingRun, type TrainingRunRow } from './training-runs.js';
import { jsonb } from './jsonb.js';

const MESSAGE = { succeeded: 'Training finished', failed: 'Training failed', canceled: 'Canceled' } as const;

/** Writes a training run's ending, completed_at and its event in one transaction; a second call finds the row ended and changes nothing. */
export async function endTrainingRun(q: Queryable, runId: string, ending: RunEnding): Promise<TrainingRunRow> {
  // The event carries the run as GET shows it once ended, built in the transaction so it includes the final checkpoint count.
  let object: Record<string, unknown> = {};
  const result = await changeStatusWithEvent<TrainingRunRow>(q, {
    table: 'training_runs',
    id: runId,
    fromStatuses: ACTIVE_STATUSES,
    set: {
      status: ending.status,
      phase: TERMINAL_PHASE[ending.status],
      status_message: ending.status === 'failed' && ending.error.message ? `${MESSAGE.failed}: ${ending.error.message}` : MESSAGE[ending.status],
      completed_at: new Date(),
      ...(ending.status === 'succeeded' ? { progress: 1 } : {}),
      ...(ending.status === 'failed' ? { error: jsonb(q, ending.error) } : {}),
    },
    event: (row) => ({
      type: endingEventType('training_run', ending.status),
      resourceKind: 'training_run',
      object,
      webhookMetadata: row.webhook_metadata,
      requestId: row.request_id,
      idempotencyKey: row.idempotency_key,
    }),
    alsoInTransaction: async (tx, row) => {
      object = trainingRunObject(row, await checkpointSummary(tx, runId));
    },
  });
  const row = result?.row ?? (await getTrainingRun(q, runId));
  if (!row) throw new Error(`Training run ${runId} does not exist.`);
  return row;
}
