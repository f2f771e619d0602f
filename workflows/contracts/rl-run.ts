import { defineWorkflowType, type LiveState } from './resource.js';

/** RL runs (their workflow lands with its own issue): one workflow per seed; workflowId = the rl_ id. */
export const rlRunWorkflowType = defineWorkflowType<RlRunInput, RlRunLiveState>('rlRunWorkflow');

export interface RlRunInput {
  runId: string;
}

export const RL_RUN_PHASES = ['build_env', 'training', 'evaluate', 'render', 'package'] as const;
export type RlRunPhase = (typeof RL_RUN_PHASES)[number];

export interface RlRunMetrics {
  env_steps: number;
  episode_return: number | null;
  success_rate: number | null;
  reward_terms: Record<string, number>;
}

export interface RlRunLiveState extends LiveState {
  metrics: RlRunMetrics;
}
