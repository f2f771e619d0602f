import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalGitHub } from '../../backends/hub/local-git.js';
import { DEMO_DATASET, DEMO_SEED, ensureDemoDatasets } from '../../cli/demo-datasets.js';
import { writeDemoDataset } from '../../jobs/demo/dataset.js';
import { SIM_PYTHON } from '../../core/sim/environment.js';
import { checkSceneInWasm } from '../../jobs/twin/validate-scene.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob, simPython, type TwinRun } from '../helpers/twin-job.js';

const exec = promisify(execFile);
const STAGES = ['check', 'kinematics', 'objects', 'calibrate', 'cameras', 'scene', 'validate', 'package'];

/** Loads an extracted scene.xml from disk in the Python bindings, starts at its keyframe and steps 2 s. */
const PYTHON_LOAD_AND_STEP = `
import json, sys, mujoco, numpy as np
model = mujoco.MjModel.from_xml_path(json.loads(sys.argv[1]))
data = mujoco.MjData(model)
mujoco.mj_resetDataKeyframe(model, data, model.key("episode_start").id)
for _ in range(int(2.0 / model.opt.timestep)):
    mujoco.mj_step(model, data)
print(json.dumps({"bodies": model.nbody, "time": data.time, "finite": bool(np.all(np.isfinite(data.qpos))), "cameras": [model.camera(i).name for i in range(model.ncam)]}))
`;

/**
 * The test's own grasp estimate, independent of the job: reads the parquet itself, takes the
 * longest run of frames where the gripper is commanded below 5 but reads above 8, and averages
 * the Menagerie SO-101's gripper site over that run's first five frames.
 */
const PYTHON_FK_GRASP = `
import json, sys, math, mujoco, numpy as np, pyarrow.parquet as pq, pathlib
args = json.loads(sys.argv[1])
table = pq.read_table(sorted(pathlib.Path(args["root"], "data").rglob("*.parquet"))[0]).to_pydict()
rows = [i for i, e in enumerate(table["episode_index"]) if e == args["episode"]]
action = np.array([table["action"][i] for i in rows]); state = np.array([table["observation.state"][i] for i in rows])
holding = (action[:, 5] < 5) & (state[:, 5] > 8)
best, start = (0, 0), None
for i, h in enumerate(list(holding) + [False]):
    if h and start is None: start = i
    if not h and start is not None:
        if i - start > best[1] - best[0]: best = (start, i)
        start = None
model = mujoco.MjModel.from_xml_path(args["mjcf"]); data = mujoco.MjData(model)
low, high = model.joint("gripper").range
points = []
for frame in range(best[0], best[0] + 5):
    data.qpos[:5] = [math.radians(v) for v in state[frame, :5]]
    data.qpos[5] = low + (high - low) * state[frame, 5] / 100
    mujoco.mj_kinematics(model, data)
    points.append(data.site("gripperframe").xpos.copy())
print(json.dumps({"pick": np.mean(points, axis=0).tolist(), "frames": int(best[1] - best[0])}))
`;

async function sha256(path: string): Promise<string> {
  return createHash('sha256').update(await readFile(path)).digest('hex');
}

function stageEvents(run: TwinRun, event: string): string[] {
  return run.events.filter((e) => e.event === event).map((e) => e.phase!);
}

let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  await access(SIM_PYTHON).catch(() => {
    throw new Error(`${SIM_PYTHON} is missing: run npm run setup (it installs the simulation environment and the robot models)`);
  });
  scratch = await makeTempDir('twin-job');
});
afterAll(() => scratch?.cleanup());

describe('twin job on the real SO-101 recording (episode 1)', () => {
  let outputDir: string;
  let first: TwinRun;
  let extracted: string;
  const twinId = 'twin_so101_ep1';

  beforeAll(async () => {
    outputDir = join(scratch.path, 'so101-ep1');
    first = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 1, outputDir, twinId });
    extracted = join(scratch.path, 'so101-ep1-extracted');
    await exec('mkdir', ['-p', extracted]);
    await exec('tar', ['-xzf', join(outputDir, `${twinId}.tar.gz`), '-C', extracted]);
  });

  it('runs every stage in order, each reporting a measurement, and ends with the archive and its sha256', async () => {
    expect(first.code, first.stderr).toBe(0);
    expect(stageEvents(first, 'phase')).toEqual(STAGES);
    expect(stageEvents(first, 'phase_done')).toEqual(STAGES);
    for (const done of first.events.filter((e) => e.event === 'phase_done')) {
      expect(done).toMatchObject({ ok: true, skipped: false, attempts: 1 });
      expect(done.measurement).toMatch(/\S/);
    }
    const done = first.events.at(-1)!;
    expect(done).toMatchObject({ event: 'done', ok: true, archive: `${twinId}.tar.gz` });
    expect(done.sha256).toBe(await sha256(join(outputDir, `${twinId}.tar.gz`)));
    expect(await readFile(join(outputDir, `${twinId}.tar.gz.sha256`), 'utf8')).toBe(`${done.sha256}  ${twinId}.tar.gz\n`);
    for (const stage of STAGES) expect(JSON.parse(await readFile(join(outputDir, 'stages', `${stage}.json`), 'utf8'))).toMatchObject({ phase: stage, ok: true });
  });

  it('extracts to <twin_id>/scene.xml with assets/, twin.json, the preview and the model licence; the file list matches the bytes', async () => {
    const top = await readdir(extracted);
    expect(top).toEqual([twinId]);
    const twinDir = join(extracted, twinId);
    expect((await readdir(twinDir)).sort()).toEqual(['assets', 'demonstration.json', 'licenses', 'preview.png', 'recording.json', 'replay.py', 'scene.xml', 'twin.json']);
    const assets = await readdir(join(twinDir, 'assets'));
    expect(assets.filter((name) => name.endsWith('.stl')).length).toBeGreaterThanOrEqual(15);
    expect(await readFile(join(twinDir, 'licenses', 'so101-LICENSE.txt'), 'utf8')).toMatch(/Apache License\s+Version 2\.0/);
    const png = await readFile(join(twinDir, 'preview.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(640);
    const listing = JSON.parse(await readFile(join(outputDir, 'files.json'), 'utf8')) as { files: { path: string; bytes: number; sha256: string }[] };
    expect(listing.files.map((f) => f.path)).toContain(`${twinId}/scene.xml`);
    for (const file of listing.files) {
      const path = join(extracted, file.path);
      expect((await stat(path)).size, file.path).toBe(file.bytes);
      expect(await sha256(path), file.path).toBe(file.sha256);
    }
  });

  it('the scene loads and steps in Python mujoco and in @mujoco/mujoco from Node', async () => {
    const twinDir = join(extracted, twinId);
    const python = await simPython<{ bodies: number; time: number; finite: boolean; cameras: string[] }>(PYTHON_LOAD_AND_STEP, join(twinDir, 'scene.xml'));
    expect(python.finite).toBe(true);
    expect(python.time).toBeGreaterThan(1.99);
    expect(python.cameras).toContain('scene');
    const wasm = await checkSceneInWasm(twinDir, { steps: 400 });
    expect(wasm).toMatchObject({ engine: '@mujoco/mujoco 3.14.0', finite: true, bodies: python.bodies });
    expect(wasm.simulatedSeconds).toBeGreaterThan(0);
  });

  it('twin.json states its engine, provenance, every assumption and the measurements', async () => {
    const twin = JSON.parse(await readFile(join(extracted, twinId, 'twin.json'), 'utf8'));
    expect(twin.engine.name).toBe('trajectory-v1');
    // Nothing a client downloads names a path on the server that built it (F6).
    const text = JSON.stringify(twin);
    for (const serverPath of [SO101_RECORD_TEST, MODELS_DIR, outputDir]) expect(text).not.toContain(serverPath);
    expect(twin.provenance.dataset).toMatchObject({ robot_type: 'so101_follower', episode_index: 1, frames: 374, fps: 30, codebase_version: 'v3.0' });
    expect(twin.provenance.robot_model.source).toEqual({ package: 'so101-nexus', version: '0.10.0', path: 'so101_nexus/assets/SO101_menagerie' });
    expect(twin.assumptions.length).toBeGreaterThanOrEqual(6);
    expect(twin.assumptions.join('\n')).toMatch(/degrees/);
    expect(twin.assumptions.join('\n')).toMatch(/jaw gap/);
    const rmse = twin.measurements.validate.replay.rmse_deg as Record<string, number>;
    expect(Object.keys(rmse)).toEqual(['shoulder_pan', 'shoulder_lift', 'elbow_flex', 'wrist_flex', 'wrist_roll', 'gripper']);
    // The real arm tracks its commands within a few degrees; so must the replay, or the twin's physics is off.
    for (const value of Object.values(rmse)) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(15);
    }
    expect(twin.measurements.validate.settle.max_joint_drift_deg).toBeLessThan(5);
    expect(twin.measurements.validate.wasm).toMatchObject({ ran: true, finite: true });
    expect(twin.measurements.kinematics.rest_penetration_mm).toBeGreaterThan(0);
    expect(twin.measurements.objects.object_size_m).toBeGreaterThan(0.012);
    expect(twin.measurements.objects.object_size_m).toBeLessThan(0.03);
    expect(twin.stages.map((s: { stage: string }) => s.stage)).toEqual(STAGES.slice(0, -1));
  });

  it('without the videos (the fixture has none), each recorded camera is unsolved with its reason at its declared resolution; the scene says its camera is not a real one', async () => {
    const twin = JSON.parse(await readFile(join(extracted, twinId, 'twin.json'), 'utf8'));
    expect(twin.cameras.map((c: { key: string; solved: boolean; width: number; height: number }) => [c.key, c.solved, c.width, c.height])).toEqual([['front', false, 640, 480], ['top', false, 640, 480]]);
    for (const camera of twin.cameras) expect(camera.reason).toMatch(/no video file/);
    expect(twin.scene.cameras).toEqual([]);
    expect(twin.assumptions.join('\n')).toMatch(/No recorded camera could be solved.*not a real camera's viewpoint/);
    const python = await simPython<{ cameras: string[] }>(PYTHON_LOAD_AND_STEP, join(extracted, twinId, 'scene.xml'));
    expect(python.cameras).not.toContain('front');
    expect(python.cameras).not.toContain('top');
  });

  it('puts the pick position within 2 cm of a forward-kinematics grasp estimate computed here', async () => {
    const twin = JSON.parse(await readFile(join(extracted, twinId, 'twin.json'), 'utf8'));
    const ours = await simPython<{ pick: number[]; frames: number }>(PYTHON_FK_GRASP, { root: SO101_RECORD_TEST, episode: 1, mjcf: join(MODELS_DIR, 'so101', 'so101.xml') });
    expect(ours.frames).toBeGreaterThan(10);
    const pick = twin.measurements.objects.pick as number[];
    const distance = Math.hypot(...pick.map((v, i) => v - ours.pick[i]!));
    expect(distance).toBeLessThan(0.02);
    const object = twin.measurements.objects.objects[0];
    expect(Math.hypot(object.pos[0] - ours.pick[0]!, object.pos[1] - ours.pick[1]!)).toBeLessThan(0.02);
  });

  it('a rerun skips every finished stage and leaves the archive as it was', async () => {
    const again = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 1, outputDir, twinId });
    expect(again.code, again.stderr).toBe(0);
    expect(stageEvents(again, 'phase')).toEqual([]);
    expect(again.events.filter((e) => e.event === 'phase_done').map((e) => [e.phase, e.skipped])).toEqual(STAGES.map((s) => [s, true]));
    expect(again.events.at(-1)!.sha256).toBe(first.events.at(-1)!.sha256);
  });

  it('resumes from the first unfinished stage: finished stages are skipped, the rest run once more', async () => {
    await rm(join(outputDir, 'stages', 'validate.json'));
    await rm(join(outputDir, 'stages', 'package.json'));
    const resumed = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 1, outputDir, twinId });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(stageEvents(resumed, 'phase')).toEqual(['validate', 'package']);
    expect(resumed.events.filter((e) => e.event === 'phase_done' && e.skipped).map((e) => e.phase)).toEqual(['check', 'kinematics', 'objects', 'calibrate', 'cameras', 'scene']);
  });
});

describe('twin job on the demo dataset (episode 0, seeded in a local hub exactly as setup does)', () => {
  it('finds the cube where the script picked it and the release over the box; the scene loads in both engines', async () => {
    const hub = new LocalGitHub({ hubDir: join(scratch.path, 'hub'), cacheDir: join(scratch.path, 'hub-cache') });
    await ensureDemoDatasets(hub);
    const checkout = await hub.checkout(DEMO_DATASET, (await hub.resolve(DEMO_DATASET)).commit);
    // Episode 0 of any run with the demo's seed is the same episode: what the script did there.
    const script = (await writeDemoDataset(join(scratch.path, 'demo-truth'), { modelsDir: MODELS_DIR, episodes: 1, seed: DEMO_SEED })).episodes[0]!;
    const outputDir = join(scratch.path, 'demo-ep0');
    const run = await runTwinJob({ datasetRoot: checkout, episodeIndex: 0, outputDir, twinId: 'twin_demo_ep0' });
    expect(run.code, run.stderr).toBe(0);
    expect(stageEvents(run, 'phase_done')).toEqual(STAGES);
    const twin = JSON.parse(await readFile(join(outputDir, 'twin_demo_ep0', 'twin.json'), 'utf8'));
    expect(twin.provenance.dataset).toMatchObject({ frames: script.frames, task: 'Pick the orange cube and place it in the box' });
    const objects = twin.measurements.objects;
    expect(objects.objects).toHaveLength(1);
    expect(objects.release).not.toBeNull();
    // Where the cube was when the jaws closed on it (the moving jaw pushes it ~8 mm from where it stood).
    const [cubeX, cubeY] = script.grasp!.cube_at_first;
    const [boxX, boxY] = script.layout.box_xy;
    expect(Math.hypot(objects.pick[0] - cubeX!, objects.pick[1] - cubeY!), 'pick vs the cube the script picked').toBeLessThan(0.01);
    expect(Math.hypot(objects.objects[0].pos[0] - cubeX!, objects.objects[0].pos[1] - cubeY!)).toBeLessThan(0.01);
    expect(Math.hypot(objects.release[0] - boxX, objects.release[1] - boxY), 'release vs the box').toBeLessThan(0.03);
    // The jaw gap at the grasp is the cube's 2.5 cm side, within the jaws' squeeze.
    expect(objects.object_size_m).toBeGreaterThan(0.02);
    expect(objects.object_size_m).toBeLessThan(0.03);
    expect(twin.measurements.validate.wasm).toMatchObject({ ran: true, finite: true });
    const wasm = await checkSceneInWasm(join(outputDir, 'twin_demo_ep0'));
    expect(wasm.finite).toBe(true);
    // The build calibrates the demo's two cameras (the cameras stage, up to a minute each on two cores), or takes
    // them from the test run's store when another file solved them first.
    expect(twin.cameras.map((c: { key: string; solved: boolean }) => [c.key, c.solved])).toEqual([['front', true], ['top', true]]);

    // A rebuild of the same episode reuses the stored solutions: the same cameras and the same plate, no new solve.
    const again = await runTwinJob({ datasetRoot: checkout, episodeIndex: 0, outputDir: join(scratch.path, 'demo-ep0-again'), twinId: 'twin_demo_ep0' });
    expect(again.code, again.stderr).toBe(0);
    const camerasDone = again.events.find((e) => e.event === 'phase_done' && e.phase === 'cameras')!;
    expect(camerasDone.measurement).toMatch(/front: .*a stored solution of the same recording; top: .*a stored solution of the same recording/);
    const rebuilt = JSON.parse(await readFile(join(scratch.path, 'demo-ep0-again', 'twin_demo_ep0', 'twin.json'), 'utf8'));
    const solution = (c: { fit: Record<string, unknown> }) => ({ ...c, fit: { ...c.fit, seconds: null, reused: null } });
    expect(rebuilt.cameras.map(solution)).toEqual(twin.cameras.map(solution));
    for (const key of ['front', 'top']) {
      const plate = (dir: string) => readFile(join(scratch.path, dir, 'twin_demo_ep0', 'cameras', key, 'plate.png'));
      expect((await plate('demo-ep0-again')).equals(await plate('demo-ep0'))).toBe(true);
    }
  }, 900_000);
});

describe('twin job config', () => {
  it('objects and table height given in config win over what the episode suggests', async () => {
    const outputDir = join(scratch.path, 'config-objects');
    const config = { table_height_m: -0.02, objects: [{ name: 'cup', size_m: [0.05, 0.05, 0.08], pos: [0.25, -0.05] }] };
    const run = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 0, outputDir, twinId: 'twin_cfg', config, stopAfter: 'objects' });
    expect(run.code, run.stderr).toBe(0);
    const objects = JSON.parse(await readFile(join(outputDir, 'stages', 'objects.json'), 'utf8'));
    expect(objects.result.objects).toEqual([{ name: 'cup', shape: 'box', size_m: [0.05, 0.05, 0.08], pos: [0.25, -0.05, 0.02], source: 'config' }]);
    expect(objects.assumptions.join('\n')).toMatch(/config\.objects/);
    const kinematics = JSON.parse(await readFile(join(outputDir, 'stages', 'kinematics.json'), 'utf8'));
    expect(kinematics.result).toMatchObject({ table_height_m: -0.02, table_height_source: 'config' });
  });
});

describe('twin job errors', () => {
  it('fails a Koch recording at check, not resumable, naming the missing model; nothing is built', async () => {
    const koch = join(scratch.path, 'koch-dataset');
    await exec('cp', ['-r', SO101_RECORD_TEST, koch]);
    const infoPath = join(koch, 'meta', 'info.json');
    const info = JSON.parse(await readFile(infoPath, 'utf8'));
    await writeFile(infoPath, JSON.stringify({ ...info, robot_type: 'koch_follower' }));
    const outputDir = join(scratch.path, 'koch-out');
    const run = await runTwinJob({ datasetRoot: koch, episodeIndex: 0, outputDir, twinId: 'twin_koch' });
    expect(run.code).toBe(3);
    expect(run.events.map((e) => e.event)).toEqual(['phase', 'error']);
    expect(run.events[1]).toMatchObject({ phase: 'check', code: 'robot_model_missing', resumable: false });
    expect(run.events[1]!.message).toMatch(/koch_follower.*no MuJoCo model.*Koch/);
    await expect(access(join(outputDir, 'twin_koch.tar.gz'))).rejects.toThrow();
  });

  it('names the bad field of a config it cannot use', async () => {
    const run = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 0, outputDir: join(scratch.path, 'bad-config'), twinId: 'twin_bad', config: { objects: [{ pos: [0.2] }] }, stopAfter: 'objects' });
    expect(run.code).toBe(3);
    // Checked against the config's schema before any stage runs, the field named as the API names it.
    expect(run.events.at(-1)).toMatchObject({ event: 'error', phase: null, code: 'config_invalid', param: 'config.objects.0.pos', resumable: false });
    expect(run.events.some((event) => event.event === 'phase')).toBe(false);
    const outOfRange = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 4, outputDir: join(scratch.path, 'bad-episode'), twinId: 'twin_bad' });
    expect(outOfRange.events.at(-1)).toMatchObject({ event: 'error', code: 'episode_not_found', param: 'episode_index', resumable: false });
  });
});
