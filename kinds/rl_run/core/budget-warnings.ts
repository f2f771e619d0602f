import { PPO_CPU_ENV_STEPS_PER_SECOND } from './estimate.js';
import type { RlObjectiveType, RlTaskSpec, SpecProblem } from '../../../core/rl/spec.js';

/**
 * The smallest training budget each objective has been measured to pass its verdict with (success
 * on 100 fixed evaluation episodes at or above the threshold), on the CPU PPO engine:
 * - reach: the training episodes first reached 0.8 at 140,000 env steps (bench/RESULTS.md, "time to
 *   0.8 success"; docs/rl-engine.md).
 * - lift: 0.99 at the default 60,000 env steps (docs/rl-engine.md); no smaller budget was measured.
 * - pick_place: the default 12 DAgger rounds take 108,000 env steps and passed on every recorded
 *   episode (bench/RESULTS.md); cut to a 45k budget the cloning ended at 0.39, a fail.
 * A budget under it can still pass; nothing measured says it will.
 */
export const MEASURED_PASSING_ENV_STEPS: Record<RlObjectiveType, number> = {
  reach: 140_000,
  lift: 60_000,
  pick_place: 108_000,
};

const steps = (n: number) => n.toLocaleString('en-US');

/** What validate and estimate warn about a spec that is valid but unlikely to pass: a budget, or a time limit, under what the objective was measured to need. */
export function budgetWarnings(spec: RlTaskSpec): SpecProblem[] {
  const type = spec.objective.type;
  const needed = MEASURED_PASSING_ENV_STEPS[type];
  const warnings: SpecProblem[] = [];
  if (spec.budget.env_steps < needed) {
    warnings.push({
      param: 'budget.env_steps',
      message: `${steps(spec.budget.env_steps)} env steps is under the ${steps(needed)} that ${type} has been measured to need to pass its verdict (GET /v1/rl_runs/catalog: min_passing_env_steps); the run will likely end succeeded with verdict fail.`,
    });
  }
  const reachable = Math.floor(spec.budget.time_limit_s * PPO_CPU_ENV_STEPS_PER_SECOND);
  if (spec.budget.env_steps >= needed && reachable < needed) {
    warnings.push({
      param: 'budget.time_limit_s',
      message: `At the measured ${steps(PPO_CPU_ENV_STEPS_PER_SECOND)} env steps/s, ${spec.budget.time_limit_s} s trains about ${steps(reachable)} env steps, under the ${steps(needed)} that ${type} has been measured to need to pass its verdict.`,
    });
  }
  return warnings;
}
