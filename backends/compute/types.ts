import type { PolicyRunner } from '../../core/catalog/training-policies.js';

/** What a compute backend can run here and now; drives `available` in the policy catalog. */
export interface ComputeCapabilities {
  /** Training programs this backend can start: our built-in trainer, LeRobot's `lerobot-train`. */
  runners: PolicyRunner[];
  /** Why a runner is missing, for operators (e.g. "lerobot-train not found on PATH"). */
  notes: string[];
}

export interface ComputeBackend {
  readonly kind: string;
  capabilities(): Promise<ComputeCapabilities>;
}
