/**
 * An augmentation as stored (one row of `augmentations`). Defined here, not in db/, so the
 * presentation in core can read it; db/augmentations.ts re-exports it.
 */
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

export interface AugmentationRow {
  id: string;
  account_id: string;
  status: AugmentationStatus;
  phase: string | null;
  progress: number;
  status_message: string | null;
  error_code: string | null;
  error_message: string | null;
  model: AugmentationModel;
  requested_model: AugmentationModel;
  source: { type: 'hub'; repo_id: string };
  instructions: string;
  config: AugmentationConfig;
  plan: Record<string, unknown> | null;
  output: AugmentationOutputSpec;
  tokens_charged: number;
  source_revision: string | null;
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
  created_at: Date;
  completed_at: Date | null;
}
