import { z } from '@hono/zod-openapi';
import { RESOURCE_STATUSES } from '../../../core/lifecycle.js';
import { BUDGET_BOUNDS, MAX_SEEDS, RL_ENGINES, RL_ROBOTS, type ParameterBounds } from '../../../core/rl/spec.js';
import { RL_OBJECTIVE_SCHEMAS } from './__generated__/rl-objectives.js';
import { RL_RUN_PHASES } from '../contracts/rl-run.js';
import { Timestamp, WebhookMetadata, componentRef, decimalInteger } from '../../../api/schemas/common.js';
import { Integration, IntegrationsRequest } from '../../../api/schemas/integrations.js';

/** Env-step numbers in paths and cursors: stated in the schema (far past any budget) so a huge number is a 400 the document announces. */
const MAX_ENV_STEPS_CURSOR = 2_147_483_647;

const bounded = (bounds: ParameterBounds) => (bounds.integer ? z.number().int() : z.number()).min(bounds.min).max(bounds.max).openapi({ description: bounds.description });

/** The objective: `type` and that objective's parameters, flat. Generated from the job's schema (jobs/rl/spec_schema.json). */
export const RlObjective = z.discriminatedUnion('type', RL_OBJECTIVE_SCHEMAS).openapi('RlObjective');

/**
 * The task spec, typed end to end: its objectives come from the module generated out of the job's
 * schema (npm run generate:job-modules), the rest (robot, scene, engine, tier, budget) from
 * core/rl/spec.ts. What a run shows is this with every default filled.
 */
/** The component the task spec is published as; requests reference it by this name. */
const RL_TASK_SPEC_COMPONENT = 'RlTaskSpec';

export const RlTaskSpec = z
  .strictObject({
    robot: z.enum(RL_ROBOTS).openapi({ description: 'Robot model; the catalog says which this deployment can train.' }),
    objective: RlObjective,
    scene: z
      .strictObject({ twin_id: z.string().openapi({ description: "A succeeded twin of this account: the run trains in its scene." }) })
      .nullable()
      .default(null),
    engine: z.enum(RL_ENGINES).default('ppo'),
    hardware_tier: z.string().default('cpu'),
    budget: z
      .strictObject({
        env_steps: bounded(BUDGET_BOUNDS.env_steps).optional().openapi({ description: `${BUDGET_BOUNDS.env_steps.description}; the objective's default when left out.` }),
        time_limit_s: bounded(BUDGET_BOUNDS.time_limit_s).default(BUDGET_BOUNDS.time_limit_s.default),
        n_envs: bounded(BUDGET_BOUNDS.n_envs).default(BUDGET_BOUNDS.n_envs.default),
      })
      .optional(),
  })
  .openapi(RL_TASK_SPEC_COMPONENT, {
    description: 'Defaults and bounds as GET /v1/rl_runs/catalog lists them.',
    example: { robot: 'so101', objective: { type: 'reach', success_distance_m: 0.02 } },
  });

/**
 * A spec as a request carries it: documented as RlTaskSpec (so clients and the SDK are typed), but
 * taken as any object here, because core/rl/spec.ts checks it and reports every problem at once,
 * each with its dotted `param` (validate answers them as a list; create as a 400).
 */
export const RlTaskSpecInput = z.record(z.string(), z.unknown()).openapi({ allOf: [componentRef(RL_TASK_SPEC_COMPONENT)] });

/** The largest seed a run takes: the `seed` column is a Postgres integer. */
export const MAX_SEED_VALUE = 2_147_483_647;

/**
 * An explicit seed list. Its items are checked here rather than by `z.number().int().min().max()`: inside the union
 * below, zod reports an item's int check as the whole union failing (param `seeds`), not as `seeds.1`.
 */
const SeedList = z
  .array(z.number())
  .superRefine((seeds, ctx) => {
    if (seeds.length < 1 || seeds.length > MAX_SEEDS) ctx.addIssue({ code: 'custom', message: `Give 1..${MAX_SEEDS} seeds, not ${seeds.length}.` });
    const seen = new Set<number>();
    seeds.forEach((seed, index) => {
      if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED_VALUE) ctx.addIssue({ code: 'custom', path: [index], message: `A seed is an integer in 0..${MAX_SEED_VALUE}, not ${seed}.` });
      else if (seen.has(seed)) ctx.addIssue({ code: 'custom', path: [index], message: `Seed ${seed} is given twice; each run needs its own seed.` });
      seen.add(seed);
    });
  })
  .openapi({ description: `Explicit seeds, one run each: distinct integers in 0..${MAX_SEED_VALUE}, 1..${MAX_SEEDS} of them.`, example: [7, 11] });
const Seeds = z.union([z.number().int().min(1).max(MAX_SEEDS), SeedList]);

export const CreateRlRunsBody = z
  .strictObject({
    spec: RlTaskSpecInput,
    seeds: Seeds.default(1).openapi({
      description: `Runs to start, one per seed; they share a \`group_id\`. A number n (1..${MAX_SEEDS}) runs seeds 0..n−1; a list such as \`[7, 11]\` (distinct integers 0..${MAX_SEED_VALUE}, at most ${MAX_SEEDS}) runs those seeds, so a run can be reproduced.`,
    }),
    integrations: IntegrationsRequest,
    webhook_metadata: WebhookMetadata,
  })
  .openapi('CreateRlRunsRequest');
/** Validate and estimate take create's body as it is (copy a create, ask first); what only create uses is checked, then ignored. */
export const RlSpecBody = z
  .strictObject({ spec: RlTaskSpecInput, seeds: Seeds.optional(), integrations: IntegrationsRequest, webhook_metadata: WebhookMetadata })
  .openapi('RlSpecRequest');
export const RlEstimateBody = z
  .strictObject({
    spec: RlTaskSpecInput,
    seeds: Seeds.default(1).openapi({ description: `A number of runs 1..${MAX_SEEDS}, or their seeds as a list.` }),
    integrations: IntegrationsRequest,
    webhook_metadata: WebhookMetadata,
  })
  .openapi('RlEstimateRequest');
export type CreateRlRunsInput = z.infer<typeof CreateRlRunsBody>;
export const RlPlanBody = z.strictObject({ description: z.string().min(1).max(2000) }).openapi('RlPlanRequest');

const Problem = z.object({ param: z.string(), message: z.string() });

export const RlValidation = z
  .object({
    object: z.literal('rl_validation'),
    ok: z.boolean(),
    // The spec with every default filled, when ok (a description here would rename the shared component).
    spec: z.union([RlTaskSpec, z.null()]),
    problems: z.array(Problem),
    warnings: z.array(Problem).openapi({ description: 'A valid spec that is unlikely to pass its verdict: a budget (`budget.env_steps`) or time limit under what the objective was measured to need (the catalog\'s `min_passing_env_steps`). Empty when none, or when the spec has problems.' }),
  })
  .openapi('RlValidation');

export const RlEstimate = z
  .object({
    object: z.literal('rl_estimate'),
    seeds: z.number().int(),
    minutes_per_run: z.number(),
    minutes_total: z.number(),
    tokens_per_run: z.number().int(),
    tokens: z.number().int(),
    assumptions: z.object({ env_steps_per_second: z.number(), fixed_seconds: z.number(), capped_by_time_limit: z.boolean() }),
    warnings: z.array(Problem).openapi({ description: 'As validate gives them: a budget under what the objective was measured to need to pass.' }),
  })
  .openapi('RlEstimate');

export const RlPlan = z
  .object({
    object: z.literal('rl_plan'),
    spec: z.record(z.string(), z.unknown()).openapi({ description: 'A draft: validate it (it may name what the description left unclear).' }),
    seeds: z.number().int(),
    reason: z.string(),
    unmapped: z.array(z.string()),
  })
  .openapi('RlPlan');

const Metrics = z.object({ env_steps: z.number().int(), episode_return: z.number().nullable(), success_rate: z.number().nullable(), reward_terms: z.record(z.string(), z.number()) });

export const RlRun = z
  .object({
    id: z.string().openapi({ example: 'rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }),
    object: z.literal('rl_run'),
    group_id: z.string(),
    seed: z.number().int(),
    status: z.enum(RESOURCE_STATUSES),
    phase: z.string().nullable().openapi({ description: `${RL_RUN_PHASES.join(', ')}; completed, failed or canceled once ended.` }),
    progress: z.number().min(0).max(1),
    status_message: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string().nullable() }).nullable(),
    spec: RlTaskSpec,
    metrics: Metrics.openapi({ description: 'Live while training (the last rollout): env steps, mean episode return, success rate, reward by term.' }),
    verdict: z.enum(['pass', 'fail']).nullable().openapi({ description: 'Once packaged: whether every check passed (the success rate against its threshold first). Null before, and for a run that failed or was canceled before it had a policy.' }),
    success_rate: z.number().min(0).max(1).nullable().openapi({ description: "Once packaged: the deterministic policy's success rate on the fixed evaluation episodes (the verdict's first check). Not the live training figure, which is `metrics.success_rate`." }),
    evaluation_episodes: z.number().int().nullable().openapi({ description: 'Once packaged: how many fixed evaluation episodes `success_rate` is measured on (100 by default).' }),
    outputs: z
      .object({
        env_steps: z.number().int(),
        stop_reason: z.string(),
        onnx_parity: z.object({ pairs: z.number().int(), max_abs_difference: z.number(), runtime: z.string() }),
        archive: z.object({ filename: z.string(), bytes: z.number().int(), sha256: z.string(), url: z.string() }),
        files_url: z.string(),
        report_url: z.string(),
      })
      .nullable(),
    hardware_tier: z.string(),
    tokens: z.object({ charged: z.number().int(), refunded: z.number().int() }),
    integrations: z.array(Integration).openapi({ description: 'The experiment trackers it logs to, each with its status and run URL.' }),
    webhook_metadata: z.record(z.string(), z.unknown()).nullable(),
    created_at: Timestamp,
    started_at: Timestamp.nullable(),
    completed_at: Timestamp.nullable(),
  })
  .openapi('RlRun');

export const RlRunIdParam = z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }) });

export const RlMetricsPoint = z
  .object({
    object: z.literal('rl_metrics_point'),
    env_steps: z.number().int(),
    wall_seconds: z.number(),
    mean_return: z.number().nullable(),
    success_rate: z.number().nullable(),
    reward_terms: z.record(z.string(), z.number()),
    episodes: z.number().int(),
  })
  .openapi('RlMetricsPoint');

export const RlMetricsQuery = z.object({
  limit: decimalInteger(1, 1000).default(100).openapi({ param: { name: 'limit', in: 'query' } }),
  after: decimalInteger(0, MAX_ENV_STEPS_CURSOR).optional().openapi({ param: { name: 'after', in: 'query' }, description: 'The last `env_steps` of the previous page.' }),
});

const Link = z.object({ url: z.string(), requires_auth: z.boolean(), expires_at: z.string().nullable(), bytes: z.number().int() });

export const RlCheckpoint = z
  .object({
    object: z.literal('rl_checkpoint'),
    env_steps: z.number().int(),
    created_at: Timestamp,
    onnx: Link.openapi({ description: 'The deterministic actor as ONNX (opset 17).' }),
    checkpoint: Link.openapi({ description: 'The stable-baselines3 checkpoint (.zip: policy and optimizer), to resume training.' }),
  })
  .openapi('RlCheckpoint');

export const RlCheckpointParam = z.object({
  id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' } }),
  env_steps: decimalInteger(0, MAX_ENV_STEPS_CURSOR).openapi({ param: { name: 'env_steps', in: 'path' } }),
  format: z.enum(['onnx', 'checkpoint']).openapi({ param: { name: 'format', in: 'path' } }),
});

export const RlReport = z
  .object({
    object: z.literal('rl_report'),
    id: z.string(),
    verdict: z.enum(['pass', 'fail']),
    checks: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Each with `name`, `passed`, and its `value` and `threshold` where it has them.' }),
    judge: z.record(z.string(), z.unknown()).openapi({ description: "The built-in judge's read of the evaluation clip: `sentences` a viewer would agree with, and the measurements behind them." }),
    evaluation: z.record(z.string(), z.unknown()),
    training: z.record(z.string(), z.unknown()),
    clip: z.record(z.string(), z.unknown()).openapi({ description: 'The clip (`clip.mp4`, its `poster` image, `frames`, `fps`) and its `episodes`: each evaluation episode shown, with `seed`, `success`, `final_distance_m`.' }),
    evaluation_config: z.record(z.string(), z.unknown()).openapi({ description: 'How the evaluation ran: `episodes`, their `seeds`, the `policy`, `episode_steps` and the `randomisation` of each start.' }),
    scene_hash: z.record(z.string(), z.unknown()).openapi({ description: 'sha256 over the scene (scene.xml and its assets), with the `method` to recompute it.' }),
    packages: z.record(z.string(), z.string().nullable()).openapi({ description: 'Versions of python and the packages the job ran with (mujoco, torch, stable-baselines3, gymnasium, numpy, onnx, onnxruntime).' }),
    scene: z.record(z.string(), z.unknown()).openapi({ description: "Where the run trained: the job's own scene, or the twin (`twin_id`, keyframe, table height, object and target for pick_place)." }),
    verdict_detail: z.string().nullable().openapi({ description: 'One sentence: the success rate against its threshold and every check that failed.' }),
    notes: z.array(z.string()),
  })
  .openapi('RlReport');

export const RlFile = z.object({ object: z.literal('rl_file'), path: z.string(), bytes: z.number().int(), sha256: z.string(), url: z.string() }).openapi('RlFile');
export const RlFilesQuery = z.object({
  limit: decimalInteger(1, 100).default(100).openapi({ param: { name: 'limit', in: 'query' } }),
  after: z.string().max(1000).regex(/^[^\u0000]*$/).optional().openapi({ param: { name: 'after', in: 'query' }, description: 'The last path of the previous page.' }),
});
export const RlFileParam = z.object({
  id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' } }),
  path: z.string().max(1000).openapi({ param: { name: 'path', in: 'path' } }),
});

const Bounds = z.object({ description: z.string(), unit: z.string().nullable(), default: z.number(), min: z.number(), max: z.number(), integer: z.boolean() });
const Triple = z.tuple([z.number(), z.number(), z.number()]);
const PointBounds = z
  .object({
    description: z.string(),
    unit: z.literal('m'),
    default: z.null(),
    components: z.tuple([z.literal('x'), z.literal('y'), z.literal('z')]),
    min: Triple,
    max: Triple,
    table_relative: z.tuple([z.boolean(), z.boolean(), z.boolean()]).openapi({ description: "Per component: bounded as a height above the twin's table top (z) rather than in the robot base frame." }),
  })
  .openapi('RlPointBounds', { description: '`[x, y, z]` metres in the robot base frame (the twin\'s frame); null or absent for the default.' });

export const RlCatalog = z
  .object({
    object: z.literal('rl_catalog'),
    robots: z.array(
      z.object({
        robot: z.string(),
        available: z.boolean(),
        reason: z.string().nullable(),
        joints: z.array(z.string()),
        action_space: z.object({ type: z.string(), control_hz: z.number(), per_step_limit_rad: z.number(), dimensions: z.number().int() }),
        license: z.string().nullable(),
      }),
    ),
    objectives: z.array(
      z.object({
        type: z.string(),
        description: z.string(),
        success_threshold: z.number(),
        reward_terms: z.array(z.string()),
        needs_twin: z.boolean(),
        available: z.boolean(),
        reason: z.string().nullable(),
        parameters: z.record(z.string(), Bounds),
        point_parameters: z.record(z.string(), PointBounds).openapi({ description: 'Parameters that are points, e.g. pick_place `target`.' }),
        default_env_steps: z.number().int(),
        min_passing_env_steps: z.number().int().openapi({ description: 'The smallest `budget.env_steps` this objective has been measured to pass its verdict with on the CPU engine; validate and estimate warn under it.' }),
      }),
    ),
    budget: z.record(z.string(), Bounds),
    max_seeds: z.number().int(),
    hardware_tiers: z.array(z.object({ id: z.string(), available: z.boolean(), reason: z.string().nullable(), tokens_per_minute: z.number() })),
    engines: z.array(z.object({ id: z.string(), hardware: z.string(), available: z.boolean(), reason: z.string().nullable(), env_steps_per_second: z.number().nullable() })),
  })
  .openapi('RlCatalog');
