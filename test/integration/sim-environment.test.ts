import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSimulation } from '../../cli/setup/sim.js';
import { loadConfig, PROJECT_ROOT } from '../../core/config.js';
import { SIM_REQUIREMENTS } from '../../cli/setup/sim.js';
import { SIM_GL_FILE, SIM_REQUIREMENTS_MARKER } from '../../core/sim/environment.js';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { listRobots, robotForType } from '../../core/sim/models.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob, simPython } from '../helpers/twin-job.js';

describe('simulation environment set up by npm run setup', () => {
  it('a second setup run installs nothing: the requirements marker matches, the models are current', async () => {
    const lines: string[] = [];
    await ensureSimulation(loadConfig().dataDir, (line) => lines.push(line));
    expect(lines.filter((line) => /installing/.test(line))).toEqual([]);
    expect(lines).toContain('model so101 ok');
    const digest = createHash('sha256').update(await readFile(SIM_REQUIREMENTS)).digest('hex');
    expect((await readFile(SIM_REQUIREMENTS_MARKER, 'utf8')).trim()).toBe(digest);
    expect(['egl', 'osmesa']).toContain((await readFile(SIM_GL_FILE, 'utf8')).trim());
  });

  it('.venv-sim has the pinned packages, the CPU build of torch, and mujoco equal to the @mujoco/mujoco used from Node', async () => {
    const versions = await simPython<Record<string, string | boolean>>(
      `import json, torch, mujoco, gymnasium, stable_baselines3, onnx, onnxruntime
print(json.dumps({"torch": torch.__version__, "cuda": torch.backends.cuda.is_built(), "mujoco": mujoco.__version__, "sb3": stable_baselines3.__version__}))`,
      null,
    );
    const npmMujoco = JSON.parse(await readFile(join(PROJECT_ROOT, 'node_modules', '@mujoco', 'mujoco', 'package.json'), 'utf8')).version;
    expect(versions).toMatchObject({ torch: '2.13.0+cpu', cuda: false, mujoco: npmMujoco });
  });

  it('lists so101, panda and aloha with their joints and licences, and Koch as absent with the reason', async () => {
    const robots = await listRobots(MODELS_DIR);
    expect(robots.map((r) => [r.robot, r.available])).toEqual([['aloha', true], ['koch', false], ['panda', true], ['so101', true]]);
    const so101 = robots.find((r) => r.robot === 'so101');
    if (!so101?.available) throw new Error('so101 is not installed');
    expect(so101).toMatchObject({ license: 'Apache-2.0', source: { package: 'so101-nexus', version: '0.10.0' }, joints: ['shoulder_pan', 'shoulder_lift', 'elbow_flex', 'wrist_flex', 'wrist_roll', 'gripper'] });
    expect(await readFile(join(so101.dir, 'LICENSE'), 'utf8')).toMatch(/Apache License/);
    const koch = robots.find((r) => r.robot === 'koch')!;
    expect(koch.available === false && koch.reason).toMatch(/No Koch .* model/);
    expect(robotForType(robots, 'so101_follower')?.robot).toBe('so101');
    expect(robotForType(robots, 'koch_follower')?.available).toBe(false);
    expect(robotForType(robots, 'ur5')).toBeUndefined();
    for (const robot of robots.filter((r) => r.available)) expect(robot.available && robot.actuators.length).toBeGreaterThan(0);
  });
});

describe('twin job reads LeRobot v2.1 datasets too', () => {
  it('checks a v2.1 episode (per-episode parquet files)', async () => {
    const temp = await makeTempDir('twin-v21');
    try {
      const root = join(temp.path, 'dataset');
      await writeSyntheticDataset(root, { version: 'v2.1', episodes: 2, framesPerEpisode: [40, 50], cameras: [{ name: 'wrist', width: 64, height: 64 }, { name: 'front', width: 64, height: 64 }], tasks: ['reach'], seed: 3 });
      const run = await runTwinJob({ datasetRoot: root, episodeIndex: 1, outputDir: join(temp.path, 'out'), twinId: 'twin_v21', stopAfter: 'objects' });
      expect(run.code, run.stderr).toBe(0);
      expect(run.events.at(-1)).toMatchObject({ event: 'done', stopped_after: 'objects' });
      const check = JSON.parse(await readFile(join(temp.path, 'out', 'stages', 'check.json'), 'utf8'));
      expect(check.result.dataset).toMatchObject({ codebase_version: 'v2.1', episode_index: 1, frames: 50, task: 'reach' });
      expect(check.result.camera).toEqual({ scene: 'front', wrist: 'wrist', available: ['wrist', 'front'] });
    } finally {
      await temp.cleanup();
    }
  });
});
