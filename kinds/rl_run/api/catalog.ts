import { kindRoute } from '../../../api/resources/kind-route.js';
import type { OwnRouteScope } from '../../../api/resources/kind.js';
import { HARDWARE_TIERS } from '../../../core/catalog/hardware-tiers.js';
import { MEASURED_PASSING_ENV_STEPS } from '../core/budget-warnings.js';
import { PPO_CPU_ENV_STEPS_PER_SECOND } from '../core/estimate.js';
import { BUDGET_BOUNDS, MAX_SEEDS, OBJECTIVES, RL_OBJECTIVES, type ParameterBounds } from '../../../core/rl/spec.js';
import { PPO_TIERS, rlAvailability } from '../application/check-spec.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import { RlCatalog } from './schemas.js';

type Availability = Awaited<ReturnType<typeof rlAvailability>>;

const bounds = (b: ParameterBounds) => ({ description: b.description, unit: b.unit, default: b.default, min: b.min, max: b.max, integer: b.integer ?? false });

const catalogRobots = (availability: Availability) =>
  availability.robots.map((r) => {
    const installed = r.entry && r.entry.available ? r.entry : null;
    return {
      robot: r.robot,
      available: r.available,
      reason: r.reason,
      joints: installed?.joints ?? [],
      action_space: { type: 'delta_joint_position', control_hz: 50, per_step_limit_rad: OBJECTIVES.reach.parameters.action_scale_rad!.default, dimensions: installed?.actuators.length ?? 0 },
      license: installed?.license ?? null,
    };
  });

const catalogObjectives = (availability: Availability) =>
  RL_OBJECTIVES.map((type) => {
    const o = OBJECTIVES[type];
    return {
      type,
      description: o.description,
      success_threshold: o.successThreshold,
      reward_terms: o.rewardTerms,
      needs_twin: o.needsTwin,
      available: availability.objectives[type] === null,
      reason: availability.objectives[type],
      parameters: Object.fromEntries(Object.entries(o.parameters).map(([name, b]) => [name, bounds(b)])),
      point_parameters: o.points,
      default_env_steps: o.defaultEnvSteps,
      min_passing_env_steps: MEASURED_PASSING_ENV_STEPS[type],
    };
  });

const catalogTiers = () =>
  HARDWARE_TIERS.map((t) => ({
    id: t.id,
    available: PPO_TIERS.includes(t.id),
    reason: PPO_TIERS.includes(t.id) ? null : 'No GPU RL engine is configured on this deployment.',
    tokens_per_minute: Math.round((t.tokens_per_hour / 60) * 100) / 100,
  }));

/** GET /v1/rl_runs/catalog: what this deployment can train (robots installed, objectives, budget bounds, tiers, engines). */
export function registerRlCatalogRoute(scope: OwnRouteScope): void {
  const { app, ctx } = scope;
  const modelsDir = ctx.deps.config.twins.modelsDir;
  app.openapi(
    kindRoute(scope, {
      method: 'get',
      access: 'read',
      path: '/catalog',
      summary: 'What can be trained here: robots, objectives with parameters and bounds, tiers, engines',
      responses: { 200: jsonContent(RlCatalog, 'The catalog'), ...errorResponses(403) },
    }),
    async (c) => {
      const availability = await rlAvailability(modelsDir);
      return c.json(
        {
          object: 'rl_catalog' as const,
          robots: catalogRobots(availability),
          objectives: catalogObjectives(availability),
          budget: Object.fromEntries(Object.entries(BUDGET_BOUNDS).map(([name, b]) => [name, bounds(name === 'env_steps' ? { ...b, default: OBJECTIVES.reach.defaultEnvSteps } : b)])),
          max_seeds: MAX_SEEDS,
          hardware_tiers: catalogTiers(),
          engines: [
            { id: 'ppo', hardware: 'cpu', available: true, reason: null, env_steps_per_second: PPO_CPU_ENV_STEPS_PER_SECOND },
            { id: 'ppo_gpu', hardware: 'gpu', available: false, reason: 'No GPU compute backend with a GPU RL engine (e.g. MJX/Brax PPO) is configured on this deployment.', env_steps_per_second: null },
          ],
        },
        200,
      );
    },
  );
}
