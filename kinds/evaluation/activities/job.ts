import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ApplicationFailure } from '@temporalio/activity';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import { EVALUATION_USER_FIXABLE, evaluationProgressSignal, type EvaluationProgress, type EvaluationWorkflowPhase } from '../contracts/evaluation.js';
import { evaluationJobCommand } from '../../../backends/compute/job-programs.js';
import { downloadPrefix } from '../../../backends/storage/transfer.js';
import type { EvaluationRow } from '../core/record.js';
import { parseEvaluationEvent, type EvaluationJobEvent } from '../../../core/jobs/evaluation.js';
import { TERMINAL_JOB_STATES } from '../../../core/ports/compute.js';
import { getEvaluation, updateEvaluationProgress } from '../db/evaluations.js';
import { getTwin } from '../../twin/db/twin-rows.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { fetchStagedOutputs, SCRATCH_PLACEHOLDER, stagedJob, stagesJobFiles, stageSharedFolder } from '../../../activities/job-staging.js';
import { jobIdForAttempt, runJob } from '../../../activities/jobs/follow-job.js';
import { queuedMessage } from '../../../activities/jobs/queued-message.js';
import { phaseOrQueuePlace, ProgressReporter } from '../../../activities/progress-reporter.js';
import { withoutLocalPaths } from '../../../activities/safe-message.js';
import { twinOutputDir } from '../../twin/activities/build.js';
import { lerobotPythonEnv } from '../../../activities/jobs/lerobot-python.js';
import { evaluationOutputDir, evaluationWorkDir, stagedEvaluationOutput } from './paths.js';

export async function loadEvaluation(deps: ActivityDeps, id: string): Promise<EvaluationRow> {
  const row = await getEvaluation(deps.sql, id);
  if (!row) throw ApplicationFailure.nonRetryable(`Evaluation ${id} has no row.`, 'system');
  return row;
}

export const evaluationUserFixable = (code: string, message: string, param: string | null) =>
  ApplicationFailure.create({ message, type: EVALUATION_USER_FIXABLE, nonRetryable: true, details: [{ code, param }] });

/** The policy's files on this worker: a training checkpoint's pretrained_model/ folder (built-in or LeRobot), or an RL run's policy.onnx. */
async function localPolicy(deps: ActivityDeps, row: EvaluationRow): Promise<string> {
  const dir = join(evaluationWorkDir(deps, row.id), 'policy');
  await rm(dir, { recursive: true, force: true });
  if (row.policy.kind !== 'rl_onnx') {
    const target = join(dir, 'pretrained_model');
    if ((await downloadPrefix(deps.storage, row.policy.storage_key, target)).length === 0) throw evaluationUserFixable('policy_invalid', `The checkpoint of ${row.policy.run_id} is no longer stored.`, 'policy');
    return target;
  }
  await mkdir(dir, { recursive: true });
  const target = join(dir, 'policy.onnx');
  if (!(await deps.storage.stat(row.policy.storage_key))) throw evaluationUserFixable('policy_invalid', `The policy of ${row.policy.run_id} is no longer stored.`, 'policy');
  await pipeline(await deps.storage.read(row.policy.storage_key), createWriteStream(target));
  return target;
}

/** The job's argv: staged (inputs and outputs through the bucket) or on this worker's folders. */
export async function evaluationCommandFor(deps: ActivityDeps, row: EvaluationRow) {
  const twin = await getTwin(deps.sql, row.twin_id);
  if (!twin || twin.account_id !== row.account_id || twin.status !== 'succeeded' || !twin.archive) {
    throw evaluationUserFixable('scene_invalid', `Twin '${row.twin_id}' is not a succeeded twin of this account any more.`, 'twin_id');
  }
  // The twin job's default robot model when its config named none.
  const robot = typeof twin.config.robot_model === 'string' ? twin.config.robot_model : 'so101';
  const staged = stagesJobFiles(deps);
  const scratch = (dir: string) => `${SCRATCH_PLACEHOLDER}/${dir}`;
  const common = {
    policy_source: `${row.policy.run_id} checkpoint ${row.policy.checkpoint}`,
    objective: row.objective,
    ...(row.seeds ? { seeds: row.seeds } : { episodes: row.episodes }),
    randomisation: row.randomisation,
  };
  const lerobotEnv = await lerobotEnvFor(deps, row);
  if (!staged) {
    const outputDir = evaluationOutputDir(deps, row.id);
    await mkdir(outputDir, { recursive: true });
    const job = evaluationJobCommand({ ...common, policy: await localPolicy(deps, row), twin_dir: twinOutputDir(deps, twin.id), models_dir: deps.config.twins.modelsDir, output_dir: outputDir });
    return { command: job.command, env: { ...job.env, ...lerobotEnv } };
  }
  const onnx = row.policy.kind === 'rl_onnx';
  const policyInput = onnx ? { prefix: dirname(row.policy.storage_key), dir: 'policy' } : { prefix: row.policy.storage_key, dir: 'policy/pretrained_model' };
  const robotModel = join(deps.config.twins.modelsDir, robot);
  const models = (await stat(robotModel).then((s) => s.isDirectory(), () => false)) ? [{ prefix: await stageSharedFolder(deps, 'models', robotModel), dir: `models/${robot}` }] : [];
  const job = evaluationJobCommand({
    ...common,
    policy: onnx ? scratch(`policy/${basename(row.policy.storage_key)}`) : scratch('policy/pretrained_model'),
    twin_dir: scratch('twin'),
    models_dir: scratch('models'),
    output_dir: scratch('output'),
  });
  const wrapped = stagedJob(deps, {
    inputs: [...models, policyInput],
    archives: [{ key: twin.archive.storage_key, dir: 'twin' }],
    files: [],
    outputs: [{ dir: 'output', prefix: stagedEvaluationOutput(row.id) }],
    command: job.command,
  });
  return { command: wrapped.command, env: { ...job.env, ...lerobotEnv, ...wrapped.env } };
}

/** A LeRobot policy runs in LeRobot's own Python; a backend without LeRobot cannot run it. */
async function lerobotEnvFor(deps: ActivityDeps, row: EvaluationRow): Promise<Record<string, string>> {
  if (row.policy.kind !== 'lerobot') return {};
  const env = await lerobotPythonEnv(deps);
  if (!env) throw evaluationUserFixable('policy_unsupported', `The checkpoint of ${row.policy.run_id} is a LeRobot policy, and LeRobot is not installed where this service runs jobs.`, 'policy');
  return env;
}

const PHASE_SHARE: Record<EvaluationWorkflowPhase, [number, number]> = { scene: [0, 0.05], episodes: [0.05, 0.6], clips: [0.6, 0.97], publish: [0.97, 1] };

/** Runs (or re-attaches to) the job and follows its lines to the workflow and the row; its `done`, or the failure. */
export async function followEvaluationJob(deps: ActivityDeps, row: EvaluationRow): Promise<Extract<EvaluationJobEvent, { event: 'done' }>> {
  const command = await evaluationCommandFor(deps, row);
  const jobId = await jobIdForAttempt(deps.compute, row.id);
  let phase: EvaluationWorkflowPhase | null = null;
  let fraction = 0;
  let message: string | null = queuedMessage(undefined);
  let episodesDone = 0;
  let successes = 0;
  let done: Extract<EvaluationJobEvent, { event: 'done' }> | null = null;
  let error: Extract<EvaluationJobEvent, { event: 'error' }> | null = null;
  const otherLines: string[] = [];
  const reporter = new ProgressReporter<EvaluationProgress>({
    workflowId: row.id,
    signal: evaluationProgressSignal,
    store: (value) => updateEvaluationProgress(deps.sql, row.id, { phase: value.phase, progress: value.progress, statusMessage: value.message }),
    milestone: (value) => ({ phase: phaseOrQueuePlace(value.phase, value.message), fraction: value.progress }),
  });
  const report = () => {
    const [from, to] = phase ? PHASE_SHARE[phase] : [0, 0];
    void reporter.report({ phase, progress: Math.min(1, from + (to - from) * fraction), message, episodes_done: episodesDone, successes });
  };
  report();
  const handle = (event: EvaluationJobEvent) => {
    if (event.event === 'phase') {
      phase = event.phase;
      fraction = 0;
      message = `${event.phase} (phase ${event.index + 1} of ${event.total})`;
    } else if (event.event === 'progress') {
      fraction = event.fraction ?? fraction;
      message = event.message ?? message;
    } else if (event.event === 'episode') {
      episodesDone = event.index + 1;
      if (event.success) successes += 1;
    } else if (event.event === 'error') error = event;
    else if (event.event === 'done') done = event;
    report();
  };
  const status = await runJob(deps, {
    spec: { jobId, tier: CPU_JOB_TIER, gpus: 0, ...command },
    stopOnWorkerShutdown: false,
    onWaiting: (waiting) => {
      message = waiting;
      report();
    },
    shouldStop: async () => (await getEvaluation(deps.sql, row.id))?.status === 'canceling',
    onLines: async (lines) => {
      for (const line of lines) {
        const event = parseEvaluationEvent(line);
        if (event) handle(event);
        else {
          otherLines.push(line);
          if (otherLines.length > 3) otherLines.shift();
        }
      }
    },
  });
  await reporter.flush();
  if (stagesJobFiles(deps) && TERMINAL_JOB_STATES.includes((await deps.compute.status(jobId)).state)) {
    await fetchStagedOutputs(deps, stagedEvaluationOutput(row.id), evaluationOutputDir(deps, row.id));
  }
  if (done) return done;
  const hide = (text: string) => withoutLocalPaths(text, [evaluationWorkDir(deps, row.id), deps.config.dataDir, deps.config.twins.modelsDir, process.env.JOB_SCRATCH_DIR || tmpdir()]);
  const failed = error as Extract<EvaluationJobEvent, { event: 'error' }> | null;
  if (failed && !failed.resumable) throw evaluationUserFixable(failed.code, hide(failed.message), failed.param ?? null);
  throw ApplicationFailure.create({ message: `The evaluation job stopped (${status.reason ?? status.state}): ${failed ? hide(failed.message) : hide(otherLines.join(' | '))}`, type: 'job_failed' });
}
