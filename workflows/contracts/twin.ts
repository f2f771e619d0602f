import { defineSignal } from '@temporalio/workflow';
import { defineWorkflowType, type LiveState, type RunError } from './resource.js';

/**
 * Twins (private beta; the workflow lands with its own issue): one recorded episode rebuilt as a
 * MuJoCo scene in stages. A failed or canceled twin's workflow waits for `resume` before it ends.
 */
export const twinWorkflowType = defineWorkflowType<TwinWorkflowInput, TwinLiveState>('twinWorkflow');

export interface TwinWorkflowInput {
  id: string;
  accountId: string;
  /** How long a failed or canceled twin waits for `resume` before its workflow ends. */
  resumeWindowSeconds?: number;
}

export const TWIN_STAGES = ['check', 'kinematics', 'objects', 'scene', 'validate', 'package'] as const;
export type TwinStage = (typeof TWIN_STAGES)[number];

export interface TwinStageResult {
  stage: TwinStage;
  ok: boolean;
  attempts: number;
  seconds: number;
  measurement: string;
}

export interface TwinError extends RunError {
  resumable: boolean;
  stage: TwinStage | null;
}

export interface TwinLiveState extends Omit<LiveState, 'error'> {
  stage: TwinStage | null;
  stages: TwinStageResult[];
  eta_seconds: number | null;
  error: TwinError | null;
}

/** Continue a failed or canceled twin from its first unfinished stage (the API and the Temporal UI send it). */
export const resumeTwinSignal = defineSignal('resume');

export const TWIN_ERROR_CODES = ['robot_model_missing', 'incompatible_dataset', 'objects_invalid', 'stage_failed', 'insufficient_tokens'] as const;
