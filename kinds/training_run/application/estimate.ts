import { findHardwareTier } from '../../../core/catalog/hardware-tiers.js';
import { parameterInvalid } from '../../../core/errors.js';
import { trainingRunTokens } from '../../../core/pricing.js';
import type { EstimateInput } from '../api/schemas.js';
import { knownPolicies, tierFor } from './create.js';

export interface TrainingRunsEstimate {
  tokens: number;
  tokens_per_run: number;
  assumptions: { hardware_tier: string; hours: number; policies: number };
}

/**
 * What a batch costs: one GPU-hour at the tier's rate per run (0 on a CPU tier). Given create's
 * list of policies, the tier defaults and is checked exactly as create does; given a number of
 * runs, the tier must be named (an unknown one is priced 0, as it always was).
 */
export function estimateTrainingRuns(body: EstimateInput): TrainingRunsEstimate {
  let runs: number;
  let tierId: string;
  if (typeof body.policies === 'number') {
    if (!body.hardware_tier) throw parameterInvalid('hardware_tier', "'hardware_tier' is required when 'policies' is a number of runs (give create's list of policy ids to default it).");
    runs = body.policies;
    tierId = body.hardware_tier;
  } else {
    runs = body.policies.length;
    tierId = tierFor(body.hardware_tier, knownPolicies(body.policies)).id;
  }
  const perRun = trainingRunTokens(findHardwareTier(tierId));
  return { tokens: perRun * runs, tokens_per_run: perRun, assumptions: { hardware_tier: tierId, hours: body.hours, policies: runs } };
}
