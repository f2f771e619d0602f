import type { EvaluationEpisode, EvaluationObjective, EvaluationObjectiveParameters, EvaluationRandomisation } from '../../../core/jobs/evaluation.js';
import type { PolicyRef } from '../../../core/policies/policy-ref.js';
import type { ResourceError, ResourceRow } from '../../../core/resource-row.js';

/** The policy an evaluation runs, as create resolved it (the API shows all but `storage_key`). */
export type EvaluationPolicy = PolicyRef;

/** Where an evaluated run's outputs are stored (keys under `evaluations/<id>/`). */
export interface EvaluationOutputs {
  prefix: string;
  archive: { storage_key: string; filename: string; bytes: number; sha256: string };
}

/** An evaluation's stored row (db/migrations/140_evaluations.sql). */
export interface EvaluationRow extends ResourceRow {
  error: ResourceError | null;
  policy: EvaluationPolicy;
  twin_id: string;
  objective: { name: EvaluationObjective; parameters: EvaluationObjectiveParameters };
  episodes: number;
  seeds: number[] | null;
  randomisation: EvaluationRandomisation;
  verdict: 'pass' | 'fail' | null;
  success_rate: number | null;
  interval_low: number | null;
  interval_high: number | null;
  report: Record<string, unknown> | null;
  outputs: EvaluationOutputs | null;
  tokens_refunded: number | string;
}

export type { EvaluationEpisode };
