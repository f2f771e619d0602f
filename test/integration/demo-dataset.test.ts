import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataset, readEpisodeFrames } from '../../core/lerobot/index.js';
import { decodeRgbFrames } from '../../core/media/decode.js';
import { probeVideo } from '../../core/media/probe.js';
import { DEMO_TASK, writeDemoDataset, type DemoDatasetResult } from '../../jobs/demo/dataset.js';
import { lerobotPython, lerobotSkipReason } from '../helpers/lerobot-python.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { requireSimEnvironment } from '../helpers/twins.js';

/**
 * The demo dataset `npm start` seeds: the SO-101 MuJoCo model scripted to pick the orange cube and
 * put it in the box, recorded as LeRobot records the real arm. Read back with our own reader and
 * decoder (and LeRobot's, where `npm run setup:lerobot` installed it).
 */
const JOINTS = ['shoulder_pan.pos', 'shoulder_lift.pos', 'elbow_flex.pos', 'wrist_flex.pos', 'wrist_roll.pos', 'gripper.pos'];
const lerobotSkip = lerobotSkipReason();
if (lerobotSkip) console.warn(`[demo-dataset.test] LeRobot check SKIPPED: ${lerobotSkip}`);

let scratch: { path: string; cleanup: () => Promise<void> };
let demo: DemoDatasetResult;

beforeAll(async () => {
  await requireSimEnvironment();
  scratch = await makeTempDir('demo-dataset');
  demo = await writeDemoDataset(join(scratch.path, 'demo'), { modelsDir: MODELS_DIR });
});
afterAll(() => scratch?.cleanup());

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name))).sort();
}

async function digests(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await filesUnder(root)) out[file] = createHash('sha256').update(await readFile(join(root, file))).digest('hex');
  return out;
}

/** Pixels of frame `index` that are the cube's orange (strong red, some green, little blue). */
function orangePixels(rgb: Buffer, width: number, height: number, index: number): number {
  const start = index * width * height * 3;
  let count = 0;
  for (let i = start; i < start + width * height * 3; i += 3) if (rgb[i]! > 170 && rgb[i + 1]! > 40 && rgb[i + 1]! < 140 && rgb[i + 2]! < 60) count++;
  return count;
}

describe('the demo dataset (scripted SO-101 pick-and-place in MuJoCo)', () => {
  it('is a LeRobot v3.0 dataset of 6 episodes at 30 fps, so101_follower, one task, two 320×240 AV1 cameras, under 10 MB', async () => {
    const dataset = await openDataset(demo.root);
    expect(dataset).toMatchObject({ version: 'v3.0', fps: 30, robotType: 'so101_follower', tasks: [DEMO_TASK], stateDim: 6, actionDim: 6, warnings: [] });
    expect(dataset.episodes).toHaveLength(6);
    expect(dataset.cameras.map((camera) => [camera.key, camera.width, camera.height, camera.codec, camera.pixFmt])).toEqual([
      ['observation.images.front', 320, 240, 'av1', 'yuv420p'],
      ['observation.images.top', 320, 240, 'av1', 'yuv420p'],
    ]);
    expect(dataset.features['observation.state']!.names).toEqual(JOINTS);
    expect(dataset.features.action!.names).toEqual(JOINTS);
    expect(dataset.episodes.map((episode) => episode.length)).toEqual(demo.episodes.map((episode) => episode.frames));
    for (const episode of dataset.episodes) expect(episode.length).toBeGreaterThan(200);
    let bytes = 0;
    for (const file of await filesUnder(demo.root)) bytes += (await stat(join(demo.root, file))).size;
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });

  it('every episode holds a grasp: the gripper commanded shut (< 5) reads open (> 8) for over a second while the cube is lifted and put in the box', async () => {
    const dataset = await openDataset(demo.root);
    for (const [index, truth] of demo.episodes.entries()) {
      const rows = await readEpisodeFrames(dataset, index);
      const state = rows.map((row) => row['observation.state'] as number[]);
      const action = rows.map((row) => row.action as number[]);
      expect(state.every((vector) => vector.length === 6) && action.every((vector) => vector.length === 6)).toBe(true);
      const held = state.map((vector, frame) => action[frame]![5]! < 5 && vector[5]! > 8);
      const first = held.indexOf(true);
      const last = held.lastIndexOf(true);
      expect(first, `episode ${index}`).toBeGreaterThan(0);
      expect(held.slice(first, last + 1).every(Boolean), `episode ${index}: one unbroken grasp`).toBe(true);
      expect(last - first + 1).toBeGreaterThan(30);
      expect([first, last]).toEqual([truth.grasp!.first_frame, truth.grasp!.last_frame]);
      // While held, the jaws stand where a 2.5 cm cube stops them (0..100 over the jaw's range).
      for (const vector of state.slice(first, last + 1)) expect(vector[5]).toBeGreaterThan(10), expect(vector[5]).toBeLessThan(25);
      expect(truth.cube_max_z).toBeGreaterThan(0.05);
      const [boxX, boxY] = truth.layout.box_xy;
      expect(Math.hypot(truth.cube_end[0]! - boxX, truth.cube_end[1]! - boxY), `episode ${index}: cube ends in the box`).toBeLessThan(0.03);
      expect(truth.cube_end[2]).toBeLessThan(0.02);
    }
  });

  it('state and action are in LeRobot SO-101 units: degrees within the model joints, gripper 0..100; the state follows the action', async () => {
    const dataset = await openDataset(demo.root);
    const rows = await readEpisodeFrames(dataset, 0);
    const state = rows.map((row) => row['observation.state'] as number[]);
    const action = rows.map((row) => row.action as number[]);
    const limitsDeg = [110, 100, 97, 95, 157];
    for (const vector of [...state, ...action]) {
      vector.slice(0, 5).forEach((value, joint) => expect(Math.abs(value)).toBeLessThanOrEqual(limitsDeg[joint]!));
      expect(vector[5]).toBeGreaterThanOrEqual(-0.5);
      expect(vector[5]).toBeLessThanOrEqual(100.5);
    }
    // The arm moves tens of degrees, and its measured joints stay within a few degrees of the commands.
    const pan = state.map((vector) => vector[0]!);
    expect(Math.max(...pan) - Math.min(...pan)).toBeGreaterThan(30);
    for (const [frame, vector] of state.entries()) for (let joint = 0; joint < 5; joint++) expect(Math.abs(vector[joint]! - action[frame]![joint]!)).toBeLessThan(6);
    expect(action.map((vector) => vector[5]!)).toContain(0);
    expect(Math.max(...action.map((vector) => vector[5]!))).toBeCloseTo(45, 3);
  });

  it('both cameras decode to every frame, show the orange cube at the start and a moving robot', async () => {
    const dataset = await openDataset(demo.root);
    for (const camera of dataset.cameras) {
      const path = join(demo.root, dataset.episodes[0]!.videos[camera.key]!.path);
      const probe = await probeVideo(path, { countFrames: true });
      expect(probe).toMatchObject({ codec: 'av1', width: 320, height: 240, pixFmt: 'yuv420p', frames: dataset.totalFrames });
      const decoded = await decodeRgbFrames(path, { width: 320, height: 240, maxFrames: 150 });
      expect(orangePixels(decoded.rgb, 320, 240, 0), camera.key).toBeGreaterThan(15);
      const frameBytes = 320 * 240 * 3;
      let changed = 0;
      for (let i = 0; i < frameBytes; i++) if (Math.abs(decoded.rgb[i]! - decoded.rgb[140 * frameBytes + i]!) > 40) changed++;
      expect(changed / (320 * 240), `${camera.key}: the arm has moved between frame 0 and 140`).toBeGreaterThan(0.02);
    }
  });

  it('is deterministic: the same seed gives the same bytes, data and videos alike', async () => {
    const a = await writeDemoDataset(join(scratch.path, 'again-a'), { modelsDir: MODELS_DIR, episodes: 1, seed: 3 });
    const b = await writeDemoDataset(join(scratch.path, 'again-b'), { modelsDir: MODELS_DIR, episodes: 1, seed: 3 });
    const c = await writeDemoDataset(join(scratch.path, 'again-c'), { modelsDir: MODELS_DIR, episodes: 1, seed: 4 });
    const [da, db, dc] = [await digests(a.root), await digests(b.root), await digests(c.root)];
    expect(Object.keys(da)).toContain('data/chunk-000/file-000.parquet');
    expect(db).toEqual(da);
    expect(dc['data/chunk-000/file-000.parquet']).not.toBe(da['data/chunk-000/file-000.parquet']);
  });

  it("LeRobot's LeRobotDataset opens it and decodes both cameras", (ctx) => {
    ctx.skip(lerobotSkip !== null, lerobotSkip ?? undefined);
    const opener = fileURLToPath(new URL('../helpers/lerobot_open.py', import.meta.url));
    const result = spawnSync(lerobotPython, [opener, demo.root], { encoding: 'utf8', timeout: 300_000, env: { ...process.env, HF_HUB_OFFLINE: '1' } });
    expect(result.status, result.stderr.slice(-2000)).toBe(0);
    const opened = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { version: string; episodes: number; frames: number; cameras: Record<string, number[]> };
    expect(opened).toMatchObject({ version: 'v3.0', episodes: 6, frames: demo.episodes.reduce((sum, episode) => sum + episode.frames, 0) });
    expect(opened.cameras).toEqual({ 'observation.images.front': [3, 240, 320], 'observation.images.top': [3, 240, 320] });
  });
});
