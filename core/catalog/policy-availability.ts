import type { TrainingPolicy } from './training-policies.js';
import type { ComputeCapabilities } from '../ports/compute.js';

/** Why `policy` cannot train on a backend with these capabilities, or null when it can. */
export function policyUnavailableReason(policy: TrainingPolicy, capabilities: ComputeCapabilities): string | null {
  if (!capabilities.runners.includes(policy.runner)) return capabilities.notes.join('; ') || `no ${policy.runner} runner`;
  return capabilities.policyProblems?.[policy.id] ?? null;
}
