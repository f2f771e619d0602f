import { withJobEventToken } from '../../../activities/jobs/follow-job.js';
import { ApplicationFailure } from '@temporalio/activity';
import { JobSubmissionError, type JobSpec, type JobStatus } from '../../../core/ports/compute.js';
import { findHardwareTier } from '../../../core/catalog/hardware-tiers.js';
import { findTrainingPolicy } from '../../../core/catalog/training-policies.js';
import { trainingTrackingLinks } from '../core/tracking.js';
import { trainingRunTokens } from '../../../core/pricing.js';
import { chargeTokens, InsufficientBalanceError } from '../../../db/ledger.js';
import { getTrainingRun, markTrainingStarted } from '../db/training-runs.js';
import type { ActivityDeps } from '../../../activities/deps.js';
import { prepareTracking } from '../../../activities/tracking/job-folder.js';
import { SCRATCH_PLACEHOLDER, stageDataset, stagedJob, stagedOutputPrefix, stagesJobFiles } from '../../../activities/job-staging.js';
import { trainingCommand } from './command.js';
import { materializeSourceCheckpoint } from './source-checkpoint.js';
import { trainingJobId } from '../../../activities/jobs/job-ids.js';
import { trainingJobIds } from './job-attempts.js';

export const TRAINING_CHARGE_REASON = 'training_gpu_hour';

/** Where a staged training job's output directory waits in the bucket. */
export const stagedTrainingOutput = (runId: string) => stagedOutputPrefix('training_runs', runId);

async function loadRun(deps: ActivityDeps, runId: string) {
  const run = await getTrainingRun(deps.sql, runId);
  if (!run) throw ApplicationFailure.nonRetryable(`Training run ${runId} does not exist.`, 'run_missing');
  return run;
}

/** Checks the dataset out and submits the job (idempotent: the job id is the run id); sets started_at. */
export const createSubmitTrainingJobActivity = (deps: ActivityDeps) =>
  async function submitTrainingJob(runId: string): Promise<{ backendJobId: string | null }> {
    const status = await submitTrainingJobAttempt(deps, runId, 1);
    await markTrainingStarted(deps.sql, runId, status.startedAt ?? new Date());
    return { backendJobId: status.backendJobId };
  };

/**
 * The job of attempt `attempt` of a run. Every attempt writes to the first one's output
 * directory; a later one resumes from the latest complete checkpoint there.
 */
export async function trainingJobSpec(deps: ActivityDeps, runId: string, attempt: number): Promise<JobSpec> {
  const run = await loadRun(deps, runId);
  const policy = findTrainingPolicy(run.policy);
  const tier = findHardwareTier(run.hardware_tier);
  if (!policy || !tier) throw ApplicationFailure.nonRetryable(`Unknown policy or tier on ${runId}.`, 'submission_failed');
  const checkout = await deps.hub.checkout(run.dataset.repo_id, run.dataset.commit);
  // No shared filesystem with S3 storage: the job gets the dataset from the bucket and sends its output back (activities/job-staging.ts).
  const staged = stagesJobFiles(deps);
  const command = trainingCommand(
    {
      policy,
      repoId: run.dataset.repo_id,
      datasetRoot: staged ? `${SCRATCH_PLACEHOLDER}/dataset` : checkout,
      outputDir: staged ? `${SCRATCH_PLACEHOLDER}/output` : deps.compute.outputDir(runId),
      steps: run.config.steps,
      batchSize: run.config.batch_size,
      saveFreq: run.config.save_freq,
      evalEnabled: run.config.eval_enabled,
      gpus: tier.gpu_count,
      cameraRename: run.cameras.rename ?? {},
      pretrainedBackbones: deps.config.lerobotPretrainedBackbones,
      resume: attempt > 1,
      ...(run.from_checkpoint ? { initFrom: await materializeSourceCheckpoint(deps, run.from_checkpoint, deps.compute.outputDir(runId)) } : {}),
    },
    await deps.compute.capabilities(),
  );
  if ('unavailable' in command) throw ApplicationFailure.nonRetryable(`The job could not start: ${command.unavailable}.`, 'submission_failed');
  await prepareTracking(deps, 'training_runs', runId, deps.compute.outputDir(runId), trainingTrackingLinks(runId));
  let job = { command, env: { PYTHONUNBUFFERED: '1' } as Record<string, string> };
  if (staged) {
    const datasetPrefix = await stageDataset(deps, run.dataset.repo_id, run.dataset.commit, checkout);
    const wrapped = stagedJob(deps, {
      inputs: [{ prefix: datasetPrefix, dir: 'dataset' }],
      files: [],
      outputs: [{ dir: 'output', prefix: stagedTrainingOutput(runId) }],
      command,
    });
    job = { command: wrapped.command, env: { ...job.env, ...wrapped.env } };
  }
  return { jobId: trainingJobId(runId, attempt), tier: tier.id, gpus: tier.gpu_count, ...job };
}

/** A submission the backend refused is the run's failure, not something to retry. */
export function submissionFailure(error: unknown): unknown {
  return error instanceof JobSubmissionError ? ApplicationFailure.nonRetryable(`The job could not start: ${error.message}`, 'submission_failed') : error;
}

/** Submits attempt `attempt` of a run's job (idempotent per attempt). */
export async function submitTrainingJobAttempt(deps: ActivityDeps, runId: string, attempt: number): Promise<JobStatus> {
  const spec = withJobEventToken(deps, await trainingJobSpec(deps, runId, attempt));
  try {
    return await deps.compute.submit(spec);
  } catch (error) {
    throw submissionFailure(error);
  }
}

/** One GPU-hour at the tier's rate, once (ledger key: run id + reason); CPU tiers are free. */
export const createChargeTrainingRunActivity = (deps: ActivityDeps) =>
  async function chargeTrainingRun(runId: string): Promise<{ charged: number }> {
    const run = await loadRun(deps, runId);
    const amount = trainingRunTokens(findHardwareTier(run.hardware_tier));
    if (amount === 0) return { charged: 0 };
    try {
      await deps.sql.begin(async (tx) => {
        const { created } = await chargeTokens(tx, {
          accountId: run.account_id,
          amount,
          resourceId: runId,
          resourceKind: 'training_run',
          reason: TRAINING_CHARGE_REASON,
          description: `Training run ${runId}: one GPU-hour on ${run.hardware_tier}`,
        });
        if (created) await tx`update training_runs set tokens_charged = tokens_charged + ${amount} where id = ${runId}`;
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        throw ApplicationFailure.nonRetryable(`The balance no longer covers the GPU-hour (${amount} tokens).`, 'insufficient_tokens');
      }
      throw error;
    }
    return { charged: amount };
  };

/** Stops every attempt's job and its whole process tree; a finished job is left as it is. */
export const createCancelTrainingJobActivity = (deps: ActivityDeps) =>
  async function cancelTrainingJob(runId: string): Promise<void> {
    for (const jobId of trainingJobIds(runId)) {
      try {
        await deps.compute.cancel(jobId);
      } catch (error) {
        if ((error as Error).name === 'JobNotFoundError') continue;
        throw error;
      }
    }
  };
