/**
 * An RL run's task spec: which robot, which objective with its parameters, where (a stock scene
 * or a twin's), and the training budget. The objectives' parameters, defaults and bounds come from
 * the job's own schema (jobs/rl/spec_schema.json, through its generated module); the catalog shows
 * them, validation enforces them, and the planner and the job read the same numbers.
 */
import { MODEL_SOURCES } from '../sim/__generated__/model-sources.js';
import { RL_SPEC_SCHEMA, type RlSpecSchema } from './spec-schema.js';

/**
 * The robots a task spec may name and the catalog lists: every robot the simulation has a model
 * for (jobs/sim/models.json, through its generated module). Which of them the RL job trains is its
 * schema's `robot.enum` (RL_JOB_ROBOTS); the others are listed unavailable with the reason.
 */
export const RL_ROBOTS = Object.keys(MODEL_SOURCES).filter((robot) => MODEL_SOURCES[robot]!.absent === undefined) as [string, ...string[]];
export type RlRobot = string;
/** The robots the RL job has an environment for (jobs/rl/spec_schema.json `robot.enum`). */
export const RL_JOB_ROBOTS: readonly string[] = RL_SPEC_SCHEMA.fields.robot.enum;

/** The objectives the job has (jobs/rl/spec_schema.json, through its generated module). */
type SchemaObjectives = typeof RL_SPEC_SCHEMA.objectives;
export type RlObjectiveType = keyof SchemaObjectives;
export const RL_OBJECTIVES = Object.keys(RL_SPEC_SCHEMA.objectives) as RlObjectiveType[];

/** The training engines (jobs/rl/spec_schema.json `engine.enum`). */
export const RL_ENGINES = RL_SPEC_SCHEMA.fields.engine.enum;

export interface ParameterBounds {
  description: string;
  unit: string | null;
  default: number;
  min: number;
  max: number;
  integer?: boolean;
}

/**
 * A point parameter: `[x, y, z]` metres in the robot base frame (the twin's frame), absent or null
 * for "the twin's own". x and y are bounded as they are; z is bounded as a height above the
 * twin's table top (`table_relative`), so it is checked once the twin is known.
 */
export interface PointBounds {
  description: string;
  unit: 'm';
  default: null;
  components: ['x', 'y', 'z'];
  min: [number, number, number];
  max: [number, number, number];
  table_relative: [boolean, boolean, boolean];
}

export interface ObjectiveDefinition {
  description: string;
  /** Objective parameters (flat under `objective` in the API's spec); the job's spec_schema.json holds the same names, defaults and bounds. */
  parameters: Record<string, ParameterBounds>;
  /** Point parameters (`[x, y, z]`), flat under `objective` too; the job's schema has them as `type: point`. */
  points: Record<string, PointBounds>;
  /** The verdict passes when the evaluation success rate (100 fixed episodes) reaches this; an objective with a `success_threshold` parameter takes that instead. */
  successThreshold: number;
  /** Reward terms the job reports (live metrics, `GET …/metrics`). */
  rewardTerms: string[];
  /** Needs `scene.twin_id` (the object and the place come from the twin). */
  needsTwin: boolean;
  /** Env steps a default run trains for. */
  defaultEnvSteps: number;
}

/**
 * What the API says about each objective beyond the job's schema: its catalog description and the
 * env steps a default run trains for. Parameters, bounds, defaults, units, the verdict threshold,
 * reward terms and whether it needs a twin come from jobs/rl/spec_schema.json.
 */
const OBJECTIVE_SUMMARIES: Record<RlObjectiveType, string> = {
  reach: 'Move the end effector to a target point sampled in front of the robot (targets behind the base are excluded); success = within success_distance_m at the episode end.',
  lift: 'Grasp a box resting in front of the arm and lift it; reward terms for reaching, grasping and height. Learns from a planned top-down grasp first (behaviour cloning with DAgger), then PPO.',
  pick_place:
    "Pick the twin's object up and put it down where the recorded episode let it go (on the table under the release point), or at objective.target. Learns from the twin's demonstration first (behaviour cloning with DAgger), then PPO.",
};

function objectiveDefinition(type: RlObjectiveType): ObjectiveDefinition {
  const schema: RlSpecSchema['objectives'][string] = RL_SPEC_SCHEMA.objectives[type];
  const parameters: Record<string, ParameterBounds> = {};
  const points: Record<string, PointBounds> = {};
  for (const [name, rule] of Object.entries(schema.parameters)) {
    if (rule.type === 'point') {
      points[name] = { description: rule.description, unit: 'm', default: null, components: ['x', 'y', 'z'], min: [...rule.minimum], max: [...rule.maximum], table_relative: [...rule.table_relative] };
    } else {
      parameters[name] = { description: rule.description, unit: rule.unit ?? null, default: Number(rule.default), min: rule.minimum!, max: rule.maximum!, ...(rule.type === 'integer' ? { integer: true } : {}) };
    }
  }
  return {
    description: OBJECTIVE_SUMMARIES[type],
    parameters,
    points,
    successThreshold: schema.success_threshold,
    rewardTerms: [...schema.reward_terms],
    needsTwin: schema.needs_scene === true,
    defaultEnvSteps: schema.ppo_defaults?.['budget.env_steps'] ?? Number(RL_SPEC_SCHEMA.fields['budget.env_steps'].default),
  };
}

export const OBJECTIVES = Object.fromEntries(RL_OBJECTIVES.map((type) => [type, objectiveDefinition(type)])) as Record<RlObjectiveType, ObjectiveDefinition>;

const FIELDS = RL_SPEC_SCHEMA.fields;

/** The job's PPO rollout (ppo.n_steps) and minibatch (ppo.batch_size) defaults: a minibatch must fit one rollout of all envs. */
export const PPO_DEFAULTS = { n_steps: FIELDS['ppo.n_steps'].default, batch_size: FIELDS['ppo.batch_size'].default } as const;

/** The fewest envs whose one rollout holds a PPO minibatch: the API does not expose ppo.*, so this is n_envs' lower bound. */
const MIN_N_ENVS = Math.ceil(PPO_DEFAULTS.batch_size / PPO_DEFAULTS.n_steps);

export const BUDGET_BOUNDS = {
  env_steps: { description: FIELDS['budget.env_steps'].description.replace(/\.$/, ''), unit: 'steps', default: 0, min: FIELDS['budget.env_steps'].minimum, max: FIELDS['budget.env_steps'].maximum, integer: true },
  time_limit_s: { description: 'Wall-clock limit for training; evaluation and packaging follow', unit: 's', default: 1800, min: 60, max: 86_400, integer: true },
  n_envs: {
    description: `Environments stepped together in one process; at least ${MIN_N_ENVS}, so one rollout (${PPO_DEFAULTS.n_steps} steps per env) holds a PPO minibatch of ${PPO_DEFAULTS.batch_size}`,
    unit: null,
    default: FIELDS.n_envs.default,
    min: MIN_N_ENVS,
    max: FIELDS.n_envs.maximum,
    integer: true,
  },
} satisfies Record<string, ParameterBounds>;

export const MAX_SEEDS = 8;

/** The seeds a create or estimate names: a count n means seeds 0..n−1, a list is taken as given. */
export function seedValues(seeds: number | readonly number[]): number[] {
  return typeof seeds === 'number' ? Array.from({ length: seeds }, (_, seed) => seed) : [...seeds];
}

export type RlPoint = [number, number, number];

type ParameterValue<Rule> = Rule extends { readonly type: 'point' } ? RlPoint | null : number;
type ObjectiveOf<T extends RlObjectiveType> = { type: T } & {
  -readonly [Name in keyof SchemaObjectives[T]['parameters']]: ParameterValue<SchemaObjectives[T]['parameters'][Name]>;
};
/** An objective with every parameter filled, typed from the job's schema: `type` and that objective's parameters, flat. */
export type RlObjective = { [T in RlObjectiveType]: ObjectiveOf<T> }[RlObjectiveType];

export interface RlTaskSpec {
  robot: RlRobot;
  objective: RlObjective;
  scene: { twin_id: string } | null;
  engine: (typeof RL_ENGINES)[number];
  hardware_tier: string;
  budget: { env_steps: number; time_limit_s: number; n_envs: number };
}

export interface SpecProblem {
  /** Dotted path of the field, e.g. `objective.success_distance_m`. */
  param: string;
  message: string;
}

export type SpecCheck = { ok: true; spec: RlTaskSpec; problems: [] } | { ok: false; spec: null; problems: SpecProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkNumber(problems: SpecProblem[], param: string, value: unknown, bounds: ParameterBounds): number {
  if (value === undefined || value === null) return bounds.default;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.push({ param, message: `'${param}' must be a number${bounds.unit ? ` in ${bounds.unit}` : ''}.` });
    return bounds.default;
  }
  if (bounds.integer && !Number.isInteger(value)) problems.push({ param, message: `'${param}' must be a whole number.` });
  else if (value < bounds.min || value > bounds.max) problems.push({ param, message: `'${param}' must be between ${bounds.min} and ${bounds.max}${bounds.unit ? ` ${bounds.unit}` : ''}; got ${value}.` });
  return value;
}

/** A point's shape and its base-frame bounds; table-relative components (z) are checked where the twin is known (checkPointAboveTable). */
function checkPoint(problems: SpecProblem[], param: string, value: unknown, bounds: PointBounds): RlPoint | null {
  if (value === undefined || value === null) return bounds.default;
  if (!Array.isArray(value) || value.length !== 3 || !value.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    problems.push({ param, message: `'${param}' must be [x, y, z], three numbers in metres.` });
    return null;
  }
  const point = value as RlPoint;
  bounds.components.forEach((axis, i) => {
    if (bounds.table_relative[i]) return;
    if (point[i]! < bounds.min[i]! || point[i]! > bounds.max[i]!) problems.push({ param, message: `'${param}' ${axis} must be between ${bounds.min[i]} and ${bounds.max[i]} m; got ${point[i]}.` });
  });
  return point;
}

/** The table-relative components of a point (z), once the table's height is known. */
export function checkPointAboveTable(param: string, point: RlPoint, bounds: PointBounds, tableHeightM: number): SpecProblem[] {
  return bounds.components.flatMap((axis, i) => {
    if (!bounds.table_relative[i]) return [];
    const above = Math.round((point[i]! - tableHeightM) * 1e9) / 1e9;
    if (above >= bounds.min[i]! && above <= bounds.max[i]!) return [];
    return [{ param, message: `'${param}' ${axis} must be between ${bounds.min[i]} and ${bounds.max[i]} m above the twin's table top (z = ${tableHeightM} m); got ${point[i]}.` }];
  });
}

function oneOf<T extends string>(problems: SpecProblem[], param: string, value: unknown, allowed: readonly T[], fallback?: T): T {
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  problems.push({ param, message: `'${param}' must be one of ${allowed.map((a) => `'${a}'`).join(', ')}${value === undefined ? '' : `; got ${JSON.stringify(value)}`}.` });
  return allowed[0]!;
}

/**
 * Checks a spec as a client sent it and fills the defaults. Every problem is reported at once,
 * each with the dotted `param` it is about; unknown fields are problems too (typos must not pass).
 */
export function checkSpec(input: unknown, options: { tiers: readonly string[] }): SpecCheck {
  const problems: SpecProblem[] = [];
  if (!isObject(input)) return { ok: false, spec: null, problems: [{ param: 'spec', message: "'spec' must be an object." }] };
  for (const key of Object.keys(input)) {
    if (!['robot', 'objective', 'scene', 'engine', 'hardware_tier', 'budget'].includes(key)) problems.push({ param: key, message: `'${key}' is not a field of a task spec.` });
  }
  const robot = oneOf(problems, 'robot', input.robot, RL_ROBOTS);
  const objectiveInput = isObject(input.objective) ? input.objective : {};
  if (!isObject(input.objective)) problems.push({ param: 'objective', message: "'objective' must be an object with a 'type'." });
  const type = oneOf(problems, 'objective.type', objectiveInput.type, RL_OBJECTIVES);
  const definition = OBJECTIVES[type];
  const objective: Record<string, RlObjectiveType | number | RlPoint | null> = { type };
  for (const key of Object.keys(objectiveInput)) {
    const known = [...Object.keys(definition.parameters), ...Object.keys(definition.points)];
    if (key !== 'type' && !known.includes(key)) problems.push({ param: `objective.${key}`, message: `'${key}' is not a parameter of '${type}' (it has ${known.join(', ')}).` });
  }
  for (const [name, bounds] of Object.entries(definition.parameters)) objective[name] = checkNumber(problems, `objective.${name}`, objectiveInput[name], bounds);
  for (const [name, bounds] of Object.entries(definition.points)) objective[name] = checkPoint(problems, `objective.${name}`, objectiveInput[name], bounds);

  let scene: RlTaskSpec['scene'] = null;
  if (input.scene !== undefined && input.scene !== null) {
    if (!isObject(input.scene) || typeof input.scene.twin_id !== 'string' || !/^twin_[0-9A-HJKMNP-TV-Z]{26}$/.test(input.scene.twin_id)) {
      problems.push({ param: 'scene.twin_id', message: "'scene.twin_id' must be a twin id ('twin_' and 26 characters)." });
    } else scene = { twin_id: input.scene.twin_id };
  }
  if (definition.needsTwin && !scene) problems.push({ param: 'scene.twin_id', message: `'${type}' takes its object and place from a twin: give 'scene.twin_id'.` });

  const engine = oneOf(problems, 'engine', input.engine, RL_ENGINES, 'ppo');
  const hardware_tier = oneOf(problems, 'hardware_tier', input.hardware_tier, options.tiers, options.tiers.includes('cpu') ? 'cpu' : options.tiers[0]);
  const budgetInput = isObject(input.budget) ? input.budget : {};
  if (input.budget !== undefined && !isObject(input.budget)) problems.push({ param: 'budget', message: "'budget' must be an object." });
  for (const key of Object.keys(budgetInput)) {
    if (!(key in BUDGET_BOUNDS)) problems.push({ param: `budget.${key}`, message: `'${key}' is not a budget field (env_steps, time_limit_s, n_envs).` });
  }
  const budget = {
    env_steps: checkNumber(problems, 'budget.env_steps', budgetInput.env_steps, { ...BUDGET_BOUNDS.env_steps, default: definition.defaultEnvSteps }),
    time_limit_s: checkNumber(problems, 'budget.time_limit_s', budgetInput.time_limit_s, BUDGET_BOUNDS.time_limit_s),
    n_envs: checkNumber(problems, 'budget.n_envs', budgetInput.n_envs, BUDGET_BOUNDS.n_envs),
  };
  if (type === 'lift' && Number(objective.box_min_forward_m) > Number(objective.box_max_forward_m)) {
    problems.push({ param: 'objective.box_min_forward_m', message: "'objective.box_min_forward_m' must not exceed 'objective.box_max_forward_m'." });
  }
  if (problems.length > 0) return { ok: false, spec: null, problems };
  // Every parameter of `type` was filled above from its definition, which is the generated type's source.
  return { ok: true, spec: { robot, objective: objective as unknown as RlObjective, scene, engine, hardware_tier, budget }, problems: [] };
}
