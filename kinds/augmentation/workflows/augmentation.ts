import { setHandler } from '@temporalio/workflow';
import { rowWrites } from '../../../workflows/row-writes.js';
import { jobFollowerActivities, quickActivities } from '../../../workflows/activity-options.js';
import { CPU_JOB_TIER } from '../../../contracts/compute-slots.js';
import {
  augmentationProgressSignal,
  isAugmentationErrorCode,
  type AugmentationLiveState,
  type AugmentationWorkflowInput,
} from '../contracts/augmentation.js';
import type { RunEnding } from '../../../contracts/resource.js';
import { failureCode, failureMessage, ResourceRun, type RunOutcome } from '../../../workflows/lifecycle.js';

const quick = quickActivities();

/** One augmentation: import → (plan, charge) → generate → publish; workflowId = the aug_ id. */
export async function augmentationWorkflow(input: AugmentationWorkflowInput): Promise<AugmentationLiveState> {
  const long = jobFollowerActivities({ startToCloseTimeout: '12 hours', heartbeatTimeout: '10 seconds', maximumAttempts: 10 });
  const run = new ResourceRun<AugmentationLiveState>({
    status: 'processing',
    phase: null,
    progress: 0,
    status_message: null,
    error: null,
    model: 'auto',
    plan: null,
  });
  setHandler(augmentationProgressSignal, (update) => {
    if (update.phase !== run.state.phase) return;
    run.state.progress = Math.min(1, Math.max(0, update.progress));
    if (update.message !== null) run.state.status_message = update.message;
  });

  // The row's phase is for lists; the phase's own work need not wait for that write.
  const enter = (phase: string, message: string) => {
    run.enterPhase(phase, message);
    void rowWrites.recordAugmentationPhase({ id: input.id, phase, message }).catch(() => undefined);
  };

  const outcome = await run.work(async () => {
    enter('import', 'reading the source dataset');
    const source = await quick.importAugmentationSource({ id: input.id });
    run.state.progress = 0.5;
    run.state.status_message = `planning from ${source.episodes} episodes, ${source.cameraKeys.length} cameras at ${source.commit.slice(0, 12)}`;
    const plan = await quick.planAugmentationRun({ id: input.id, commit: source.commit });
    run.state.plan = plan;
    run.state.model = plan.engine;
    run.state.progress = 1;
    run.state.status_message = plan.reason ?? `planned: ${plan.engine}`;

    await rowWrites.chargeAugmentation({ id: input.id });

    if (plan.engine === 'relight') {
      enter('generate', 'relighting');
      await run.withComputeSlot(CPU_JOB_TIER, () => long.generateRelight({ id: input.id, commit: source.commit }));
    } else {
      enter('generate', 'generating episodes');
      await long.generateVideo({ id: input.id, commit: source.commit });
    }

    enter('publish', 'publishing the dataset');
    await quick.publishAugmentation({ id: input.id });
    run.state.progress = 1;
  });

  await run.finally(async () => {
    const ending = augmentationEnding(outcome);
    // Also when a worker died mid-relight and the cancel arrived meanwhile: no job outlives its run.
    if (ending.status !== 'succeeded' && run.state.plan?.engine === 'relight' && run.jobMayExist) await quick.cancelRelightJobs({ id: input.id });
    if (ending.status !== 'succeeded' && run.state.plan?.engine === 'video') await quick.cancelVideoJobs({ id: input.id });
    await quick.finishAugmentation({ id: input.id, ending });
    if (ending.status === 'failed') run.state.error = ending.error;
    if (ending.status === 'succeeded') {
      run.state.status_message = 'done';
      run.state.progress = 1;
    }
    run.setStatus(ending.status);
  });
  return run.state;
}

/** Failures keep the codes the spec lists; anything else is reported as pipeline_failed. */
function augmentationEnding(outcome: RunOutcome<unknown>): RunEnding {
  if (outcome.kind === 'completed') return { status: 'succeeded' };
  if (outcome.kind === 'canceled') return { status: 'canceled' };
  const code = failureCode(outcome.error);
  return {
    status: 'failed',
    error: isAugmentationErrorCode(code)
      ? { code, message: failureMessage(outcome.error) }
      : { code: 'pipeline_failed', message: 'The augmentation failed while processing; no output was published.' },
  };
}
