import { describe, expect, it } from 'vitest';
import { planRlRun } from '../../kinds/rl_run/core/plan.js';
import { checkSpec } from '../../core/rl/spec.js';

const TWIN = 'twin_01JABCDEFGHJKMNPQRSTVWXYZ0';

/** Each row: a description, and the parts of the plan it must produce. */
const CASES: [string, Record<string, unknown>][] = [
  ['teach the so101 to touch points in front of it within 1 cm', { spec: { robot: 'so101', objective: { type: 'reach', success_distance_m: 0.01 } } }],
  ['reach targets within 5 mm', { spec: { objective: { type: 'reach', success_distance_m: 0.005 } } }],
  ['make the SO-101 point at the target to within 2cm', { spec: { robot: 'so101', objective: { type: 'reach', success_distance_m: 0.02 } } }],
  ['train the franka panda to reach', { spec: { robot: 'panda', objective: { type: 'reach' } } }],
  ['ALOHA should touch the target', { spec: { robot: 'aloha', objective: { type: 'reach' } } }],
  ['lift the cube 10 cm off the table', { spec: { objective: { type: 'lift', lift_height_m: 0.1 } } }],
  ['pick up a 30 mm cube and raise it 5 cm high', { spec: { objective: { type: 'lift', lift_height_m: 0.05, box_size_m: 0.03 } } }],
  [`pick and place in ${TWIN}`, { spec: { objective: { type: 'pick_place' }, scene: { twin_id: TWIN } } }],
  [`put it back where it was in ${TWIN.toLowerCase()} within 3 cm`, { spec: { objective: { type: 'pick_place', place_tolerance_m: 0.03 }, scene: { twin_id: TWIN } } }],
  [`learn the task from ${TWIN}`, { spec: { objective: { type: 'pick_place' }, scene: { twin_id: TWIN } } }],
  [`pick up the cube and put it where I released it in ${TWIN}`, { spec: { objective: { type: 'pick_place' }, scene: { twin_id: TWIN } }, unmapped: [] }],
  [`pick up the cube, then place it back in ${TWIN}`, { spec: { objective: { type: 'pick_place' }, scene: { twin_id: TWIN } } }],
  [`lift the cube in ${TWIN}`, { spec: { objective: { type: 'pick_place' }, scene: { twin_id: TWIN } } }],
  ['reach with 90% success', { spec: { objective: { type: 'reach' } }, unmapped: [expect.stringContaining('threshold is fixed at 0.8')] }],
  ['reach the target every time', { spec: { objective: { type: 'reach' } }, unmapped: [expect.stringContaining('success rate of 0.95')] }],
  ['reach in 200-step episodes', { spec: { objective: { type: 'reach', episode_steps: 200 } } }],
  ['reach, episodes of 150 steps', { spec: { objective: { type: 'reach', episode_steps: 150 } } }],
  ['reach for 500k steps', { spec: { budget: { env_steps: 500_000 } } }],
  ['lift for 2 million env steps', { spec: { objective: { type: 'lift' }, budget: { env_steps: 2_000_000 } } }],
  ['reach, train for 5 minutes', { spec: { budget: { time_limit_s: 300 } } }],
  ['reach within an hour', { spec: { budget: { time_limit_s: 3600 } } }],
  ['reach with 4 seeds', { seeds: 4 }],
  ['reach with 20 seeds', { seeds: 8 }],
  ['touch points while avoiding obstacles', { unmapped: [expect.stringContaining('obstacle')] }],
  ['reach the target using the camera', { unmapped: [expect.stringContaining('camera')] }],
  ['teach the koch arm to reach', { unmapped: [expect.stringContaining('Koch')] }],
  ['reach and then juggle', { unmapped: [expect.stringContaining('juggle')] }],
];

describe('the RL planner', () => {
  it.each(CASES)('%s', (description, expected) => {
    expect(planRlRun(description)).toMatchObject(expected);
  });

  it('says which rules fired and what it assumed', () => {
    const plan = planRlRun('within 1 cm');
    expect(plan.reason).toContain('"within N cm" → tolerance');
    expect(plan.reason).toContain("objective 'reach' assumed");
    expect(plan.reason).toContain("robot 'so101' assumed");
    expect(plan.unmapped).toEqual([]);
  });

  it('always produces a spec that validates, except where a twin is needed and named', () => {
    for (const [description] of CASES) {
      const check = checkSpec(planRlRun(description).spec, { tiers: ['cpu'] });
      expect(check.problems, description).toEqual([]);
    }
  });

  it('says in unmapped why a plan cannot run: pick_place without a twin, a robot this deployment cannot train, a lift height pick_place has no field for', () => {
    expect(planRlRun('pick up the cube and put it where I released it').unmapped).toEqual([expect.stringContaining("'pick_place' takes its object and place from a twin")]);
    expect(planRlRun('train the franka panda to reach', { unavailableRobots: { panda: 'No panda environment.' } }).unmapped).toEqual(['the panda robot: No panda environment.']);
    const lifted = planRlRun(`lift the cube 10 cm high in ${TWIN}`);
    expect(lifted.spec.objective).toEqual({ type: 'pick_place' });
    expect(lifted.reason).toContain("'lift' in a twin becomes 'pick_place'");
    expect(lifted.unmapped).toEqual([expect.stringContaining('a lift height (0.1 m)')]);
  });
});

describe('task spec validation', () => {
  it('fills the defaults of the objective', () => {
    const check = checkSpec({ robot: 'so101', objective: { type: 'reach' } }, { tiers: ['cpu'] });
    expect(check).toMatchObject({ ok: true, spec: { robot: 'so101', objective: { type: 'reach', success_distance_m: 0.02, episode_steps: 100, target_max_yaw_deg: 60 }, engine: 'ppo', hardware_tier: 'cpu', budget: { env_steps: 200_000, n_envs: 8 } } });
  });

  it('reports every problem at once with a dotted param', () => {
    const check = checkSpec({ robot: 'koch', objective: { type: 'pick_place', success_distance_m: 2, colour: 'red' }, budget: { env_steps: 5, n_envs: 1.5 }, extra: 1 }, { tiers: ['cpu'] });
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.param).sort()).toEqual(['budget.env_steps', 'budget.n_envs', 'extra', 'objective.colour', 'objective.success_distance_m', 'robot', 'scene.twin_id'].sort());
  });

  it("takes pick_place's target as [x, y, z] within its base-frame bounds (z is checked against the twin's table where the twin is known)", () => {
    const spec = (target: unknown) => ({ robot: 'so101', objective: { type: 'pick_place', target }, scene: { twin_id: TWIN } });
    expect(checkSpec(spec([0.2, -0.1, 0.05]), { tiers: ['cpu'] })).toMatchObject({ ok: true, spec: { objective: { target: [0.2, -0.1, 0.05] } } });
    expect(checkSpec(spec(null), { tiers: ['cpu'] })).toMatchObject({ ok: true, spec: { objective: { target: null } } });
    expect(checkSpec(spec([0.7, 0, 0.05]), { tiers: ['cpu'] }).problems).toEqual([{ param: 'objective.target', message: "'objective.target' x must be between -0.6 and 0.6 m; got 0.7." }]);
    expect(checkSpec(spec([0.2, 0.1]), { tiers: ['cpu'] }).problems.map((p) => p.param)).toEqual(['objective.target']);
    expect(checkSpec(spec('here'), { tiers: ['cpu'] }).problems.map((p) => p.param)).toEqual(['objective.target']);
    expect(checkSpec({ robot: 'so101', objective: { type: 'reach', target: [0.2, 0, 0.1] } }, { tiers: ['cpu'] }).problems.map((p) => p.param)).toEqual(['objective.target']);
  });

  it('rejects out-of-range parameters naming the bounds', () => {
    const check = checkSpec({ robot: 'so101', objective: { type: 'reach', success_distance_m: 0.5 } }, { tiers: ['cpu'] });
    expect(check.problems).toEqual([{ param: 'objective.success_distance_m', message: "'objective.success_distance_m' must be between 0.005 and 0.1 m; got 0.5." }]);
  });

  it('knows only the hardware tiers it is given', () => {
    expect(checkSpec({ robot: 'so101', objective: { type: 'reach' }, hardware_tier: 'a100' }, { tiers: ['cpu'] }).problems[0]?.param).toBe('hardware_tier');
  });
});
