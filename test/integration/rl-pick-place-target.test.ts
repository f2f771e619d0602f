import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_PYTHON } from '../../core/sim/environment.js';
import { sceneObjectsOf, type TwinSceneObjects } from '../../kinds/twin/core/scene-objects.js';
import { startRlJob } from '../helpers/rl-job.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob, simPython } from '../helpers/twin-job.js';

/** As small as a run gets: 8 rollouts of 2 envs × 64 steps, 20-step episodes, 10 evaluation episodes. */
const spec = (twinId: string, target?: number[]) => ({
  objective: { name: 'pick_place', parameters: { episode_steps: 20, ...(target ? { target } : {}) } },
  scene: { twin_id: twinId },
  n_envs: 2,
  budget: { env_steps: 1024 },
  ppo: { n_steps: 64, batch_size: 128, n_epochs: 1 },
  evaluation: { episodes: 10 },
});

const PYTHON_TARGET = `
import json, sys, mujoco
model = mujoco.MjModel.from_xml_path(json.loads(sys.argv[1]))
print(json.dumps(model.body("target").pos.tolist()))
`;

let scratch: { path: string; cleanup: () => Promise<void> };
let twinOutput: string;
let objects: TwinSceneObjects;
const twinId = 'twin_config_objects';

beforeAll(async () => {
  await access(SIM_PYTHON).catch(() => {
    throw new Error(`${SIM_PYTHON} is missing: run npm run setup (it installs the simulation environment and the robot models)`);
  });
  scratch = await makeTempDir('rl-pick-place-target');
  twinOutput = join(scratch.path, 'twin');
  const built = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 0, outputDir: twinOutput, twinId, config: { objects: [{ name: 'cube', size_m: 0.02, pos: [0.22, 0.05] }] } });
  expect(built.code, built.stderr.slice(-2000)).toBe(0);
  objects = sceneObjectsOf(JSON.parse(await readFile(join(twinOutput, twinId, 'twin.json'), 'utf8')))!;
}, 300_000);
afterAll(() => scratch?.cleanup());

describe('pick_place in a twin built with config.objects (an object, no recorded release)', () => {
  it("its twin.json, as the API keeps it, has the object and no release position", () => {
    expect(objects.objects.map((o) => o.name)).toEqual(['cube']);
    expect(objects).toMatchObject({ pick: null, release: null, table_height_m: expect.any(Number) });
  });

  it('the job refuses it without objective.target, naming scene.twin_id, before any phase', async () => {
    const end = await startRlJob({ spec: spec(twinId), outputDir: join(scratch.path, 'no-target'), modelsDir: MODELS_DIR, seed: 1, sceneDir: twinOutput }).ended;
    expect(end.code).toBe(3);
    expect(end.events.at(-1)).toMatchObject({ event: 'error', code: 'spec_invalid', param: 'scene.twin_id', message: expect.stringContaining('objective.parameters.target') });
    expect(end.events.some((e) => e.event === 'phase')).toBe(false);
  }, 120_000);

  it("the job refuses a target below the twin's table top, naming objective.parameters.target", async () => {
    const below = [0.2, -0.1, objects.table_height_m! - 0.01];
    const end = await startRlJob({ spec: spec(twinId, below), outputDir: join(scratch.path, 'below'), modelsDir: MODELS_DIR, seed: 1, sceneDir: twinOutput }).ended;
    expect(end.code).toBe(3);
    expect(end.events.at(-1)).toMatchObject({ event: 'error', code: 'spec_invalid', param: 'objective.parameters.target', message: expect.stringContaining("above the twin's table top") });
  }, 120_000);

  it('with objective.target it trains there: the scene puts the target marker at it and the report names it', async () => {
    const target = [0.2, -0.1, objects.table_height_m! + 0.08];
    const outputDir = join(scratch.path, 'with-target');
    const end = await startRlJob({ spec: spec(twinId, target), outputDir, modelsDir: MODELS_DIR, seed: 1, sceneDir: twinOutput }).ended;
    expect(end.code, end.stderr.slice(-3000)).toBe(0);
    const marker = await simPython<number[]>(PYTHON_TARGET, join(outputDir, 'scene', 'scene.xml'));
    marker.forEach((value, axis) => expect(value).toBeCloseTo(target[axis]!, 6));
    const report = JSON.parse(await readFile(join(outputDir, 'bundle', 'report.json'), 'utf8')) as { scene: Record<string, unknown> };
    expect(report.scene).toMatchObject({ twin_id: twinId, object: 'cube', target, target_source: 'objective.target' });
    // The evaluation's start randomisation, as PickPlaceEnv draws it: ±2 cm for the object, ±0.03 rad per arm joint.
    const evidence = JSON.parse(await readFile(join(outputDir, 'bundle', 'report.json'), 'utf8')) as { evaluation_config: { randomisation: Record<string, unknown>; seeds: number[] }; clip: { episodes: unknown[] } };
    expect(evidence.evaluation_config.randomisation).toMatchObject({ object_xy_jitter_m: 0.02, arm_joint_jitter_rad: 0.03 });
    expect(evidence.evaluation_config.seeds).toHaveLength(10);
    expect(evidence.clip.episodes).toHaveLength(4);
  }, 600_000);
});
