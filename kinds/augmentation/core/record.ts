/**
 * An augmentation as stored (one row of `augmentations`). Defined here, not in db/, so the
 * presentation in core can read it; kinds/augmentation/db/augmentations.ts re-exports it.
 */
import type { StoredPlan } from '../../../core/augment/stored-plan.js';
import type { RunError } from '../../../core/lifecycle.js';
import type { ResourceRow } from '../../../core/resource-row.js';

export type AugmentationModel = 'auto' | 'relight' | 'video';
export type AugmentationStatus = 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface AugmentationOutputSpec {
  type: 'download' | 'hub';
  repo_id?: string | null;
  private?: boolean;
  url?: string | null;
}

export interface AugmentationConfig {
  episode_count: number;
  variation_prompts: string[] | null;
  relight: Record<string, Record<string, number>> | null;
}

export interface AugmentationRow extends ResourceRow {
  status: AugmentationStatus;
  error: RunError | null;
  model: AugmentationModel;
  requested_model: AugmentationModel;
  source: { type: 'hub'; repo_id: string };
  instructions: string;
  config: AugmentationConfig;
  plan: StoredPlan | null;
  output: AugmentationOutputSpec;
  tokens_charged: number;
  source_revision: string | null;
}
