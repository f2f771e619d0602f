import {
  allHandlersFinished,
  ApplicationFailure,
  CancellationScope,
  condition,
  continueAsNew,
  isCancellation,
  patched,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../../../activities/index.js';
import { failureCode, failureMessage, ResourceRun } from '../../../workflows/lifecycle.js';
import { jobFollowerActivities } from '../../../workflows/activity-options.js';
import { TERMINAL_PHASE } from '../../../contracts/resource.js';
import { jobFollowerTaskQueue } from '../../../contracts/task-queues.js';
import {
  TRAINING_PHASE_MESSAGES,
  TRAINING_PHASES,
  trainingProgressSignal,
  type TrainingEnding,
  type TrainingLiveState,
  type TrainingPhase,
  type TrainingProgress,
  type TrainingRunInput,
  TRAINING_SUBMIT_COMPLETES_PATCH,
} from '../contracts/training-run.js';

const quick = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '10 seconds', maximumAttempts: 10, nonRetryableErrorTypes: ['submission_failed', 'insufficient_tokens'] },
});
const cleanup = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '10 seconds', maximumAttempts: 20 },
});

/** Runs created before checkpoint scoring replay without its activity. */
const TRAINING_CHECKPOINT_SCORING_PATCH = 'training-checkpoint-scoring';

/** Well below Temporal's 50K-event limit; the server's own suggestion comes first when it is lower. */
const CONTINUE_AS_NEW_AFTER_EVENTS = 10_000;

/** One training run: submit its job, charge its GPU-hour, watch it to the end, publish, record the ending. */
export async function trainingRunWorkflow(input: TrainingRunInput): Promise<TrainingLiveState> {
  /** The watcher lives as long as the job; heartbeats bring a replacement within seconds if its worker dies. */
  const watcher = proxyActivities<Activities>({
    taskQueue: jobFollowerTaskQueue(workflowInfo().taskQueue),
    startToCloseTimeout: '30 days',
    heartbeatTimeout: '10 seconds',
    retry: { initialInterval: '1 second', maximumInterval: '5 seconds', nonRetryableErrorTypes: ['training_failed'] },
  });
  const scorer = jobFollowerActivities({ startToCloseTimeout: '6 hours', heartbeatTimeout: '60 seconds', maximumAttempts: 3 });
  const run = new ResourceRun<TrainingLiveState>(
    input.carried ?? {
      status: 'processing',
      phase: 'provisioning',
      progress: 0,
      status_message: TRAINING_PHASE_MESSAGES.provisioning,
      error: null,
      metrics: { loss: null, step: 0, max_steps: input.maxSteps },
      eval: null,
    },
  );
  // Each live-metrics signal is a history event: a long run continues as new before the history grows too big.
  const historyFull = () =>
    !run.canceled && (workflowInfo().continueAsNewSuggested || workflowInfo().historyLength >= (input.continueAsNewAfterEvents ?? CONTINUE_AS_NEW_AFTER_EVENTS));
  const phaseIndex = (phase: string | null) => (TRAINING_PHASES as readonly (string | null)[]).indexOf(phase);
  const advanceTo = (phase: TrainingPhase) => {
    if (phaseIndex(phase) > phaseIndex(run.state.phase)) run.enterPhase(phase, TRAINING_PHASE_MESSAGES[phase]);
  };
  setHandler(trainingProgressSignal, (progress: TrainingProgress) => {
    if (run.state.status !== 'processing') return;
    if (progress.phase) advanceTo(progress.phase);
    // A job waiting for a compute slot is still being provisioned (its place is the message); a resumed attempt waiting again keeps the phase it reached.
    if (progress.waiting && run.state.phase === 'provisioning') run.state.status_message = progress.waiting;
    if (run.state.phase === 'preparing') run.state.status_message = progress.waiting ?? TRAINING_PHASE_MESSAGES.preparing;
    run.state.metrics = progress.metrics;
    if (progress.eval) run.state.eval = progress.eval;
    if (run.state.phase === 'training' && progress.metrics.step !== null && progress.metrics.max_steps) {
      run.state.progress = Math.min(1, progress.metrics.step / progress.metrics.max_steps);
      run.state.status_message = `Training: step ${progress.metrics.step} of ${progress.metrics.max_steps}`;
    }
  });

  if (input.carried && input.hardwareTier) run.keepComputeSlot();
  const outcome = await run.work(async (): Promise<'done' | 'continue'> => {
    // A continued run has its job submitted and charged already (both idempotent anyway).
    if (!input.carried) await submitAndCharge();
    const watchScope = new CancellationScope();
    const watching = watchScope.run(() => watcher.watchTrainingJob(input.runId));
    const next = await Promise.race([watching, condition(historyFull).then(() => 'continue' as const)]);
    if (next === 'continue') {
      watchScope.cancel();
      await watching.catch(() => undefined);
      return 'continue';
    }
    // The job has ended: the next run's job may start while this one publishes.
    await run.releaseComputeSlot();
    if (next.state !== 'succeeded') {
      throw ApplicationFailure.create({ type: 'training_failed', message: next.reason ?? 'The training job failed.', nonRetryable: true });
    }
    await quick.publishTrainingOutput(input.runId);
    // config.evaluation: each checkpoint run closed loop in a twin; a run without it returns at once.
    if (patched(TRAINING_CHECKPOINT_SCORING_PATCH)) await scorer.scoreTrainingCheckpoints(input.runId);
    return 'done';
  });

  let ended = outcome;
  if (outcome.kind === 'completed' && outcome.value === 'continue') {
    // A cancel that arrives now waits for this run to end: end it canceled rather than carry the update over.
    await condition(() => allHandlersFinished() || run.canceled);
    if (!run.canceled) return continueAsNew<typeof trainingRunWorkflow>({ ...input, carried: run.state });
    ended = { kind: 'canceled' };
  }

  async function submitAndCharge(): Promise<void> {
    // The job is submitted once its slot is granted: until then the run waits here, provisioning.
    if (input.hardwareTier) await run.computeSlot(input.hardwareTier);
    try {
      // A cancel meanwhile waits for the submit (seconds at most): cleanup can only stop a job that exists.
      const submit = () => quick.submitTrainingJob(input.runId);
      await (patched(TRAINING_SUBMIT_COMPLETES_PATCH) ? CancellationScope.nonCancellable(submit) : submit());
    } catch (error) {
      if (isCancellation(error) || failureCode(error) === 'submission_failed') throw error;
      // Whatever stopped the submission (dataset checkout, backend down past the retries), the job never started.
      throw ApplicationFailure.create({ type: 'submission_failed', message: failureMessage(error) ?? 'The job could not be submitted.', nonRetryable: true });
    }
    await quick.chargeTrainingRun(input.runId);
    // 'preparing' comes from the job watcher once the job runs: until then it waits for compute (provisioning).
  }

  await run.finally(async () => {
    let ending: TrainingEnding;
    if (ended.kind === 'completed') ending = { status: 'succeeded' };
    else if (ended.kind === 'canceled') ending = { status: 'canceled' };
    else ending = { status: 'failed', error: { code: failureCode(ended.error) ?? 'training_failed', message: failureMessage(ended.error) } };
    // Also when a cancel came during the submit, which the run waited for; cancelling a job never submitted is a no-op.
    if (ending.status !== 'succeeded' && run.jobMayExist) await cleanup.cancelTrainingJob(input.runId);
    const final = await cleanup.finishTrainingRun(input.runId, ending);
    run.state.metrics = final.metrics;
    run.state.eval = final.eval;
    run.enterPhase(TERMINAL_PHASE[ending.status], final.status_message);
    run.state.progress = ending.status === 'succeeded' ? 1 : final.progress;
    if (ending.status === 'failed') run.state.error = ending.error;
    run.setStatus(ending.status);
  });
  return run.state;
}
