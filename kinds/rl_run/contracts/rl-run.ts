import { defineSignal } from '@temporalio/workflow';
import { RL_PHASES, type RlPhase } from '../../../core/jobs/__generated__/phase-events.js';
import { defineWorkflowType, type LiveState } from '../../../contracts/resource.js';

/** RL runs: one workflow per seed, implemented by `kinds/rl_run/workflows/rl-run.ts`; workflowId = the rl_ id. */
export const rlRunWorkflowType = defineWorkflowType<RlRunInput, RlRunLiveState>('rlRunWorkflow');

export interface RlRunInput {
  runId: string;
  /** Tries of the training activity (a worker restart re-attaches, a dead job resumes from its checkpoint). */
  trainAttempts?: number;
}

/** The RL job's phases (jobs/sim/events_schema.json). */
export const RL_RUN_PHASES = RL_PHASES;
export type RlRunPhase = RlPhase;

export interface RlRunMetrics {
  env_steps: number;
  episode_return: number | null;
  success_rate: number | null;
  reward_terms: Record<string, number>;
}

export interface RlRunLiveState extends LiveState {
  metrics: RlRunMetrics;
}

/** What the training activity reports while the job runs (throttled). */
export interface RlRunProgress {
  phase: RlRunPhase | null;
  /** Of the whole run, 0..1. */
  progress: number;
  message: string | null;
  metrics: RlRunMetrics;
}

export const rlRunProgressSignal = defineSignal<[RlRunProgress]>('rlRunProgress');

/** The failure type of a problem the user must fix (the job's `spec_invalid`, a twin that cannot be used): never retried, never refunded. */
export const RL_USER_FIXABLE = 'RlUserFixable';

/** Codes an RL run's error may carry. */
export const RL_RUN_ERROR_CODES = ['spec_invalid', 'scene_invalid', 'insufficient_tokens', 'job_failed', 'system'] as const;
