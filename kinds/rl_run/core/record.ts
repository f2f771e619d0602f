import type { RunError } from '../../../core/lifecycle.js';
import type { ResourceRow } from '../../../core/resource-row.js';
import type { RlTaskSpec } from '../../../core/rl/spec.js';
import type { StoredIntegration } from '../../../core/tracking/integrations.js';

/** The live values GET by id shows while a run trains (the job's `progress` lines). */
export interface RlMetricsView {
  env_steps: number;
  episode_return: number | null;
  success_rate: number | null;
  reward_terms: Record<string, number>;
}

/** Where a packaged run's outputs are stored (keys under `rl_runs/<id>/`). */
export interface RlOutputs {
  /** Storage prefix of the bundle's files (`rl_runs/<id>/bundle`). */
  bundle_prefix: string;
  archive: { storage_key: string; filename: string; bytes: number; sha256: string };
  env_steps: number;
  stop_reason: 'budget' | 'time_limit' | 'canceled' | 'package_only';
  /** What onnxruntime-node gave against the job's own torch actions (parity.json). */
  onnx_parity: { pairs: number; max_abs_difference: number; runtime: 'onnxruntime-node' };
}

/** An RL run's stored row (db/migrations/070_rl_runs.sql). */
export interface RlRunRow extends ResourceRow {
  group_id: string;
  seed: number;
  spec: RlTaskSpec;
  twin_id: string | null;
  error: RunError | null;
  metrics: RlMetricsView | Record<string, never>;
  verdict: 'pass' | 'fail' | null;
  /** The evaluation's deterministic success rate and episode count, written with the verdict (db/migrations/090_rl_run_evaluation.sql). */
  success_rate: number | null;
  evaluation_episodes: number | null;
  report: Record<string, unknown> | null;
  outputs: RlOutputs | null;
  hardware_tier: string;
  tokens_refunded: number | string;
  /** The experiment trackers it logs to and what each reported (db/migrations/125_run_integrations.sql). */
  integrations: StoredIntegration[];
}
