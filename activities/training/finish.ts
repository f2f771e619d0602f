import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { requireDatasetWrite } from '../../backends/dataset-access.js';
import { checkpointDirName } from '../../core/training/layout.js';
import { trainingRunObject } from '../../core/training/run-object.js';
import { changeStatusWithEvent } from '../../db/status-change.js';
import { checkpointSummary, getTrainingRun, IN_FLIGHT_STATUSES, updateTrainingProgress, type TrainingRunRow } from '../../db/training-runs.js';
import type { TrainingEnding, TrainingMetricsState } from '../../workflows/training-run-messages.js';
import type { ActivityDeps } from '../deps.js';
import { trainerOutputDir } from './command.js';

const EVENT_TYPE = { succeeded: 'training_run.completed', failed: 'training_run.failed', canceled: 'training_run.canceled' } as const;
const PHASE = { succeeded: 'completed', failed: 'failed', canceled: 'cancelled' } as const;
const MESSAGE = { succeeded: 'Training finished', failed: 'Training failed', canceled: 'Canceled' } as const;

export interface FinishedTraining {
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null;
  status_message: string;
  progress: number;
}

const finished = (row: TrainingRunRow): FinishedTraining => ({
  metrics: { loss: row.metrics.loss ?? null, step: row.metrics.step ?? null, max_steps: row.metrics.max_steps ?? null },
  eval: row.eval,
  status_message: row.status_message ?? '',
  progress: row.progress,
});

/** Writes the ending, completed_at and the event in one transaction; a retry finds the row ended and changes nothing. */
export const createFinishTrainingRunActivity = (deps: ActivityDeps) =>
  async function finishTrainingRun(runId: string, ending: TrainingEnding): Promise<FinishedTraining> {
    // The event carries the run as GET shows it once ended, built in the transaction so it includes the final checkpoint count.
    let object: Record<string, unknown> = {};
    const result = await changeStatusWithEvent<TrainingRunRow>(deps.sql, {
      table: 'training_runs',
      id: runId,
      fromStatuses: IN_FLIGHT_STATUSES,
      set: {
        status: ending.status,
        phase: PHASE[ending.status],
        status_message: ending.status === 'failed' && ending.error.message ? `${MESSAGE.failed}: ${ending.error.message}` : MESSAGE[ending.status],
        completed_at: new Date(),
        ...(ending.status === 'succeeded' ? { progress: 1 } : {}),
        ...(ending.status === 'failed' ? { error: deps.sql.json(ending.error as never) } : {}),
      },
      event: (row) => ({
        type: EVENT_TYPE[ending.status],
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
    const row = result?.row ?? (await getTrainingRun(deps.sql, runId));
    if (!row) throw new Error(`Training run ${runId} does not exist.`);
    return finished(row);
  };

/** Pushes the last checkpoint's pretrained_model/ to the hub when the run asked for it; a failed push does not fail the run. */
export const createPublishTrainingOutputActivity = (deps: ActivityDeps) =>
  async function publishTrainingOutput(runId: string): Promise<void> {
    const run = await getTrainingRun(deps.sql, runId);
    if (!run?.output.push_to_hub || !run.output.hub_repo_id) return;
    const checkpoints = join(trainerOutputDir(deps.compute.outputDir(runId)), 'checkpoints');
    const steps = (await readdir(checkpoints).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).map(Number);
    if (steps.length === 0) {
      await updateTrainingProgress(deps.sql, runId, { output: { hub_push_status: 'failed' } });
      return;
    }
    const last = Math.max(...steps);
    try {
      await requireDatasetWrite(deps.sql, deps.hub, run.account_id, run.output.hub_repo_id);
      const pushed = await deps.hub.push(run.output.hub_repo_id, join(checkpoints, checkpointDirName(last), 'pretrained_model'), {
        message: `${run.policy} policy from training run ${runId}, step ${last}`,
      });
      await updateTrainingProgress(deps.sql, runId, { output: { hub_push_status: 'succeeded', hub_repo_id: pushed.repoId, hub_url: pushed.url } });
    } catch (error) {
      console.warn(`[training] push of ${runId} to ${run.output.hub_repo_id} failed:`, error);
      await updateTrainingProgress(deps.sql, runId, { output: { hub_push_status: 'failed' } });
    }
  };
