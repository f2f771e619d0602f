import type { HardwareTier } from './catalog/hardware-tiers.js';
import { isGpuTier } from './catalog/hardware-tiers.js';

/**
 * Every price the service charges, in tokens. The README's "Prices" section mirrors this file.
 */

/** A GPU-tier training run costs one GPU-hour at its tier's rate, charged when its job starts; CPU is free. */
export function trainingRunTokens(tier: HardwareTier | undefined): number {
  if (!tier || !isGpuTier(tier)) return 0;
  return tier.tokens_per_hour;
}
