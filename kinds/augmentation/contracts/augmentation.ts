import { defineSignal } from '@temporalio/workflow';
import type { StoredPlan } from '../../../core/augment/stored-plan.js';
import { defineWorkflowType, type LiveState, type PhaseProgress } from '../../../contracts/resource.js';

/** Implemented by `kinds/augmentation/workflows/augmentation.ts`: import → plan → charge → generate → publish; workflowId = the aug_ id. */
export const augmentationWorkflowType = defineWorkflowType<AugmentationWorkflowInput, AugmentationLiveState>('augmentationWorkflow');

export interface AugmentationWorkflowInput {
  id: string;
  accountId: string;
}

export const AUGMENTATION_PHASES = ['import', 'generate', 'publish'] as const;
export type AugmentationPhase = (typeof AUGMENTATION_PHASES)[number];

/** The plan the live state shows: the one stored on the row (core/augment/stored-plan.ts). */
export type AugmentationPlanState = StoredPlan;

export interface AugmentationLiveState extends LiveState {
  model: 'auto' | 'relight' | 'video';
  plan: AugmentationPlanState | null;
}

/** Long activities report their phase's progress through this signal so GET by id shows it at once. */
export const augmentationProgressSignal = defineSignal<[PhaseProgress]>('augmentationProgress');

/** Error codes a run may end with (the spec); anything else is reported as pipeline_failed. */
export const AUGMENTATION_ERROR_CODES = [
  'system',
  'generation',
  'capacity',
  'insufficient_tokens',
  'dataset_unavailable',
  'incompatible_dataset',
  'hub_unauthorized',
  'pipeline_failed',
] as const;
export type AugmentationErrorCode = (typeof AUGMENTATION_ERROR_CODES)[number];

export function isAugmentationErrorCode(code: string | null): code is AugmentationErrorCode {
  return code !== null && (AUGMENTATION_ERROR_CODES as readonly string[]).includes(code);
}
