import { defineSignal } from '@temporalio/workflow';
import { defineWorkflowType, type LiveState, type RunEnding } from '../../../contracts/resource.js';

/** Implemented by `kinds/training_run/workflows/training-run.ts`: submit the job, charge, watch, publish, record the ending; workflowId = the trn_ id. */
export const trainingRunWorkflowType = defineWorkflowType<TrainingRunInput, TrainingLiveState>('trainingRunWorkflow');

export interface TrainingMetricsState {
  loss: number | null;
  step: number | null;
  max_steps: number | null;
}

/** What a training run's workflow keeps for GET by id. */
export interface TrainingLiveState extends LiveState {
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null;
}

/** Phases while the run works, in order; it ends in the shared terminal phases. */
export const TRAINING_PHASES = ['provisioning', 'preparing', 'downloading_dataset', 'training'] as const;
export type TrainingPhase = (typeof TRAINING_PHASES)[number];

/** Each phase's status_message (training's carries the step instead). */
export const TRAINING_PHASE_MESSAGES: Record<TrainingPhase, string> = {
  provisioning: 'Submitting the job to the compute backend',
  preparing: 'The job is starting',
  downloading_dataset: 'Reading the dataset',
  training: 'Training',
};

/** What the job watcher reports, at most about once a second: the job's own phase, metrics, evaluation. */
export interface TrainingProgress {
  phase: Exclude<TrainingPhase, 'provisioning'> | null;
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null;
  /** While the job waits for a compute slot: its place ("queued: 3 jobs ahead"). */
  waiting?: string;
}

export const trainingProgressSignal = defineSignal<[TrainingProgress]>('trainingProgress');

export interface TrainingRunInput {
  runId: string;
  maxSteps: number;
  /** The tier its job runs on, for its compute slot (absent in runs started before slots were granted: they queue in the backend). */
  hardwareTier?: string;
  /** History length after which the run continues as new (tests lower it; default 10,000 events). */
  continueAsNewAfterEvents?: number;
  /** The live state a run continued as new starts from. */
  carried?: TrainingLiveState;
}

export type TrainingEnding = RunEnding;

/** Error codes a training run may end with. */
export const TRAINING_ERROR_CODES = ['submission_failed', 'insufficient_tokens', 'training_failed'] as const;

/**
 * The patch under which a training run's job submission is not abandoned by a cancel: the run waits
 * for the submit to finish, so its cleanup stops a job that exists (before it, a cancel during the
 * submit could stop nothing and leave the job running).
 */
export const TRAINING_SUBMIT_COMPLETES_PATCH = 'training-submit-completes';
