import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { requireDatasetWrite } from '../../../db/dataset-access.js';
import { checkpointDirName } from '../../../core/training/layout.js';
import { endTrainingRun } from '../db/ending.js';
import { getTrainingRun, updateTrainingProgress } from '../db/training-runs.js';
import type { TrainingEnding, TrainingMetricsState } from '../contracts/training-run.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { trainerOutputDir } from '../../../core/jobs/training.js';
import { fetchStagedOutputs, stagesJobFiles } from '../../../activities/job-staging.js';
import { stagedTrainingOutput } from './submit.js';

export interface FinishedTraining {
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null;
  status_message: string;
  progress: number;
}

/** Writes the ending and its event (kinds/training_run/db/ending.ts) and returns what the workflow's last live state shows. */
export const createFinishTrainingRunActivity = (deps: ActivityDeps) =>
  async function finishTrainingRun(runId: string, ending: TrainingEnding): Promise<FinishedTraining> {
    // The staged output has been copied where it belongs (checkpoints, hub) by now.
    if (stagesJobFiles(deps)) await deps.storage.deletePrefix(stagedTrainingOutput(runId)).catch(() => undefined);
    const row = await endTrainingRun(deps.sql, runId, ending);
    return {
      metrics: { loss: row.metrics.loss ?? null, step: row.metrics.step ?? null, max_steps: row.metrics.max_steps ?? null },
      eval: row.eval,
      status_message: row.status_message ?? '',
      progress: row.progress,
    };
  };

/** Pushes the last checkpoint's pretrained_model/ to the hub when the run asked for it; a failed push does not fail the run. */
export const createPublishTrainingOutputActivity = (deps: ActivityDeps) =>
  async function publishTrainingOutput(runId: string): Promise<void> {
    const run = await getTrainingRun(deps.sql, runId);
    if (!run?.output.push_to_hub || !run.output.hub_repo_id) return;
    const checkpoints = join(trainerOutputDir(deps.compute.outputDir(runId)), 'checkpoints');
    // Staged, this worker may not be the one that watched the job: its output is still in the bucket.
    if (stagesJobFiles(deps) && !(await readdir(checkpoints).then(() => true, () => false))) {
      await fetchStagedOutputs(deps, stagedTrainingOutput(runId), deps.compute.outputDir(runId));
    }
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
