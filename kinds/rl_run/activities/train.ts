import { mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/activity';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { rlJobCommand } from '../../../backends/compute/job-programs.js';
import { jobSpecFor, parseRlEvent, type RlJobEvent } from '../../../core/jobs/rl.js';
import type { RlRunRow } from '../core/record.js';
import type { TwinRow } from '../../twin/core/record.js';
import { TERMINAL_JOB_STATES } from '../../../core/ports/compute.js';
import { getRlRun, recordRlCheckpoint, recordRlMetricsPoint, updateRlRunProgress } from '../db/rl-runs.js';
import { getTwin } from '../../twin/db/twin-rows.js';
import { RL_USER_FIXABLE, rlRunProgressSignal, type RlRunMetrics, type RlRunPhase, type RlRunProgress } from '../contracts/rl-run.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { jobIdForAttempt, runJob } from '../../../activities/jobs/follow-job.js';
import { queuedMessage } from '../../../activities/jobs/queued-message.js';
import { phaseOrQueuePlace, ProgressReporter } from '../../../activities/progress-reporter.js';
import { withoutLocalPaths } from '../../../activities/safe-message.js';
import { prepareTracking, TrackingStatusSync } from '../../../activities/tracking/job-folder.js';
import { twinOutputDir } from '../../twin/activities/build.js';
import { SCRATCH_PLACEHOLDER, stagedJob, stagesJobFiles, stageSharedFolder } from '../../../activities/job-staging.js';
import { localRlOutput, RL_STOP_GRACE_SECONDS, rlRunOutputDir, rlStorage, stagedRlOutput } from './paths.js';

/** What a failed job tells the workflow (ApplicationFailure details[0]). */
export interface RlFailureDetails {
  code: string;
  param: string | null;
}

export async function loadRlRun(deps: ActivityDeps, id: string): Promise<RlRunRow> {
  const row = await getRlRun(deps.sql, id);
  if (!row) throw ApplicationFailure.nonRetryable(`RL run ${id} has no row.`, 'system');
  return row;
}

const userFixable = (code: string, message: string, param: string | null) =>
  ApplicationFailure.create({ message, type: RL_USER_FIXABLE, nonRetryable: true, details: [{ code, param } satisfies RlFailureDetails] });

/** The twin whose scene the run trains in, when the spec names one; it must still exist and have succeeded (the API checked at create). */
async function sceneTwinFor(deps: ActivityDeps, row: RlRunRow): Promise<TwinRow | undefined> {
  if (!row.twin_id) return undefined;
  const twin = await getTwin(deps.sql, row.twin_id);
  if (!twin || twin.account_id !== row.account_id) throw userFixable('scene_invalid', `Twin '${row.twin_id}' does not exist.`, 'scene.twin_id');
  if (twin.status !== 'succeeded') throw userFixable('scene_invalid', `Twin '${row.twin_id}' is ${twin.status}; a run trains only in a succeeded twin.`, 'scene.twin_id');
  return twin;
}

/**
 * The job's argv for a run (training, or `packageOnly` to package the latest checkpoint). Staged
 * (activities/job-staging.ts), the robot's model, the twin's scene (its archive, unpacked) and the
 * run's earlier output come from the bucket, and the output goes back whatever the exit: a job
 * stopped by a cancel has packaged its policy, a failed one leaves checkpoints the next resumes from.
 */
export async function rlCommandFor(deps: ActivityDeps, row: RlRunRow, packageOnly = false) {
  const twin = await sceneTwinFor(deps, row);
  const staged = stagesJobFiles(deps);
  const scratch = (dir: string) => `${SCRATCH_PLACEHOLDER}/${dir}`;
  const job = rlJobCommand({
    spec: jobSpecFor(row.spec),
    outputDir: staged ? scratch('output') : rlRunOutputDir(deps, row.id),
    modelsDir: staged ? scratch('models') : deps.config.twins.modelsDir,
    seed: row.seed,
    timeLimitS: row.spec.budget.time_limit_s,
    sceneDir: twin ? (staged ? scratch('scene') : twinOutputDir(deps, twin.id)) : undefined,
    packageOnly,
  });
  if (!staged) return job;
  if (twin && !twin.archive) throw ApplicationFailure.nonRetryable(`Twin ${twin.id} succeeded but has no archive.`, 'system');
  // The job reads only its robot's model (models/<robot>/); a robot not installed here is left for the job to report.
  const robotModel = join(deps.config.twins.modelsDir, row.spec.robot);
  const models = (await stat(robotModel).then((s) => s.isDirectory(), () => false)) ? [{ prefix: await stageSharedFolder(deps, 'models', robotModel), dir: `models/${row.spec.robot}` }] : [];
  const wrapped = stagedJob(deps, {
    inputs: [...models, { prefix: stagedRlOutput(row.id), dir: 'output' }],
    archives: twin?.archive ? [{ key: twin.archive.storage_key, dir: 'scene' }] : [],
    files: [],
    outputs: [{ dir: 'output', prefix: stagedRlOutput(row.id) }],
    uploadOutputs: 'always',
    stopGraceSeconds: RL_STOP_GRACE_SECONDS,
    command: job.command,
  });
  return { command: wrapped.command, env: { ...job.env, ...wrapped.env } };
}

const PHASE_SHARE: Record<RlRunPhase, [number, number]> = { build_env: [0, 0.02], training: [0.02, 0.85], evaluate: [0.85, 0.93], render: [0.93, 0.97], package: [0.97, 1] };

/** What following the job's lines found: its `done`, or its `error`. */
export interface RlJobOutcome {
  done: Extract<RlJobEvent, { event: 'done' }> | null;
  error: Extract<RlJobEvent, { event: 'error' }> | null;
  otherLines: string[];
}

/**
 * Runs (or re-attaches to) an RL job and follows its JSON lines: live metrics go to the workflow
 * and the row, every evaluation point to the curve, every checkpoint to storage.
 */
export async function followRlJob(
  deps: ActivityDeps,
  row: RlRunRow,
  jobId: string,
  command: { command: string[]; env: Record<string, string> },
  /** Training stops when the row shows `canceling`; the package-only job after a cancel must not. */
  stopWhenCanceling: boolean,
): Promise<RlJobOutcome & { state: string; reason: string | null }> {
  const outputDir = rlRunOutputDir(deps, row.id);
  await mkdir(outputDir, { recursive: true });
  // The training job and the package-only job after a cancel both log to the run's trackers.
  await prepareTracking(deps, 'rl_runs', row.id, outputDir, { archive: `/v1/rl_runs/${row.id}/archive`, report: `/v1/rl_runs/${row.id}/report`, files: `/v1/rl_runs/${row.id}/files` });
  let phase: RlRunPhase | null = null;
  let fraction = 0;
  let message: string | null = queuedMessage(undefined);
  let metrics: RlRunMetrics = 'env_steps' in row.metrics ? (row.metrics as RlRunMetrics) : { env_steps: 0, episode_return: null, success_rate: null, reward_terms: {} };
  const outcome: RlJobOutcome = { done: null, error: null, otherLines: [] };
  // Staged, a checkpoint reaches this worker when the job's output comes back through the bucket at its end.
  const staged = stagesJobFiles(deps);
  const stagedCheckpoints: Extract<RlJobEvent, { event: 'checkpoint' }>[] = [];
  const reporter = new ProgressReporter<RlRunProgress>({
    workflowId: row.id,
    signal: rlRunProgressSignal,
    store: (value) => updateRlRunProgress(deps.sql, row.id, { phase: value.phase, progress: value.progress, statusMessage: value.message, metrics: value.metrics }),
    milestone: (value) => ({ phase: phaseOrQueuePlace(value.phase, value.message), fraction: value.progress }),
  });
  const report = () => {
    const [from, to] = phase ? PHASE_SHARE[phase] : [0, 0];
    void reporter.report({ phase, progress: Math.min(1, from + (to - from) * fraction), message, metrics });
  };
  report();
  const handle = async (event: RlJobEvent) => {
    if (event.event === 'phase') {
      phase = event.phase;
      fraction = 0;
      message = `${event.phase} (phase ${event.index + 1} of ${event.total})`;
    } else if (event.event === 'progress' && event.phase === 'training') {
      fraction = event.fraction;
      metrics = { env_steps: event.env_steps, episode_return: event.episode_return ?? null, success_rate: event.success_rate ?? null, reward_terms: event.reward_terms ?? {} };
      const rate = event.env_steps_per_s === undefined ? '' : ` (${Math.round(event.env_steps_per_s)}/s)`;
      message = event.message ?? `training: ${event.env_steps} of ${event.budget_env_steps} env steps${rate}`;
    } else if (event.event === 'progress') {
      fraction = event.fraction ?? fraction;
      message = event.message ?? message;
    } else if (event.event === 'resumed') {
      message = `resumed training from the checkpoint at ${event.env_steps} env steps`;
    } else if (event.event === 'eval') {
      await recordRlMetricsPoint(deps.sql, row.id, event);
    } else if (event.event === 'checkpoint') {
      if (staged) stagedCheckpoints.push(event);
      else await storeCheckpoint(deps, row.id, outputDir, event);
    } else if (event.event === 'error') {
      outcome.error = event;
    } else if (event.event === 'done') {
      outcome.done = event;
    }
    report();
  };
  const tracking = new TrackingStatusSync(deps, 'rl_runs', row.id, outputDir);
  const following = runJob(deps, {
    spec: { jobId, tier: CPU_JOB_TIER, gpus: 0, ...command, stopGraceSeconds: RL_STOP_GRACE_SECONDS },
    stopOnWorkerShutdown: false,
    onWaiting: (waiting) => {
      message = waiting;
      report();
    },
    // A cancel shows on the row (`canceling`) at once; SIGTERM then makes the job package its latest policy.
    ...(stopWhenCanceling ? { shouldStop: async () => (await getRlRun(deps.sql, row.id))?.status === 'canceling' } : {}),
    onLines: async (lines) => {
      await tracking.sync();
      for (const line of lines) {
        const event = parseRlEvent(line);
        if (event) await handle(event);
        else {
          outcome.otherLines.push(line);
          if (outcome.otherLines.length > 3) outcome.otherLines.shift();
        }
      }
    },
  });
  // A cancel ends the follow with an error once the job has stopped (and uploaded its output): its checkpoints are kept all the same.
  // A job left running (a worker shutting down) has uploaded nothing yet: the next follower stores them.
  const status = await following.finally(async () => {
    if (!staged || !TERMINAL_JOB_STATES.includes((await deps.compute.status(jobId)).state)) return;
    await localRlOutput(deps, row.id);
    for (const event of stagedCheckpoints) await storeCheckpoint(deps, row.id, outputDir, event);
  });
  await reporter.flush();
  await tracking.sync(true);
  return { ...outcome, state: status.state, reason: status.reason };
}

async function storeCheckpoint(deps: ActivityDeps, id: string, outputDir: string, event: Extract<RlJobEvent, { event: 'checkpoint' }>): Promise<void> {
  // A checkpoint a later resume dropped may be gone by the time a re-attached tail reads its line.
  const exists = await Promise.all([stat(join(outputDir, event.path)), stat(join(outputDir, event.onnx))]).then(() => true, () => false);
  if (!exists) return;
  const checkpoint = await deps.storage.putFile(rlStorage.checkpoint(id, event.env_steps, 'zip'), join(outputDir, event.path));
  const onnx = await deps.storage.putFile(rlStorage.checkpoint(id, event.env_steps, 'onnx'), join(outputDir, event.onnx));
  await recordRlCheckpoint(deps.sql, id, { env_steps: event.env_steps, checkpoint_key: checkpoint.key, checkpoint_bytes: checkpoint.bytes, onnx_key: onnx.key, onnx_bytes: onnx.bytes });
}

/** The failure an unsuccessful job ends the activity with. */
export function rlJobFailure(deps: ActivityDeps, row: RlRunRow, outcome: RlJobOutcome & { state: string; reason: string | null }): ApplicationFailure {
  const hide = (text: string) => withoutLocalPaths(text, [rlRunOutputDir(deps, row.id), deps.config.dataDir, deps.config.twins.modelsDir, process.env.JOB_SCRATCH_DIR || tmpdir()]);
  const error = outcome.error;
  // A job from before twin scenes (no --scene_dir): the input cannot run here, so it is the user's to change, not a retry.
  if (!error && row.twin_id && outcome.otherLines.some((line) => line.includes('unrecognized arguments') && line.includes('--scene_dir'))) {
    return userFixable('spec_invalid', "This deployment's RL job cannot train in a twin's scene yet (scene.twin_id); leave 'scene' out.", 'scene.twin_id');
  }
  if (error && !error.resumable) return userFixable(error.code, `${hide(error.message)}${error.param ? ` (${error.param})` : ''}`, error.param ?? null);
  const said = error ? hide(error.message) : hide(outcome.otherLines.join(' | '));
  return ApplicationFailure.create({ message: `The RL job stopped (${outcome.reason ?? outcome.state}) before packaging: ${said}`, type: 'job_failed' });
}

export function createRlTrainActivities(deps: ActivityDeps) {
  return {
    /**
     * Trains, evaluates, renders and packages through the compute backend. A retry after a worker
     * restart re-attaches to the same job (it kept running); a retry after the job died starts a
     * new one on the same output folder, which resumes from its latest checkpoint.
     */
    async trainRlRun(input: { id: string }): Promise<{ verdict: 'pass' | 'fail'; envSteps: number }> {
      const row = await loadRlRun(deps, input.id);
      const command = await rlCommandFor(deps, row);
      const jobId = await jobIdForAttempt(deps.compute, row.id);
      const outcome = await followRlJob(deps, row, jobId, command, true);
      if (outcome.done) return { verdict: outcome.done.verdict, envSteps: outcome.done.env_steps };
      throw rlJobFailure(deps, row, outcome);
    },
  };
}

