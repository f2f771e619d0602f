import { defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { failureCode, failureMessage, ResourceRun } from './lifecycle.js';
import type { LiveState } from './messages.js';

export interface AugmentationWorkflowInput {
  id: string;
  accountId: string;
}

export interface AugmentationPlanState {
  engine: 'relight' | 'video';
  reason: string | null;
  relight: Record<string, Record<string, number>> | null;
  video_instruction: string | null;
  source_revision: string | null;
}

export interface AugmentationLiveState extends LiveState {
  model: 'auto' | 'relight' | 'video';
  plan: AugmentationPlanState | null;
}

export interface PhaseProgress {
  phase: string;
  progress: number;
  message: string | null;
}

/** Long activities report progress through this signal so GET by id shows it at once. */
export const augmentationProgressSignal = defineSignal<[PhaseProgress]>('augmentationProgress');

/** Error codes a run may end with (the spec); anything else is reported as pipeline_failed. */
const RUN_ERROR_CODES = ['system', 'generation', 'capacity', 'insufficient_tokens', 'dataset_unavailable', 'incompatible_dataset', 'hub_unauthorized', 'pipeline_failed'];

const quick = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 5 },
});

const long = proxyActivities<Activities>({
  startToCloseTimeout: '12 hours',
  heartbeatTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 10 },
});

/** One augmentation: import → (plan, charge) → generate → publish; workflowId = the aug_ id. */
export async function augmentationWorkflow(input: AugmentationWorkflowInput): Promise<AugmentationLiveState> {
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
    void quick.recordAugmentationPhase({ id: input.id, phase, message }).catch(() => undefined);
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

    await quick.chargeAugmentation({ id: input.id });

    if (plan.engine === 'relight') {
      enter('generate', 'relighting');
      await long.generateRelight({ id: input.id, commit: source.commit });
    } else {
      enter('generate', 'generating episodes');
      await long.generateVideo({ id: input.id, commit: source.commit });
    }

    enter('publish', 'publishing the dataset');
    await quick.publishAugmentation({ id: input.id });
    run.state.progress = 1;
  });

  await run.finally(async () => {
    let error: { code: string; message: string | null } | null = null;
    if (outcome.kind === 'failed') {
      const code = failureCode(outcome.error);
      error = {
        code: code && RUN_ERROR_CODES.includes(code) ? code : 'pipeline_failed',
        message: code && RUN_ERROR_CODES.includes(code) ? failureMessage(outcome.error) : 'The augmentation failed while processing; no output was published.',
      };
    }
    const ending = outcome.kind === 'completed' ? 'succeeded' : outcome.kind;
    await quick.finishAugmentation({ id: input.id, status: ending, error });
    run.state.error = error;
    if (ending === 'succeeded') {
      run.state.status_message = 'done';
      run.state.progress = 1;
    }
    run.setStatus(ending);
  });
  return run.state;
}

