import { defineSignal } from '@temporalio/workflow';
import type { LiveState } from './messages.js';

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

/** What the job watcher reports, at most about once a second: the job's own phase, metrics, evaluation. */
export interface TrainingProgress {
  phase: 'preparing' | 'downloading_dataset' | 'training' | null;
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null;
}

export const TRAINING_PROGRESS_SIGNAL = 'trainingProgress';
export const trainingProgressSignal = defineSignal<[TrainingProgress]>(TRAINING_PROGRESS_SIGNAL);

export interface TrainingRunInput {
  runId: string;
  maxSteps: number;
  /** History length after which the run continues as new (tests lower it; default 10,000 events). */
  continueAsNewAfterEvents?: number;
  /** The live state a run continued as new starts from. */
  carried?: TrainingLiveState;
}

export type TrainingEnding =
  | { status: 'succeeded' }
  | { status: 'canceled' }
  | { status: 'failed'; error: { code: string; message: string | null } };
