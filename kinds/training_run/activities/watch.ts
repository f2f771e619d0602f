import { access, readdir, readlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ApplicationFailure } from '@temporalio/activity';
import { logFrequency, trainerOutputDir } from '../../../core/jobs/training.js';
import { TERMINAL_JOB_STATES, type JobState } from '../../../core/ports/compute.js';
import { redactServerPaths } from '../../../core/server-paths.js';
import { findTrainingPolicy } from '../../../core/catalog/training-policies.js';
import {
  appendTrainingLogLines,
  getTrainingRun,
  insertTrainingCheckpoint,
  listTrainingCheckpoints,
  updateTrainingProgress,
} from '../db/training-runs.js';
import { TRAINING_PHASE_MESSAGES, trainingProgressSignal, type TrainingProgress } from '../contracts/training-run.js';
import { runJob } from '../../../activities/jobs/follow-job.js';
import { phaseOrQueuePlace, ProgressReporter } from '../../../activities/progress-reporter.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { trainingJobId } from '../../../activities/jobs/job-ids.js';
import { currentTrainingAttempt, LOG_SEQ_PER_ATTEMPT, MAX_TRAINING_JOB_ATTEMPTS, wasKilled } from './job-attempts.js';
import { trainingTensorboardPrefix } from '../core/tracking.js';
import { TrackingStatusSync } from '../../../activities/tracking/job-folder.js';
import { failureReason } from './failure-reason.js';
import { LogFollower } from './log-follower.js';
import { dropServerPathsFromTrainConfig } from './train-config.js';
import { trainingStatePrefix } from './source-checkpoint.js';
import { stagedTrainingOutput, submissionFailure, trainingJobSpec } from './submit.js';
import { fetchStagedOutputs, stagesJobFiles } from '../../../activities/job-staging.js';

/** Twice a second: metrics still reach the row (and GET) well within 2 s, at half the worker's CPU of a 250 ms loop. */
const POLL_MS = 500;

export interface WatchResult {
  state: JobState;
  exitCode: number | null;
  reason: string | null;
}

export const checkpointStoragePrefix = (runId: string, step: number) => `training_runs/${runId}/checkpoints/${step}/pretrained_model`;

const exists = (path: string) => access(path).then(() => true, () => false);

/**
 * Follows a training job to its end on the shared job follower (runJob): persists its log lines,
 * copies finished checkpoints into storage, signals phase and metrics to the workflow (≤ 1 s
 * behind the trainer) and keeps the row current for lists. Everything is re-derived from the job
 * directory, so a watcher started after a worker restart re-attaches where the job is. A
 * cancelled watcher leaves the job running: the workflow stops it (cancelTrainingJob) when the run
 * is canceled, and a run continued as new re-attaches to it.
 */
export const createWatchTrainingJobActivity = (deps: ActivityDeps) =>
  async function watchTrainingJob(runId: string): Promise<WatchResult> {
    const run = await getTrainingRun(deps.sql, runId);
    if (!run) throw new Error(`Training run ${runId} does not exist.`);
    const policy = findTrainingPolicy(run.policy);
    const jobGone = (error: unknown) => {
      if (error instanceof Error && error.name === 'JobNotFoundError') {
        throw ApplicationFailure.nonRetryable(`The training job is gone from the compute backend: ${error.message}`, 'training_failed');
      }
      throw error;
    };
    let attempt = await currentTrainingAttempt(deps.compute, runId).catch(jobGone);
    const { dataDir, hubDir, storageDir, jobsDir, slurm } = deps.config;
    const serverRoots = [dataDir, hubDir, storageDir, jobsDir, slurm.jobsDir];
    const followerFor = (carried?: TrainingProgress) => new LogFollower(run.config.steps, policy ? logFrequency(policy, run.config.steps) : 1, carried);
    // Re-attached to a resumed attempt: until its log says where it resumed, show what the row last showed, not step 0.
    let follower = followerFor(attempt > 1 ? { phase: 'training', metrics: { loss: run.metrics.loss ?? null, step: run.metrics.step ?? null, max_steps: run.metrics.max_steps ?? run.config.steps }, eval: run.eval } : undefined);
    const tracking = new TrackingStatusSync(deps, 'training_runs', runId, deps.compute.outputDir(runId), trainingTensorboardPrefix(runId));
    const checkpointsDir = join(trainerOutputDir(deps.compute.outputDir(runId)), 'checkpoints');
    const stored = new Set((await listTrainingCheckpoints(deps.sql, runId, { limit: 100_000, afterStep: null })).rows.map((row) => row.step));
    const reporter = new ProgressReporter<TrainingProgress>({
      workflowId: runId,
      signal: trainingProgressSignal,
      milestone: (progress) => ({
        phase: phaseOrQueuePlace(progress.phase, progress.waiting),
        fraction: progress.phase === 'training' ? (progress.metrics.step ?? 0) / (progress.metrics.max_steps ?? run.config.steps) : 0,
      }),
      store: (progress) => {
        const step = progress.metrics.step ?? 0;
        const max = progress.metrics.max_steps ?? run.config.steps;
        return updateTrainingProgress(deps.sql, runId, {
          ...(progress.phase ? { phase: progress.phase } : {}),
          metrics: progress.metrics,
          ...(progress.eval ? { eval: progress.eval } : {}),
          // Waiting for a compute slot is provisioning; a resumed attempt waiting again keeps the phase it reached, as the workflow does.
          ...(progress.waiting && !progress.phase ? { status_message: progress.waiting, ...(attempt === 1 ? { phase: 'provisioning' } : {}) } : {}),
          ...(progress.phase === 'preparing' ? { status_message: TRAINING_PHASE_MESSAGES.preparing } : {}),
          ...(progress.phase === 'training' ? { progress: Math.min(1, step / max), status_message: `Training: step ${step} of ${max}` } : {}),
        });
      },
    });

    /** `jobSucceeded`: every checkpoint directory is whole (a killed job may have left its last one half-written). */
    const syncCheckpoints = async (jobSucceeded: boolean) => {
      let entries: string[];
      try {
        entries = (await readdir(checkpointsDir)).filter((name) => /^\d+$/.test(name));
      } catch {
        return;
      }
      const steps = entries.map(Number).sort((a, b) => a - b);
      let lastTarget: string | null = null;
      try {
        lastTarget = basename(await readlink(join(checkpointsDir, 'last')));
      } catch {
        lastTarget = null;
      }
      for (const [i, step] of steps.entries()) {
        if (stored.has(step)) continue;
        const name = entries.find((entry) => Number(entry) === step)!;
        const dir = join(checkpointsDir, name, 'pretrained_model');
        // Ours appear atomically (announced); LeRobot's are complete once a newer one or `last` points past them, or the job succeeded.
        const complete = jobSucceeded || follower.announcedCheckpoints.has(step) || lastTarget === name || i < steps.length - 1;
        if (!complete || !(await exists(join(dir, 'config.json')))) continue;
        const prefix = checkpointStoragePrefix(runId, step);
        await dropServerPathsFromTrainConfig(dir);
        await deps.storage.putDirectory(prefix, dir);
        // The optimizer state too, so another run can start from this checkpoint (`from_checkpoint`).
        const state = join(checkpointsDir, name, 'training_state');
        if (await exists(state)) await deps.storage.putDirectory(trainingStatePrefix(prefix), state);
        await insertTrainingCheckpoint(deps.sql, runId, step, prefix);
        stored.add(step);
      }
    };

    for (;;) {
      // Built only when this attempt's job was never submitted: building stages its inputs (a re-attach after a restart needs none).
      const spec = { jobId: trainingJobId(runId, attempt), build: () => trainingJobSpec(deps, runId, attempt) };
      const status = await runJob(deps, {
        spec,
        pollMs: POLL_MS,
        keepJobWhenCancelled: true,
        onWaiting: (waiting) => void reporter.report({ ...follower.progress(), waiting }),
        onLines: async (all, current) => {
          if (current.state === 'pending') return;
          const ended = TERMINAL_JOB_STATES.includes(current.state);
          if (current.state === 'running' && follower.phase === null) follower.phase = 'preparing';
          const { firstSeq, lines } = follower.take(all);
          // Trainers print where they read and write (LeRobot its whole config): stored without this server's directories.
          await appendTrainingLogLines(deps.sql, runId, (attempt - 1) * LOG_SEQ_PER_ATTEMPT + firstSeq, lines.map((line) => redactServerPaths(line, serverRoots)));
          // A staged job's checkpoints reach this worker when it ends (its output comes back through the bucket).
          if (current.state === 'succeeded' && stagesJobFiles(deps)) await fetchStagedOutputs(deps, stagedTrainingOutput(runId), deps.compute.outputDir(runId));
          await syncCheckpoints(current.state === 'succeeded');
          await tracking.sync(ended);
          await reporter.report(follower.progress());
        },
      }).catch((error: unknown) => {
        throw submissionFailure(error);
      });
      await reporter.flush();
      if (wasKilled(status) && attempt < MAX_TRAINING_JOB_ATTEMPTS) {
        // Killed from outside (OOM, kill -9, a lost node), not failed by its own code: start it again from its latest checkpoint
        // (both trainers resume with --resume=true: ours from its checkpoint files, lerobot-train through LeRobot's own resume).
        const from = stored.size > 0 ? Math.max(...stored) : 0;
        attempt += 1;
        await appendTrainingLogLines(deps.sql, runId, (attempt - 1) * LOG_SEQ_PER_ATTEMPT, [
          `The training job's process was killed; resuming from ${from > 0 ? `the checkpoint at step ${from}` : 'step 1 (no checkpoint yet)'} as attempt ${attempt} of ${MAX_TRAINING_JOB_ATTEMPTS}.`,
        ]);
        follower = followerFor(follower.progress());
        continue;
      }
      return { state: status.state, exitCode: status.exitCode, reason: failureReason(status, follower, serverRoots) };
    }
  };
