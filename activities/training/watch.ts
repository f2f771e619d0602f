import { access, readdir, readlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { TERMINAL_JOB_STATES, type JobState } from '../../core/ports/compute.js';
import { findTrainingPolicy } from '../../core/catalog/training-policies.js';
import {
  appendTrainingLogLines,
  getTrainingRun,
  insertTrainingCheckpoint,
  listTrainingCheckpoints,
  updateTrainingProgress,
} from '../../db/training-runs.js';
import { TRAINING_PHASE_MESSAGES, trainingProgressSignal, type TrainingProgress } from '../../workflows/contracts/training-run.js';
import { queuedMessage, WAITING_JOB_POLL_MS } from '../jobs/queued-message.js';
import { sleepUnlessCancelled } from '../jobs/sleep-unless-cancelled.js';
import { ProgressReporter } from '../progress-reporter.js';
import type { ActivityDeps } from '../deps.js';
import { logFrequency, trainerOutputDir } from './command.js';
import { currentTrainingAttempt, LOG_SEQ_PER_ATTEMPT, MAX_TRAINING_JOB_ATTEMPTS, trainingJobId, wasKilled } from './job-attempts.js';
import { LogFollower } from './log-follower.js';
import { submitTrainingJobAttempt } from './submit.js';

/** Twice a second: metrics still reach the workflow well within 2 s, at half the worker's CPU of a 250 ms loop. */
const POLL_MS = 500;
/** Live metrics reach the workflow at most this often (each signal is a history event). */
const SIGNAL_EVERY_MS = 1000;

export interface WatchResult {
  state: JobState;
  exitCode: number | null;
  reason: string | null;
}

export const checkpointStoragePrefix = (runId: string, step: number) => `training_runs/${runId}/checkpoints/${step}/pretrained_model`;

const exists = (path: string) => access(path).then(() => true, () => false);

/**
 * Follows a training job to its end: persists its log lines, copies finished checkpoints into
 * storage, signals phase and metrics to the workflow (≤ 1 s behind the trainer) and keeps the
 * row current for lists. Everything is re-derived from the job directory, so a watcher started
 * after a worker restart picks up where the job is.
 */
export const createWatchTrainingJobActivity = (deps: ActivityDeps) =>
  async function watchTrainingJob(runId: string): Promise<WatchResult> {
    const ctx = Context.current();
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
    const followerFor = (carried?: TrainingProgress) =>
      new LogFollower(deps.compute.logPath(trainingJobId(runId, attempt)), run.config.steps, policy ? logFrequency(policy, run.config.steps) : 1, carried);
    let follower = followerFor();
    const checkpointsDir = join(trainerOutputDir(deps.compute.outputDir(runId)), 'checkpoints');
    const stored = new Set((await listTrainingCheckpoints(deps.sql, runId, { limit: 100_000, afterStep: null })).rows.map((row) => row.step));
    const reporter = new ProgressReporter<TrainingProgress>({
      workflowId: runId,
      signal: trainingProgressSignal,
      signalEveryMs: SIGNAL_EVERY_MS,
      urgent: (previous, next) => previous?.phase !== next.phase,
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

    const syncCheckpoints = async (jobEnded: boolean) => {
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
        // Ours appear atomically (announced); LeRobot's are complete once a newer one or `last` points past them, or the job ended.
        const complete = jobEnded || follower.announcedCheckpoints.has(step) || lastTarget === name || i < steps.length - 1;
        if (!complete || !(await exists(join(dir, 'config.json')))) continue;
        const prefix = checkpointStoragePrefix(runId, step);
        await deps.storage.putDirectory(prefix, dir);
        await insertTrainingCheckpoint(deps.sql, runId, step, prefix);
        stored.add(step);
      }
    };

    for (;;) {
      const status = await deps.compute.status(trainingJobId(runId, attempt)).catch(jobGone);
      if (status.state === 'pending') {
        await reporter.report({ ...follower.progress(), waiting: queuedMessage(status.queuedAhead) });
        ctx.heartbeat({ state: status.state, step: follower.metrics.step, attempt });
        await sleepUnlessCancelled(WAITING_JOB_POLL_MS);
        continue;
      }
      const ended = TERMINAL_JOB_STATES.includes(status.state);
      if (status.state === 'running' && follower.phase === null) follower.phase = 'preparing';
      const { firstSeq, lines } = await follower.poll(ended);
      await appendTrainingLogLines(deps.sql, runId, (attempt - 1) * LOG_SEQ_PER_ATTEMPT + firstSeq, lines);
      await syncCheckpoints(ended);
      await reporter.report(follower.progress());
      if (ended) await reporter.flush();
      ctx.heartbeat({ state: status.state, step: follower.metrics.step, attempt });
      if (ended && wasKilled(status) && policy?.runner === 'builtin' && attempt < MAX_TRAINING_JOB_ATTEMPTS) {
        // Killed from outside (OOM, kill -9, a lost node), not failed by its own code: start it again from its latest checkpoint.
        const from = stored.size > 0 ? Math.max(...stored) : 0;
        attempt += 1;
        await appendTrainingLogLines(deps.sql, runId, (attempt - 1) * LOG_SEQ_PER_ATTEMPT, [
          `The training job's process was killed; resuming from ${from > 0 ? `the checkpoint at step ${from}` : 'step 1 (no checkpoint yet)'} as attempt ${attempt} of ${MAX_TRAINING_JOB_ATTEMPTS}.`,
        ]);
        await submitTrainingJobAttempt(deps, runId, attempt);
        follower = followerFor(follower.progress());
        continue;
      }
      if (ended) {
        const tail = follower.recent.at(-1);
        // The backends' reasons read as clauses of their own ('exited with status 1', 'the job process ended …').
        const what = status.state === 'canceled' ? 'was canceled' : 'failed';
        const why = status.reason && status.reason !== 'canceled' ? `: ${status.reason}` : '';
        const reason = status.state === 'succeeded' ? null : `The training job ${what}${why}${tail ? `; last line: ${tail}` : ''}`;
        return { state: status.state, exitCode: status.exitCode, reason };
      }
      await sleepUnlessCancelled(POLL_MS);
    }
  };
