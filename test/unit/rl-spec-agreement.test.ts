import { describe, expect, it } from 'vitest';
import { rlJobCommand } from '../../backends/compute/job-programs.js';
import { jobSpecFor } from '../../core/jobs/rl.js';
import { readRlSpecSchema } from '../../core/rl/spec-schema.js';
import { BUDGET_BOUNDS, checkSpec, OBJECTIVES, PPO_DEFAULTS, RL_ENGINES, RL_JOB_ROBOTS, RL_ROBOTS, type RlObjectiveType } from '../../core/rl/spec.js';

/** The API validates with core/rl/spec.ts; the job validates again with jobs/rl/spec_schema.json. They must agree. */
describe('the API task spec and the job spec schema', () => {
  const schema = readRlSpecSchema();

  it('name the same parameters with the same defaults and bounds for every objective the job has', () => {
    for (const [name, objective] of Object.entries(schema.objectives)) {
      const api = OBJECTIVES[name as RlObjectiveType];
      expect(api, name).toBeDefined();
      const numeric = Object.entries(objective.parameters).flatMap(([param, rule]) => (rule.type === 'point' ? [] : [[param, rule] as const]));
      const points = Object.entries(objective.parameters).flatMap(([param, rule]) => (rule.type === 'point' ? [[param, rule] as const] : []));
      expect(Object.keys(api.parameters).sort(), name).toEqual(numeric.map(([param]) => param).sort());
      expect(Object.keys(api.points).sort(), name).toEqual(points.map(([param]) => param).sort());
      for (const [param, rule] of points) {
        const bounds = api.points[param]!;
        expect({ default: bounds.default, min: bounds.min, max: bounds.max, table_relative: bounds.table_relative }, `${name}.${param}`).toEqual({
          default: rule.default,
          min: rule.minimum,
          max: rule.maximum,
          table_relative: rule.table_relative,
        });
      }
      for (const [param, rule] of numeric) {
        const bounds = api.parameters[param]!;
        expect({ default: bounds.default, min: bounds.min, max: bounds.max, integer: bounds.integer ?? false }, `${name}.${param}`).toEqual({
          default: rule.default,
          min: rule.minimum,
          max: rule.maximum,
          integer: rule.type === 'integer',
        });
      }
      expect(api.successThreshold, name).toBe(objective.success_threshold);
      expect(api.rewardTerms, name).toEqual(objective.reward_terms);
    }
  });

  it('bound the budget and envs as the job does, with the same PPO rollout defaults', () => {
    expect([BUDGET_BOUNDS.env_steps.min, BUDGET_BOUNDS.env_steps.max]).toEqual([schema.fields['budget.env_steps']!.minimum, schema.fields['budget.env_steps']!.maximum]);
    expect(OBJECTIVES.reach.defaultEnvSteps).toBe(schema.fields['budget.env_steps']!.default);
    // The job run without a budget (jobs/rl/main.py --spec '{"objective":{"name":"lift"}}') trains as long as the API's default run.
    for (const [name, objective] of Object.entries(schema.objectives)) {
      const jobDefault = objective.ppo_defaults?.['budget.env_steps'] ?? schema.fields['budget.env_steps']!.default;
      expect(OBJECTIVES[name as RlObjectiveType].defaultEnvSteps, name).toBe(jobDefault);
    }
    expect([BUDGET_BOUNDS.n_envs.max, BUDGET_BOUNDS.n_envs.default]).toEqual([schema.fields.n_envs!.maximum, schema.fields.n_envs!.default]);
    expect(PPO_DEFAULTS).toEqual({ n_steps: schema.fields['ppo.n_steps']!.default, batch_size: schema.fields['ppo.batch_size']!.default });
    // The API does not expose ppo.*, so its n_envs starts where the job's default minibatch fits one rollout (the job refuses less with ppo.batch_size).
    const fewestEnvs = Math.max(schema.fields.n_envs!.minimum!, Math.ceil(PPO_DEFAULTS.batch_size / PPO_DEFAULTS.n_steps));
    expect(BUDGET_BOUNDS.n_envs.min).toBe(fewestEnvs);
    expect(checkSpec({ robot: 'so101', objective: { type: 'reach' }, budget: { n_envs: fewestEnvs } }, { tiers: ['cpu'] }).problems).toEqual([]);
    expect(checkSpec({ robot: 'so101', objective: { type: 'reach' }, budget: { n_envs: fewestEnvs - 1 } }, { tiers: ['cpu'] }).problems.map((p) => p.param)).toEqual(['budget.n_envs']);
  });

  it('accept every robot and engine the job trains: a spec naming a robot with a model but no RL environment is refused at robot', () => {
    expect(schema.fields.robot!.enum!.filter((robot) => !RL_ROBOTS.includes(robot))).toEqual([]);
    expect(RL_JOB_ROBOTS).toEqual(schema.fields.robot!.enum);
    expect(RL_ENGINES).toEqual(schema.fields.engine!.enum);
    for (const robot of RL_ROBOTS) expect(checkSpec({ robot, objective: { type: 'reach' } }, { tiers: ['cpu'] }).ok, robot).toBe(true);
    expect(checkSpec({ robot: 'koch', objective: { type: 'reach' } }, { tiers: ['cpu'] }).problems.map((p) => p.param)).toEqual(['robot']);
  });

  it('translates a validated spec into the job shape, with the time limit and the twin folder as flags', () => {
    const check = checkSpec({ robot: 'so101', objective: { type: 'reach', success_distance_m: 0.01 }, budget: { env_steps: 4096, time_limit_s: 120, n_envs: 4 } }, { tiers: ['cpu'] });
    expect(check.ok).toBe(true);
    const spec = jobSpecFor(check.spec!);
    expect(spec).toEqual({
      robot: 'so101',
      engine: 'ppo',
      n_envs: 4,
      budget: { env_steps: 4096 },
      objective: { name: 'reach', parameters: { ...Object.fromEntries(Object.entries(OBJECTIVES.reach.parameters).map(([k, b]) => [k, b.default])), success_distance_m: 0.01 } },
    });
    const { command } = rlJobCommand({ spec, outputDir: '/out', modelsDir: '/m', seed: 1, timeLimitS: 120, sceneDir: '/twin' });
    expect(command.slice(command.indexOf('--scene_dir'), command.indexOf('--scene_dir') + 2)).toEqual(['--scene_dir', '/twin']);
    expect(command.slice(command.indexOf('--time_limit_s'), command.indexOf('--time_limit_s') + 2)).toEqual(['--time_limit_s', '120']);
    const twin = 'twin_01JABCDEFGHJKMNPQRSTVWXYZ0';
    const inTwin = checkSpec({ robot: 'so101', objective: { type: 'pick_place' }, scene: { twin_id: twin } }, { tiers: ['cpu'] });
    expect(jobSpecFor(inTwin.spec!)).toMatchObject({ scene: { twin_id: twin }, objective: { name: 'pick_place', parameters: { success_threshold: 0.8, place_tolerance_m: 0.03 } } });
  });
});
