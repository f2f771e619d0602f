import { ApplicationFailure, isCancellation, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { failureCode, failureMessage, ResourceRun } from './lifecycle.js';
import {
  trainingProgressSignal,
  type TrainingEnding,
  type TrainingLiveState,
  type TrainingProgress,
  type TrainingRunInput,
} from './training-run-messages.js';

const quick = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '10 seconds', maximumAttempts: 10, nonRetryableErrorTypes: ['submission_failed', 'insufficient_tokens'] },
});
/** The watcher lives as long as the job; heartbeats bring a replacement within seconds if its worker dies. */
const watcher = proxyActivities<Activities>({
  startToCloseTimeout: '30 days',
  heartbeatTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '5 seconds', nonRetryableErrorTypes: ['training_failed'] },
});
const cleanup = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '10 seconds', maximumAttempts: 20 },
});

const PHASE_ORDER = ['provisioning', 'preparing', 'downloading_dataset', 'training'];
const PHASE_MESSAGES: Record<string, string> = {
  provisioning: 'Submitting the job to the compute backend',
  preparing: 'The job is starting',
  downloading_dataset: 'Reading the dataset',
  training: 'Training',
};

/** One training run: submit its job, charge its GPU-hour, watch it to the end, publish, record the ending. */
export async function trainingRunWorkflow(input: TrainingRunInput): Promise<TrainingLiveState> {
  const run = new ResourceRun<TrainingLiveState>({
    status: 'processing',
    phase: 'provisioning',
    progress: 0,
    status_message: PHASE_MESSAGES.provisioning!,
    error: null,
    metrics: { loss: null, step: 0, max_steps: input.maxSteps },
    eval: null,
  });
  const advanceTo = (phase: string) => {
    if (PHASE_ORDER.indexOf(phase) > PHASE_ORDER.indexOf(run.state.phase ?? '')) run.enterPhase(phase, PHASE_MESSAGES[phase]!);
  };
  setHandler(trainingProgressSignal, (progress: TrainingProgress) => {
    if (run.state.status !== 'processing') return;
    if (progress.phase) advanceTo(progress.phase);
    run.state.metrics = progress.metrics;
    if (progress.eval) run.state.eval = progress.eval;
    if (run.state.phase === 'training' && progress.metrics.step !== null && progress.metrics.max_steps) {
      run.state.progress = Math.min(1, progress.metrics.step / progress.metrics.max_steps);
      run.state.status_message = `Training: step ${progress.metrics.step} of ${progress.metrics.max_steps}`;
    }
  });

  const outcome = await run.work(async () => {
    try {
      await quick.submitTrainingJob(input.runId);
    } catch (error) {
      if (isCancellation(error) || failureCode(error) === 'submission_failed') throw error;
      // Whatever stopped the submission (dataset checkout, backend down past the retries), the job never started.
      throw ApplicationFailure.create({ type: 'submission_failed', message: failureMessage(error) ?? 'The job could not be submitted.', nonRetryable: true });
    }
    await quick.chargeTrainingRun(input.runId);
    advanceTo('preparing');
    const result = await watcher.watchTrainingJob(input.runId);
    if (result.state !== 'succeeded') {
      throw ApplicationFailure.create({ type: 'training_failed', message: result.reason ?? 'The training job failed.', nonRetryable: true });
    }
    await quick.publishTrainingOutput(input.runId);
  });

  await run.finally(async () => {
    let ending: TrainingEnding;
    if (outcome.kind === 'completed') ending = { status: 'succeeded' };
    else if (outcome.kind === 'canceled') ending = { status: 'canceled' };
    else ending = { status: 'failed', error: { code: failureCode(outcome.error) ?? 'training_failed', message: failureMessage(outcome.error) } };
    // Also when the submit's answer was lost to the cancel: cancelling a job never submitted is a no-op.
    if (ending.status !== 'succeeded') await cleanup.cancelTrainingJob(input.runId);
    const final = await cleanup.finishTrainingRun(input.runId, ending);
    run.state.metrics = final.metrics;
    run.state.eval = final.eval;
    run.enterPhase(ending.status === 'succeeded' ? 'completed' : ending.status === 'canceled' ? 'cancelled' : 'failed', final.status_message);
    run.state.progress = ending.status === 'succeeded' ? 1 : final.progress;
    if (ending.status === 'failed') run.state.error = ending.error;
    run.setStatus(ending.status);
  });
  return run.state;
}
