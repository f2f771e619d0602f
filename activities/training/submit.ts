import { ApplicationFailure } from '@temporalio/activity';
import { JobSubmissionError, type JobStatus } from '../../core/ports/compute.js';
import { findHardwareTier } from '../../core/catalog/hardware-tiers.js';
import { findTrainingPolicy } from '../../core/catalog/training-policies.js';
import { trainingRunTokens } from '../../core/pricing.js';
import { chargeTokens, InsufficientBalanceError } from '../../db/ledger.js';
import { getTrainingRun, markTrainingStarted } from '../../db/training-runs.js';
import type { ActivityDeps } from '../deps.js';
import { trainingCommand } from './command.js';
import { trainingJobId, trainingJobIds } from './job-attempts.js';

export const TRAINING_CHARGE_REASON = 'training_gpu_hour';

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
 * Submits attempt `attempt` of a run's job (idempotent per attempt). Every attempt writes to the
 * first one's output directory; a later one resumes from the latest complete checkpoint there.
 */
export async function submitTrainingJobAttempt(deps: ActivityDeps, runId: string, attempt: number): Promise<JobStatus> {
  const run = await loadRun(deps, runId);
  const policy = findTrainingPolicy(run.policy);
  const tier = findHardwareTier(run.hardware_tier);
  if (!policy || !tier) throw ApplicationFailure.nonRetryable(`Unknown policy or tier on ${runId}.`, 'submission_failed');
  const datasetRoot = await deps.hub.checkout(run.dataset.repo_id, run.dataset.commit);
  const command = trainingCommand(
    {
      policy,
      repoId: run.dataset.repo_id,
      datasetRoot,
      outputDir: deps.compute.outputDir(runId),
      steps: run.config.steps,
      batchSize: run.config.batch_size,
      saveFreq: run.config.save_freq,
      evalEnabled: run.config.eval_enabled,
      gpus: tier.gpu_count,
      cameraRename: run.cameras.rename ?? {},
      resume: attempt > 1,
    },
    await deps.compute.capabilities(),
  );
  if ('unavailable' in command) throw ApplicationFailure.nonRetryable(`The job could not start: ${command.unavailable}.`, 'submission_failed');
  try {
    return await deps.compute.submit({ jobId: trainingJobId(runId, attempt), tier: tier.id, gpus: tier.gpu_count, command, env: { PYTHONUNBUFFERED: '1' } });
  } catch (error) {
    if (error instanceof JobSubmissionError) throw ApplicationFailure.nonRetryable(`The job could not start: ${error.message}`, 'submission_failed');
    throw error;
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
        throw ApplicationFailure.nonRetryable(`The balance (${error.balance}) no longer covers the GPU-hour (${amount}).`, 'insufficient_tokens');
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
