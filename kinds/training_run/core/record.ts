import type { StoredIntegration } from '../../../core/tracking/integrations.js';

/**
 * A training run as stored (one row of `training_runs`). Defined here, not in db/, so the
 * presentation in core can read it; db/training-runs.ts re-exports it.
 */
import type { RunError } from '../../../core/lifecycle.js';
import type { ResourceRow } from '../../../core/resource-row.js';

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
  /** Each saved checkpoint evaluated in this twin (issue 32): `best_checkpoint` by success, held-out loss breaking ties. */
  evaluation?: { twin_id: string; episodes: number; episode_steps?: number };
}

export interface TrainingOutput {
  hub_push_status?: 'pending' | 'succeeded' | 'failed' | null;
  hub_repo_id?: string | null;
  hub_url?: string | null;
}

export interface TrainingRunRow extends ResourceRow {
  group_id: string;
  error: RunError | null;
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
  /** The experiment trackers it logs to and what each reported (db/migrations/125_run_integrations.sql). */
  integrations: StoredIntegration[];
  /** The checkpoint it started from (db/migrations/126_training_from_checkpoint.sql). */
  from_checkpoint: { run_id: string; step: number; storage_prefix: string } | null;
}
