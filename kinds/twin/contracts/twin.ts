import { defineSignal } from '@temporalio/workflow';
import { defineWorkflowType, type LiveState, type RunError } from '../../../contracts/resource.js';
import { TWIN_STAGES, type TwinStage } from '../../../core/twins/stages.js';

/**
 * Twins (private beta): one recorded episode rebuilt as a MuJoCo scene in stages, implemented by
 * `kinds/twin/workflows/twin.ts`; workflowId = the twin_ id. A failed or canceled twin's workflow waits for
 * `resume` before it ends.
 */
export const twinWorkflowType = defineWorkflowType<TwinWorkflowInput, TwinLiveState>('twinWorkflow');

export interface TwinWorkflowInput {
  id: string;
  accountId: string;
  /** How long a failed or canceled twin waits for `resume` before its workflow ends (default 7 days). */
  resumeWindowSeconds?: number;
  /** Tries of a build whose job failed for a transient reason before the twin fails (resumable). */
  buildAttempts?: number;
  /** Set when the API starts a new workflow for a twin whose earlier workflow already ended (resume after the window). */
  continuation?: boolean;
}

export const DEFAULT_TWIN_RESUME_WINDOW_SECONDS = 7 * 24 * 3600;

export { TWIN_STAGES, type TwinStage };

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

export interface TwinCamera {
  scene: string | null;
  wrist: string | null;
  available: string[];
}

export interface TwinLiveState extends Omit<LiveState, 'error'> {
  stage: TwinStage | null;
  stages: TwinStageResult[];
  eta_seconds: number | null;
  error: TwinError | null;
  camera: TwinCamera | null;
}

/** What the build activity reports while the job runs (throttled), so GET by id shows the stage at once. */
export interface TwinProgress {
  stage: TwinStage | null;
  /** Of the whole build, 0..1. */
  progress: number;
  message: string | null;
  stages: TwinStageResult[];
  eta_seconds: number | null;
  camera: TwinCamera | null;
}

export const twinProgressSignal = defineSignal<[TwinProgress]>('twinProgress');

/** Continue a failed or canceled twin from its first unfinished stage (the API and the Temporal UI send it). */
export const resumeTwinSignal = defineSignal('resume');

/**
 * Codes a twin's error may carry. The job's own user-fixable codes (robot_model_missing,
 * camera_not_found, config_invalid, dataset_invalid, …) pass through with `resumable: false`.
 */
export const TWIN_ERROR_CODES = ['robot_model_missing', 'incompatible_dataset', 'objects_invalid', 'stage_failed', 'insufficient_tokens', 'system'] as const;

/** The failure type the build activity raises for a failure the user must fix (never retried, never resumed). */
export const TWIN_USER_FIXABLE = 'TwinUserFixable';
