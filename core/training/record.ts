/**
 * A training run as stored (one row of `training_runs`). Defined here, not in db/, so the
 * presentation in core can read it; db/training-runs.ts re-exports it.
 */
export interface TrainingMetrics {
  loss?: number | null;
  step?: number | null;
  max_steps?: number | null;
}

export interface TrainingConfig {
  steps: number;
  batch_size: number;
  save_freq: number;
  eval_enabled: boolean;
}

export interface TrainingOutput {
  hub_push_status?: 'pending' | 'succeeded' | 'failed' | null;
  hub_repo_id?: string | null;
  hub_url?: string | null;
}

export interface TrainingRunRow {
  id: string;
  account_id: string;
  group_id: string;
  status: string;
  phase: string | null;
  status_message: string | null;
  progress: number;
  error: { code: string; message: string | null } | null;
  policy: string;
  robot: string | null;
  hardware_tier: string;
  dataset: { uri: string; repo_id: string; revision: string | null; commit: string };
  cameras: { rename?: Record<string, string> };
  config: TrainingConfig;
  metrics: TrainingMetrics;
  eval: Record<string, unknown> | null;
  output: TrainingOutput & { push_to_hub?: boolean };
  tokens_charged: number;
  tokens_refunded: number;
  webhook_metadata: Record<string, unknown> | null;
  request_id: string | null;
  idempotency_key: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}
