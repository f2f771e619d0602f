import { access, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { trackerJobCommand } from '../../../backends/compute/job-programs.js';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { trackerMessageLines, type TrackerMessage } from '../../../core/jobs/tracker.js';
import type { CheckpointScore } from '../core/checkpoint-score.js';
import { JobSubmissionError } from '../../../core/ports/compute.js';
import { TRACK_PYTHON } from '../../../core/tracking/environment.js';
import { trainingTensorboardPrefix, trainingTrackingLinks } from '../core/tracking.js';
import { getRunIntegrations } from '../../../db/run-integrations.js';
import { appendTrainingLogLines } from '../db/training-runs.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { runJob } from '../../../activities/jobs/follow-job.js';
import { LOG_SEQ_PER_ATTEMPT, MAX_TRAINING_JOB_ATTEMPTS } from './job-attempts.js';
import { prepareTracking, trackingDir, TrackingStatusSync } from '../../../activities/tracking/job-folder.js';

/** The tracker job's lines come after every training attempt's in the run's log. */
const LOG_SEQ_AFTER_TRAINING = MAX_TRAINING_JOB_ATTEMPTS * LOG_SEQ_PER_ATTEMPT;

/** What the run's trackers get: `eval/success_rate` at each checkpoint's training step, and the best checkpoint in the summary. */
export function checkpointScoreMessages(scores: readonly CheckpointScore[], best: CheckpointScore | null): TrackerMessage[] {
  return [
    { kind: 'resume' },
    ...scores.map((score): TrackerMessage => ({ kind: 'metrics', step: score.step, values: { 'eval/success_rate': score['eval/success_rate'] } })),
    {
      kind: 'summary',
      values: best ? { best_checkpoint_step: best.step, best_checkpoint_success_rate: best['eval/success_rate'], best_checkpoint_chosen_by: 'success rate in the twin' } : {},
      ok: true,
    },
  ];
}

/**
 * Sends a training run's checkpoint evaluations to its MLflow / W&B / TensorBoard (issue 32): the training job's
 * tracker ended with it, so the tracker runs again as a CPU job on a messages file and continues the same tracker
 * runs (status.json keeps their ids; one that failed or never started is left as it was). The job id is fixed, so
 * a retried activity re-attaches to the job that already logged instead of logging again. A run without
 * integrations returns at once; like a tracker during training, this never fails the run.
 */
export async function trackCheckpointScores(deps: ActivityDeps, runId: string, scores: readonly CheckpointScore[], best: CheckpointScore | null): Promise<void> {
  const run = await getRunIntegrations(deps.sql, 'training_runs', runId);
  if (!run || run.integrations.length === 0 || scores.length === 0) return;
  // Without .venv-track the training job's tracker already marked every integration failed.
  if (!(await access(TRACK_PYTHON).then(() => true, () => false))) return;
  const outputDir = deps.compute.outputDir(runId);
  // The training job's end removed the credentials file: written again for this job, removed again by the sync below.
  await prepareTracking(deps, 'training_runs', runId, outputDir, trainingTrackingLinks(runId));
  const dir = trackingDir(outputDir);
  const messages = join(dir, 'checkpoint-evaluations.jsonl');
  await writeFile(`${messages}.tmp`, trackerMessageLines(checkpointScoreMessages(scores, best)));
  await rename(`${messages}.tmp`, messages);
  const tracking = new TrackingStatusSync(deps, 'training_runs', runId, outputDir, trainingTensorboardPrefix(runId));
  const { command, env } = trackerJobCommand(dir, messages);
  let logged = 0;
  try {
    await runJob(deps, {
      spec: { jobId: `${runId}-track-scores`, tier: CPU_JOB_TIER, gpus: 0, command, env },
      onLines: async (lines) => {
        // Its own status lines only, as during training (where its stderr is not kept): never a library's warning or traceback.
        const said = lines.filter((line) => line.startsWith('[tracking] '));
        await appendTrainingLogLines(deps.sql, runId, LOG_SEQ_AFTER_TRAINING + logged, said);
        logged += said.length;
        await tracking.sync();
      },
    });
  } catch (error) {
    // A backend that cannot start the tracker leaves the integrations as the training job's tracker left them.
    if (!(error instanceof JobSubmissionError)) throw error;
  }
  // Also stores the TensorBoard event files again, the new one beside the training job's.
  await tracking.sync(true);
}
