import { findHardwareTier } from '../../../core/catalog/hardware-tiers.js';
import { rlRunTokens } from '../../../core/pricing.js';
import type { RlTaskSpec } from '../../../core/rl/spec.js';

/**
 * Measured on the shared two-core machine (bench/RESULTS.md, docs/rl-engine.md): SB3 PPO with 8
 * envs in one process ran 2.1–3.7k env steps/s; the default reach job (200k steps) took 66–116 s
 * in all, build_env + evaluate + render + package about 30 s of it. The estimate takes the slow end.
 */
export const PPO_CPU_ENV_STEPS_PER_SECOND = 2100;
export const RL_FIXED_SECONDS = 30;

export interface RlEstimate {
  /** Minutes one run takes: training at the measured rate, capped by the time limit, plus evaluation and packaging. */
  minutes_per_run: number;
  /** Runs share the CPU slots of the compute backend; this assumes they run one after another (the worst case). */
  minutes_total: number;
  tokens_per_run: number;
  tokens: number;
  assumptions: { env_steps_per_second: number; fixed_seconds: number; capped_by_time_limit: boolean };
}

export function estimateRlRun(spec: RlTaskSpec, seeds: number): RlEstimate {
  const trainingSeconds = spec.budget.env_steps / PPO_CPU_ENV_STEPS_PER_SECOND;
  const capped = trainingSeconds > spec.budget.time_limit_s;
  const seconds = Math.min(trainingSeconds, spec.budget.time_limit_s) + RL_FIXED_SECONDS;
  const minutes = Math.round((seconds / 60) * 10) / 10;
  const tokensPerRun = rlRunTokens(findHardwareTier(spec.hardware_tier), spec.budget.time_limit_s);
  return {
    minutes_per_run: minutes,
    minutes_total: Math.round(minutes * seeds * 10) / 10,
    tokens_per_run: tokensPerRun,
    tokens: tokensPerRun * seeds,
    assumptions: { env_steps_per_second: PPO_CPU_ENV_STEPS_PER_SECOND, fixed_seconds: RL_FIXED_SECONDS, capped_by_time_limit: capped },
  };
}
