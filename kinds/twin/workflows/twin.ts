import { condition, setHandler } from '@temporalio/workflow';
import { rowWrites } from '../../../workflows/row-writes.js';
import { jobFollowerActivities, quickActivities } from '../../../workflows/activity-options.js';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import {
  DEFAULT_TWIN_RESUME_WINDOW_SECONDS,
  resumeTwinSignal,
  TWIN_STAGES,
  TWIN_USER_FIXABLE,
  twinProgressSignal,
  type TwinError,
  type TwinLiveState,
  type TwinStage,
  type TwinWorkflowInput,
} from '../contracts/twin.js';
import { stageIndex } from '../core/stage-order.js';
import { isTerminalStatus } from '../../../contracts/resource.js';
import { failureCode, failureMessage, ResourceRun, type RunOutcome } from '../../../workflows/lifecycle.js';
import { failureDetails } from '../../../workflows/run-ending.js';

const quick = quickActivities();

/** Errors the user must act on are never retried. */
const NOT_RETRIED = [TWIN_USER_FIXABLE, 'insufficient_tokens', 'incompatible_dataset', 'hub_unauthorized', 'system'];

type TwinEnding = { status: 'succeeded' | 'canceled' } | { status: 'failed'; error: TwinError };

/**
 * One twin: charge → build (the staged job) → publish → end. A failed (resumable) or canceled
 * twin does not end its workflow: it waits up to the resume window for `resume` and builds again
 * from the first unfinished stage; workflowId = the twin_ id.
 */
export async function twinWorkflow(input: TwinWorkflowInput): Promise<TwinLiveState> {
  const buildAttempts = input.buildAttempts ?? 3;
  const build = jobFollowerActivities({
    startToCloseTimeout: '6 hours',
    heartbeatTimeout: '30 seconds',
    maximumAttempts: buildAttempts,
    notRetried: NOT_RETRIED,
    waitForCancellation: true,
  });
  const run = new ResourceRun<TwinLiveState>({
    status: input.continuation ? 'processing' : 'queued',
    phase: null,
    progress: 0,
    status_message: input.continuation ? 'resuming' : 'queued',
    error: null,
    stage: null,
    stages: [],
    eta_seconds: null,
    camera: null,
  });
  let ending = false;
  let resumeRequested = false;
  setHandler(twinProgressSignal, (update) => {
    if (run.state.status !== 'processing') return;
    if (update.stages.length >= run.state.stages.length) run.state.stages = update.stages;
    if (update.camera) run.state.camera = update.camera;
    // A new attempt's first report (or a late signal) may name an earlier stage: never step back.
    if (stageIndex(update.stage) < stageIndex(run.state.stage)) return;
    run.state.stage = update.stage;
    run.state.phase = update.stage;
    run.state.progress = Math.min(1, Math.max(0, update.progress));
    run.state.status_message = update.message;
    run.state.eta_seconds = update.eta_seconds;
  });
  // A resumed twin is building again from the moment the resume arrives, so a cancel right after it
  // is accepted (and cancels the new attempt) rather than refused as if the twin were still ended.
  let reopened = false;
  const reopen = () => {
    if (reopened) return;
    reopened = true;
    run.rearm();
    run.state.error = null;
    run.state.status_message = 'resuming';
    run.setStatus('processing');
  };
  // A resume means something only once the build has ended (or is writing its ending).
  setHandler(resumeTwinSignal, () => {
    if (!ending) return;
    resumeRequested = true;
    if (isTerminalStatus(run.state.status)) reopen();
  });
  run.onCancel = () => {
    run.setStatus('canceling');
    run.state.status_message = 'stopping the build';
    void rowWrites.markTwinCanceling({ id: input.id }).catch(() => undefined);
  };

  for (;;) {
    const outcome = await run.work(async () => {
      await rowWrites.startTwin({ id: input.id });
      run.setStatus('processing');
      await rowWrites.chargeTwin({ id: input.id });
      const built = await run.withComputeSlot(CPU_JOB_TIER, () => build.buildTwin({ id: input.id }));
      run.state.stages = built.stages;
      run.state.camera = built.camera;
      run.state.stage = 'package';
      run.state.status_message = 'publishing the archive';
      await quick.publishTwin({ id: input.id });
    });

    const ended = await run.finally(async () => {
      ending = true;
      // A job stopped by the cancel may end the activity with its own failure before the cancellation reaches it.
      const result: TwinEnding = run.canceled && outcome.kind !== 'completed' ? { status: 'canceled' } : twinEnding(outcome, run.state.stage);
      // Also when a worker died mid-build and the cancel arrived meanwhile: no job outlives its build.
      if (result.status !== 'succeeded' && run.jobMayExist) await quick.cancelTwinJobs({ id: input.id, maxAttempts: buildAttempts });
      await quick.finishTwin({ id: input.id, ending: result });
      run.state.eta_seconds = null;
      if (result.status === 'failed') {
        run.state.error = result.error;
        run.state.status_message = result.error.message;
      } else if (result.status === 'succeeded') {
        run.state.status_message = 'done';
        run.state.progress = 1;
        run.state.stage = null;
      } else {
        run.state.status_message = 'canceled';
      }
      run.setStatus(result.status);
      return result;
    });

    if (ended.status === 'succeeded' || (ended.status === 'failed' && !ended.error.resumable)) return run.state;
    const resumed = await condition(() => resumeRequested, (input.resumeWindowSeconds ?? DEFAULT_TWIN_RESUME_WINDOW_SECONDS) * 1000);
    if (!resumed) return run.state;
    reopen();
    await rowWrites.reopenTwin({ id: input.id });
    ending = false;
    resumeRequested = false;
    reopened = false;
  }
}

function twinEnding(outcome: RunOutcome<unknown>, stage: TwinStage | null): TwinEnding {
  if (outcome.kind === 'completed') return { status: 'succeeded' };
  if (outcome.kind === 'canceled') return { status: 'canceled' };
  const code = failureCode(outcome.error);
  const details = twinFailureDetails(outcome.error);
  const failedStage = details?.stage ?? stage;
  const message = failureMessage(outcome.error);
  if (code === TWIN_USER_FIXABLE) {
    return { status: 'failed', error: { code: details?.code ?? 'incompatible_dataset', message, resumable: false, stage: failedStage } };
  }
  if (code === 'incompatible_dataset' || code === 'hub_unauthorized') return { status: 'failed', error: { code, message, resumable: false, stage: failedStage } };
  if (code === 'insufficient_tokens' || code === 'stage_failed' || code === 'dataset_unavailable') {
    return { status: 'failed', error: { code, message, resumable: true, stage: failedStage } };
  }
  return { status: 'failed', error: { code: 'system', message: 'The twin build failed for a reason on our side; it can be resumed.', resumable: true, stage: failedStage } };
}

function twinFailureDetails(error: unknown): { code?: string; stage: TwinStage | null } | null {
  const details = failureDetails(error);
  if (!details) return null;
  return { code: typeof details.code === 'string' ? details.code : undefined, stage: TWIN_STAGES.find((s) => s === details.stage) ?? null };
}
