import { CancellationScope, setHandler } from '@temporalio/workflow';
import { rowWrites } from '../../../workflows/row-writes.js';
import { jobFollowerActivities, quickActivities } from '../../../workflows/activity-options.js';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import type { RunEnding } from '../../../contracts/resource.js';
import { RL_USER_FIXABLE, rlRunProgressSignal, type RlRunInput, type RlRunLiveState } from '../contracts/rl-run.js';
import { failureMessage, ResourceRun } from '../../../workflows/lifecycle.js';
import { jobRunEnding } from '../../../workflows/run-ending.js';

const quick = quickActivities(['insufficient_tokens', RL_USER_FIXABLE]);

/** Errors the user must act on are never retried. */
const NOT_RETRIED = [RL_USER_FIXABLE, 'insufficient_tokens', 'system'];

/**
 * One RL run (one seed): charge → the job (train, evaluate, render, package) → publish → end;
 * workflowId = the rl_ id. A cancel stops training, and a run that has trained keeps its policy:
 * the job packages its latest checkpoint on SIGTERM (or a `--package_only` job does, when it was
 * killed first), and the run ends `canceled` with its outputs.
 */
export async function rlRunWorkflow(input: RlRunInput): Promise<RlRunLiveState> {
  const trainAttempts = input.trainAttempts ?? 3;
  // `canceling` lasts until the job has packaged and stopped.
  const long = jobFollowerActivities({
    startToCloseTimeout: '26 hours',
    heartbeatTimeout: '60 seconds',
    maximumAttempts: trainAttempts,
    notRetried: NOT_RETRIED,
    waitForCancellation: true,
  });
  const run = new ResourceRun<RlRunLiveState>({
    status: 'queued',
    phase: null,
    progress: 0,
    status_message: 'queued',
    error: null,
    metrics: { env_steps: 0, episode_return: null, success_rate: null, reward_terms: {} },
  });
  setHandler(rlRunProgressSignal, (update) => {
    if (run.state.status !== 'processing') return;
    run.state.phase = update.phase;
    run.state.progress = Math.min(1, Math.max(0, update.progress));
    run.state.status_message = update.message;
    run.state.metrics = update.metrics;
  });
  run.onCancel = () => {
    run.setStatus('canceling');
    run.state.status_message = 'stopping training; the latest checkpoint is evaluated and packaged';
    void rowWrites.markRlRunCanceling({ id: input.runId }).catch(() => undefined);
  };

  const outcome = await run.work(async () => {
    await rowWrites.startRlRun({ id: input.runId });
    run.setStatus('processing');
    await rowWrites.chargeRlRun({ id: input.runId });
    await run.withComputeSlot(CPU_JOB_TIER, () => long.trainRlRun({ id: input.runId }));
    run.state.phase = 'package';
    run.state.status_message = 'publishing the policy and its bundle';
    // A policy that is packaged is published whole, even when a cancel arrives meanwhile.
    await CancellationScope.nonCancellable(() => quick.publishRlRun({ id: input.runId }));
  });

  return run.finally(async () => {
    let ending: RunEnding = jobRunEnding(outcome, run.canceled, RL_USER_FIXABLE, 'The RL run failed for a reason on our side.');
    if (run.jobMayExist) await quick.cancelRlRunJobs({ id: input.runId, maxAttempts: trainAttempts });
    // A run canceled before its slot was granted never trained: nothing to package.
    if (ending.status === 'canceled' && run.jobMayExist) {
      // A run that trained keeps its policy.
      try {
        if (await long.packageCanceledRlRun({ id: input.runId })) await quick.publishRlRun({ id: input.runId });
      } catch (error) {
        ending = { status: 'failed', error: { code: 'system', message: `The run was canceled, and packaging its latest checkpoint failed: ${failureMessage(error) ?? 'unknown error'}` } };
      }
    }
    await quick.finishRlRun({ id: input.runId, ending });
    run.state.error = ending.status === 'failed' ? ending.error : null;
    run.state.status_message = ending.status === 'failed' ? ending.error.message : ending.status === 'succeeded' ? 'done' : 'canceled';
    if (ending.status === 'succeeded') run.state.progress = 1;
    run.setStatus(ending.status);
    return run.state;
  });
}
