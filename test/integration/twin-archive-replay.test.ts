import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { SIM_PYTHON, simJobEnv } from '../../core/sim/environment.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { runTwinJob, type TwinRun } from '../helpers/twin-job.js';

const exec = promisify(execFile);
const twinId = 'twin_replay_ep3';

interface ClaimedObject {
  max_lift_m: number;
  release_error_m: number;
}

/** Runs the archive's replay.py as a user would: the project's .venv-sim Python, in the extracted twin folder. */
async function replayInArchive(twinDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await exec(SIM_PYTHON, ['replay.py', ...args], { cwd: twinDir, env: { ...process.env, ...simJobEnv() }, maxBuffer: 1 << 24 });
  return stdout;
}

function figure(stdout: string, name: string): number {
  const match = new RegExp(`${name} (\\d+\\.\\d+)`).exec(stdout);
  expect(match, `no "${name}" in:\n${stdout}`).not.toBeNull();
  return Number(match![1]);
}

let scratch: { path: string; cleanup: () => Promise<void> };
let build: TwinRun;
let twinDir: string;
let claimed: ClaimedObject;

beforeAll(async () => {
  scratch = await makeTempDir('twin-archive-replay');
  const outputDir = join(scratch.path, 'build');
  build = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 3, outputDir, twinId });
  expect(build.code, `${JSON.stringify(build.events.at(-1))}\n${build.stderr}`).toBe(0);
  const extracted = join(scratch.path, 'extracted');
  await exec('mkdir', ['-p', extracted]);
  await exec('tar', ['-xzf', join(outputDir, `${twinId}.tar.gz`), '-C', extracted]);
  twinDir = join(extracted, twinId);
  const validate = JSON.parse(await readFile(join(outputDir, 'stages', 'validate.json'), 'utf8'));
  claimed = validate.result.replay.objects[0];
});
afterAll(() => scratch?.cleanup());

// Issue 30, item 6: a user who downloads a twin of real episode 3 reproduces its claim with one command.
describe('the twin archive replays itself (real recording, episode 3)', () => {
  it('ships replay.py, the recording and a machine-readable servo model, and nothing in them needs the dataset', async () => {
    expect(await readFile(join(twinDir, 'replay.py'), 'utf8')).toBe(await readFile(join(PROJECT_ROOT, 'jobs', 'twin', 'replay.py'), 'utf8'));
    const twin = JSON.parse(await readFile(join(twinDir, 'twin.json'), 'utf8'));
    const recording = JSON.parse(await readFile(join(twinDir, twin.replay.recording), 'utf8'));
    expect(recording).toMatchObject({ episode_index: 3, fps: 30, frames: 373 });
    expect(recording.action).toHaveLength(373);
    expect(recording['observation.state']).toHaveLength(373);
    expect(twin.replay.columns.map((c: { joint: string }) => c.joint)).toEqual(['shoulder_pan', 'shoulder_lift', 'elbow_flex', 'wrist_flex', 'wrist_roll', 'gripper']);
    expect(twin.replay.columns.at(-1)).toMatchObject({ name: 'gripper.pos', actuator: 'gripper', unit: 'percent_of_range' });
    const servo = twin.replay.servo.joints as { joint: string; lag_frames: number; gain: number; offset_deg: number; residual_deg: number }[];
    expect(servo.map((s) => s.joint)).toEqual(twin.replay.columns.map((c: { joint: string }) => c.joint));
    // The follower lags its leader by a few frames on every arm joint (measured: 4-5 frames on this episode).
    for (const joint of servo.slice(0, 5)) expect(joint.lag_frames).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(twin)).not.toContain(SO101_RECORD_TEST);
  });

  it('python replay.py prints the lift (>= 2 cm) and the release error (<= 3 cm) that validate reports, to the printed digit', async () => {
    const stdout = await replayInArchive(twinDir);
    const lift = figure(stdout, 'max_lift_m');
    const releaseError = figure(stdout, 'release_error_m');
    expect(lift).toBeGreaterThanOrEqual(0.02);
    expect(releaseError).toBeLessThanOrEqual(0.03);
    expect(lift).toBe(claimed.max_lift_m);
    expect(releaseError).toBe(claimed.release_error_m);
    expect(stdout).toMatch(/reproduced: yes/);
    expect(stdout).toMatch(/this replay matches it/);
  });

  it('--no-servo-model replays the raw actions and prints what they give: not the twin\'s claim', async () => {
    const stdout = await replayInArchive(twinDir, '--no-servo-model');
    expect(stdout).toMatch(/raw recorded action/);
    const lift = figure(stdout, 'max_lift_m');
    expect(lift).not.toBe(claimed.max_lift_m);
    expect(lift).toBeLessThan(claimed.max_lift_m);
    expect(figure(stdout, 'release_error_m')).not.toBe(claimed.release_error_m);
  });

  it('--camera scene --out DIR writes the rendered frames as PNG files; an unknown camera is refused with the cameras there are', async () => {
    const out = join(scratch.path, 'frames');
    const stdout = await replayInArchive(twinDir, '--camera', 'scene', '--out', out, '--every', '40');
    const files = (await readdir(out)).sort();
    expect(files).toHaveLength(Math.ceil(373 / 40));
    expect(files[0]).toBe('scene_00000.png');
    expect(stdout).toMatch(new RegExp(`wrote ${files.length} frames of camera scene`));
    const first = await readFile(join(out, files[0]!));
    const last = await readFile(join(out, files.at(-1)!));
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect(first.readUInt32BE(16)).toBe(640);
    expect(first.readUInt32BE(20)).toBe(480);
    expect(first.equals(last)).toBe(false);
    const refused = await replayInArchive(twinDir, '--camera', 'no_such_camera', '--out', out).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).not.toBe(0);
    expect(refused?.stderr).toMatch(/no camera of that name \(it has: scene/);
  });
});
