import { describe, expect, it } from 'vitest';
import { OBJECTIVES } from '../../core/rl/spec.js';
import { rlJobCommand } from '../../backends/compute/job-programs.js';
import { readRlSpecSchema, type RlFieldRule } from '../../core/rl/spec-schema.js';

function withinBounds(rule: RlFieldRule): boolean {
  if (rule.type === 'string') return rule.enum!.includes(rule.default as string);
  if (rule.type === 'point') return rule.default === null;
  const value = rule.default as number;
  return value >= rule.minimum! && value <= rule.maximum! && (rule.type === 'number' || Number.isInteger(value));
}

describe('the RL task-spec schema the catalog and validation read', () => {
  const schema = readRlSpecSchema();

  it('has reach, lift and pick_place, each with a success threshold, reward terms and parameters', () => {
    expect(Object.keys(schema.objectives)).toEqual(['reach', 'lift', 'pick_place']);
    expect(schema.objectives.reach!.reward_terms).toEqual(['distance', 'proximity', 'action']);
    expect(schema.objectives.reach!.parameters.success_distance_m!.default).toBe(0.02);
    expect(schema.objectives.reach!.success_threshold).toBe(0.8);
    expect(schema.objectives.lift!.success_threshold).toBe(0.8);
    expect(schema.objectives.pick_place!.reward_terms).toEqual(['reach', 'grasp', 'lift', 'place', 'action']);
  });

  it("agrees with core/rl/spec.ts on pick_place: the same parameters, defaults and bounds, its threshold, and that it needs a twin", () => {
    const job = schema.objectives.pick_place!;
    const core = OBJECTIVES.pick_place;
    expect(Object.keys(job.parameters).sort()).toEqual([...Object.keys(core.parameters), ...Object.keys(core.points)].sort());
    for (const [name, bounds] of Object.entries(core.parameters)) {
      const rule = job.parameters[name]!;
      expect({ name, default: rule.default, min: rule.minimum, max: rule.maximum, integer: rule.type === 'integer' }).toEqual({ name, default: bounds.default, min: bounds.min, max: bounds.max, integer: bounds.integer === true });
    }
    expect(job.success_threshold).toBe(core.parameters.success_threshold!.default);
    expect((job as { needs_scene?: boolean }).needs_scene).toBe(core.needsTwin);
  });

  it('gives every field and parameter a default inside its own bounds', () => {
    const rules = [...Object.entries(schema.fields), ...Object.values(schema.objectives).flatMap((o) => Object.entries(o.parameters))];
    expect(rules.filter(([, rule]) => !withinBounds(rule)).map(([name]) => name)).toEqual([]);
  });

  it('keeps the default batch within one rollout of all envs', () => {
    const f = schema.fields;
    expect(f['ppo.batch_size']!.default as number).toBeLessThanOrEqual((f['ppo.n_steps']!.default as number) * (f.n_envs!.default as number));
  });

  it('builds the job argv with the spec as JSON and the optional flags only when given', () => {
    const { command, env } = rlJobCommand({ spec: { budget: { env_steps: 4096 } }, outputDir: '/out', modelsDir: '/models', seed: 3, timeLimitS: 60 });
    expect(command.slice(1, 3)).toEqual(['-m', 'jobs.rl.main']);
    expect(command.slice(3)).toEqual(['--spec', '{"budget":{"env_steps":4096}}', '--output_dir', '/out', '--models_dir', '/models', '--seed', '3', '--time_limit_s', '60']);
    expect(env.OMP_NUM_THREADS).toBe('1');
    const inTwin = rlJobCommand({ spec: {}, outputDir: '/out', modelsDir: '/models', seed: 3, sceneDir: '/twins/twin_x' }).command;
    expect(inTwin.slice(inTwin.indexOf('--scene_dir'), inTwin.indexOf('--scene_dir') + 2)).toEqual(['--scene_dir', '/twins/twin_x']);
  });
});
