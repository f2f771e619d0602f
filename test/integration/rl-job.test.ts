import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_PYTHON } from '../../core/sim/environment.js';
import { RL_PHASES, type RlJobEvent, type RlMetricsPoint } from '../../core/jobs/rl.js';
import { checkOnnxParity } from '../../kinds/rl_run/core/onnx-parity.js';
import { startRlJob, type RlJobEnd } from '../helpers/rl-job.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, simPython } from '../helpers/twin-job.js';

const exec = promisify(execFile);

/** A reach run small enough for a loaded two-core box: 4 rollouts of 8 envs x 128 steps, 20 evaluation episodes. */
const SHORT_SPEC = { robot: 'so101', objective: { name: 'reach' }, budget: { env_steps: 4096 }, ppo: { n_steps: 128, batch_size: 256, n_epochs: 2 }, evaluation: { episodes: 20 } };
/** A budget it never reaches: these runs are stopped by kill -9 and SIGTERM. */
const LONG_SPEC = { ...SHORT_SPEC, budget: { env_steps: 1_000_000 }, ppo: { n_steps: 64, batch_size: 256, n_epochs: 2 }, evaluation: { episodes: 10 } };

interface Report {
  verdict: string;
  checks: Array<{ name: string; passed: boolean; value: number | boolean }>;
  training: { env_steps: number; stop_reason: string; resumed_from: number | null };
  evaluation: { episodes: number; success_rate: number; final_distance_m: { mean: number } };
  judge: { engine: string; sentences: string[]; object_visible_fraction: number; final_distance_m: number };
  clip: { clip: string; frames: number; fps: number; hold_frames: number; poster: string; episodes: Array<{ seed: number; success: boolean; frames: number }> };
  evaluation_config: { episodes: number; seeds: number[]; episode_steps: number; randomisation: Record<string, unknown> };
  scene_hash: { sha256: string; files: number; method: string };
  packages: Record<string, string | null>;
}

function phasesOf(events: RlJobEvent[], kind: 'phase' | 'phase_done'): string[] {
  return events.flatMap((e) => (e.event === kind ? [e.phase] : []));
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

async function metricsOf(outputDir: string): Promise<RlMetricsPoint[]> {
  return (await readFile(join(outputDir, 'metrics.jsonl'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as RlMetricsPoint);
}

async function checkpointSteps(outputDir: string): Promise<number[]> {
  const names = await readdir(join(outputDir, 'checkpoints'));
  return names.flatMap((name) => /^step_(\d+)\.zip$/.exec(name)?.[1] ?? []).map(Number).sort((a, b) => a - b);
}

let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  await access(SIM_PYTHON).catch(() => {
    throw new Error(`${SIM_PYTHON} is missing: run npm run setup (it installs the simulation environment and the robot models)`);
  });
  scratch = await makeTempDir('rl-job');
});
afterAll(() => scratch?.cleanup());

describe('a short reach run on the SO-101', () => {
  let outputDir: string;
  let end: RlJobEnd;
  let report: Report;
  const bundle = () => join(outputDir, 'bundle');

  beforeAll(async () => {
    outputDir = join(scratch.path, 'short');
    end = await startRlJob({ spec: SHORT_SPEC, outputDir, modelsDir: MODELS_DIR, seed: 7, checkpointEverySteps: 1024 }).ended;
    expect(end.stderr.includes('Traceback') ? end.stderr : '').toBe('');
    report = await readJson<Report>(join(bundle(), 'report.json'));
  }, 600_000);

  it('runs the phases in order and ends with a done line', () => {
    expect(end.code).toBe(0);
    expect(end.unread).toEqual([]);
    expect(phasesOf(end.events, 'phase')).toEqual([...RL_PHASES]);
    expect(phasesOf(end.events, 'phase_done')).toEqual([...RL_PHASES]);
    const done = end.events.at(-1)!;
    expect(done).toMatchObject({ event: 'done', ok: true, env_steps: 4096, stop_reason: 'budget', bundle: 'bundle' });
  });

  it('writes a checkpoint (SB3 and ONNX) and an eval point at every interval', async () => {
    const checkpoints = end.events.flatMap((e) => (e.event === 'checkpoint' ? [e.env_steps] : []));
    expect(checkpoints).toEqual([1024, 2048, 3072, 4096]);
    expect(await checkpointSteps(outputDir)).toEqual([1024, 2048, 3072, 4096]);
    await access(join(outputDir, 'checkpoints', 'step_4096.onnx'));
    const metrics = await metricsOf(outputDir);
    expect(metrics.map((m) => m.env_steps)).toEqual([1024, 2048, 3072, 4096]);
    const last = metrics.at(-1)!;
    expect(Object.keys(last.reward_terms).sort()).toEqual(['action', 'distance', 'proximity']);
    expect(last.episodes).toBeGreaterThan(0);
    expect(last.success_rate).toBeGreaterThanOrEqual(0);
    expect(last.wall_seconds).toBeGreaterThan(metrics[0]!.wall_seconds);
  });

  it('reports a verdict with its checks, the evaluation and the judge', () => {
    expect(['pass', 'fail']).toContain(report.verdict);
    expect(report.checks.map((c) => c.name)).toEqual(['success_rate', 'onnx_parity', 'finite', 'joint_limit_time', 'action_smoothness']);
    expect(report.verdict).toBe(report.checks.every((c) => c.passed) ? 'pass' : 'fail');
    const parity = report.checks.find((c) => c.name === 'onnx_parity')!;
    expect(parity.passed).toBe(true);
    expect(parity.value as number).toBeLessThanOrEqual(1e-5);
    expect(report.checks.find((c) => c.name === 'finite')!.passed).toBe(true);
    expect(report.evaluation.episodes).toBe(20);
    expect(report.training).toMatchObject({ env_steps: 4096, stop_reason: 'budget' });
    expect(report.judge.engine).toBe('segmentation-v1');
    expect(report.judge.sentences.join(' ')).toMatch(/target/);
    expect(report.judge.sentences.join(' ')).toContain(`${(report.judge.final_distance_m * 100).toFixed(1)} cm from the target`);
  });

  it('bundles the policy, checkpoint, scene with licence, metrics, report and clip, each listed with bytes and sha256', async () => {
    const { files } = await readJson<{ files: Array<{ path: string; bytes: number; sha256: string }> }>(join(bundle(), 'files.json'));
    const paths = files.map((f) => f.path);
    for (const wanted of ['policy.onnx', 'checkpoint.zip', 'scene/scene.xml', 'scene/licenses/so101-LICENSE.txt', 'metrics.jsonl', 'report.json', 'clip.mp4', 'poster.jpg', 'parity.json']) {
      expect(paths).toContain(wanted);
    }
    for (const file of files) {
      const body = await readFile(join(bundle(), file.path));
      expect(body.length, file.path).toBe(file.bytes);
      expect(createHash('sha256').update(body).digest('hex'), file.path).toBe(file.sha256);
    }
  });

  it("runs policy.onnx in onnxruntime-node and matches the job's own torch outputs", async () => {
    const parity = await checkOnnxParity(bundle());
    expect(parity.pairs).toBe(16);
    expect(parity.maxAbsDifference).toBeLessThanOrEqual(1e-5);
    expect(new Set(parity.actions.map((a) => a.join(','))).size).toBeGreaterThan(1);
  });

  it('renders a clip that plays: H.264 yuv420p with the frames and fps the report states', async () => {
    const { stdout } = await exec('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,pix_fmt,r_frame_rate,nb_read_frames,width,height', '-of', 'json', join(bundle(), 'clip.mp4')]);
    const stream = (JSON.parse(stdout) as { streams: Array<Record<string, string | number>> }).streams[0]!;
    expect(stream).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', r_frame_rate: `${report.clip.fps}/1`, width: 480, height: 360 });
    expect(Number(stream.nb_read_frames)).toBe(report.clip.frames);
  });

  it('shows four evaluation episodes, each its 51 frames plus half a second holding its outcome, a failure among them when the evaluation had one', () => {
    expect(report.clip.episodes.map((e) => e.seed)).toHaveLength(4);
    expect(report.clip.episodes.every((e) => report.evaluation_config.seeds.includes(e.seed))).toBe(true);
    expect(report.clip.episodes.map((e) => e.frames)).toEqual(Array(4).fill(51 + report.clip.hold_frames));
    expect(report.clip.frames).toBe(4 * (51 + report.clip.hold_frames));
    if (report.evaluation.success_rate < 1) expect(report.clip.episodes.some((e) => !e.success)).toBe(true);
  });

  it('writes a poster frame into the bundle: a 480×360 JPEG', async () => {
    expect(report.clip.poster).toBe('poster.jpg');
    const poster = await readFile(join(bundle(), 'poster.jpg'));
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { stdout } = await exec('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'json', join(bundle(), 'poster.jpg')]);
    expect((JSON.parse(stdout) as { streams: unknown[] }).streams[0]).toMatchObject({ width: 480, height: 360 });
  });

  it('states its evidence: the evaluation seeds and randomisation, a scene hash a reader can recompute, package versions', async () => {
    expect(report.evaluation_config).toMatchObject({ episodes: 20, episode_steps: 100 });
    expect(report.evaluation_config.seeds).toEqual(Array.from({ length: 20 }, (_, i) => 1_000_000 + i));
    expect(String(report.evaluation_config.randomisation.target)).toContain('joint limits');
    const scene = join(bundle(), 'scene');
    const assets = (await readdir(join(scene, 'assets'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(scene.length + 1));
    const paths = ['scene.xml', ...assets].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const listing = await Promise.all(paths.map(async (path) => `${createHash('sha256').update(await readFile(join(scene, path))).digest('hex')}  ${path}\n`));
    expect(report.scene_hash).toMatchObject({ sha256: createHash('sha256').update(listing.join('')).digest('hex'), files: paths.length });
    expect(report.scene_hash.method).toContain('sha256sum');
    for (const name of ['python', 'mujoco', 'torch', 'stable-baselines3', 'gymnasium', 'numpy', 'onnx', 'onnxruntime']) expect(report.packages[name], name).toMatch(/^\d+\.\d+/);
  });
});

describe("the clip's episodes", () => {
  const CLIP_EPISODES = `
import json, sys
from jobs.rl.render import clip_episodes
print(json.dumps([clip_episodes(outcomes) for outcomes in json.loads(sys.argv[1])]))
`;
  it('are the first four evaluation episodes, the last swapped for the first failure when none of the four failed', async () => {
    const T = true;
    const F = false;
    const shown = await simPython<number[][]>(CLIP_EPISODES, [Array(10).fill(T), [T, T, T, T, T, F, T, F], [T, F, T, T, F], [F, F], Array(6).fill(F)]);
    expect(shown).toEqual([[0, 1, 2, 3], [0, 1, 2, 5], [0, 1, 2, 3], [0, 1], [0, 1, 2, 3]]);
  }, 120_000);
});

describe('a long reach run killed with -9, resumed, then stopped with SIGTERM', () => {
  let outputDir: string;
  let killedAt: number[];
  let resumed: RlJobEnd;

  beforeAll(async () => {
    outputDir = join(scratch.path, 'long');
    const first = startRlJob({ spec: LONG_SPEC, outputDir, modelsDir: MODELS_DIR, seed: 3, checkpointEverySteps: 1024 });
    await first.waitFor((e) => e.event === 'checkpoint');
    first.child.kill('SIGKILL');
    const killed = await first.ended;
    expect(killed.signal).toBe('SIGKILL');
    killedAt = await checkpointSteps(outputDir);

    const second = startRlJob({ spec: LONG_SPEC, outputDir, modelsDir: MODELS_DIR, seed: 3, checkpointEverySteps: 1024 });
    const resumedFrom = await second.waitFor((e) => e.event === 'resumed');
    expect(resumedFrom).toMatchObject({ env_steps: killedAt.at(-1) });
    await second.waitFor((e) => e.event === 'checkpoint' && e.env_steps > killedAt.at(-1)!);
    second.child.kill('SIGTERM');
    resumed = await second.ended;
  }, 600_000);

  it('the killed run left a checkpoint and no done line', () => {
    expect(killedAt.length).toBeGreaterThan(0);
    expect(killedAt[0]).toBe(1024);
  });

  it('the rerun skips build_env, continues training from the checkpoint, and SIGTERM still packages a policy', async () => {
    expect(resumed.code).toBe(0);
    expect(resumed.unread).toEqual([]);
    expect(resumed.events.find((e) => e.event === 'phase_done' && e.phase === 'build_env')).toMatchObject({ skipped: true });
    expect(phasesOf(resumed.events, 'phase')).toEqual(['training', 'evaluate', 'render', 'package']);
    const done = resumed.events.at(-1)!;
    expect(done).toMatchObject({ event: 'done', ok: true, stop_reason: 'canceled' });
    const report = await readJson<Report>(join(outputDir, 'bundle', 'report.json'));
    expect(report.training.stop_reason).toBe('canceled');
    expect(report.training.resumed_from).toBe(killedAt.at(-1));
    expect(report.training.env_steps).toBeGreaterThan(killedAt.at(-1)!);
    expect((await stat(join(outputDir, 'bundle', 'policy.onnx'))).size).toBeGreaterThan(1000);
    const parity = await checkOnnxParity(join(outputDir, 'bundle'));
    expect(parity.maxAbsDifference).toBeLessThanOrEqual(1e-5);
  });

  it('the curve has one point per checkpoint across the kill, none repeated', async () => {
    const steps = (await metricsOf(outputDir)).map((m) => m.env_steps);
    expect(steps).toEqual(await checkpointSteps(outputDir));
    expect(steps).toEqual([...new Set(steps)].sort((a, b) => a - b));
  });
});

describe('a run whose time limit has passed before training starts', () => {
  it('stops training at once, still evaluates and packages the policy it has, and says why', async () => {
    const outputDir = join(scratch.path, 'time-limit');
    const end = await startRlJob({ spec: LONG_SPEC, outputDir, modelsDir: MODELS_DIR, seed: 5, timeLimitS: 0.001 }).ended;
    expect(end.code).toBe(0);
    expect(end.unread).toEqual([]);
    expect(phasesOf(end.events, 'phase_done')).toEqual([...RL_PHASES]);
    expect(end.events.at(-1)).toMatchObject({ event: 'done', ok: true, stop_reason: 'time_limit', env_steps: 8 });
    const report = await readJson<Report & { notes: string[] }>(join(outputDir, 'bundle', 'report.json'));
    expect(report.training).toMatchObject({ stop_reason: 'time_limit', env_steps: 8 });
    expect(report.notes.join(' ')).toContain('time_limit');
    await access(join(outputDir, 'bundle', 'policy.onnx'));
  }, 300_000);
});

describe('bad input', () => {
  it('rejects an out-of-bounds objective parameter with exit 3 and the dotted field in param', async () => {
    const end = await startRlJob({ spec: { objective: { name: 'reach', parameters: { success_distance_m: 0.5 } } }, outputDir: join(scratch.path, 'bad-spec'), modelsDir: MODELS_DIR, seed: 1 }).ended;
    expect(end.code).toBe(3);
    expect(end.events.at(-1)).toMatchObject({ event: 'error', code: 'spec_invalid', resumable: false, param: 'objective.parameters.success_distance_m' });
  });

  it('names the robot when its model is not in the models folder', async () => {
    const end = await startRlJob({ spec: {}, outputDir: join(scratch.path, 'no-models'), modelsDir: join(scratch.path, 'empty-models'), seed: 1 }).ended;
    expect(end.code).toBe(3);
    expect(end.events.at(-1)).toMatchObject({ event: 'error', phase: 'build_env', code: 'robot_model_missing', param: 'robot' });
  });
});
