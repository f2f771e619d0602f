import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TRAINER, nodeProgram } from '../../backends/compute/local.js';
import type { EvaluationEpisode, EvaluationInterval } from '../../core/jobs/evaluation.js';
import { runEvaluationJob } from '../helpers/evaluation-job.js';
import { startRlJob } from '../helpers/rl-job.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob, simPython } from '../helpers/twin-job.js';

interface Report {
  verdict: 'pass' | 'fail';
  success_rate: number;
  successes: number;
  episodes: number;
  interval: EvaluationInterval;
  threshold: number;
  checks: { name: string; passed: boolean }[];
  seeds: number[];
  randomisation: Record<string, { value: number; default: number }>;
  scene_hash: { sha256: string };
  policy: { kind: string; sees_object: boolean; checksum: { sha256: string }; note: string | null };
  packages: Record<string, string | null>;
  clip_grid: { clip: string; poster: string; episodes: { seed: number; success: boolean }[]; judge: { sentences: string[] } };
}

let scratch: { path: string; cleanup: () => Promise<void> };
let twinDir: string;
let checkpoint: string;

/** A one-layer actor exported as an RL run's policy.onnx is: input `observation` (batch × size), output `action`. */
const PYTHON_ONNX_ACTOR = `
import json, sys, torch
args = json.loads(sys.argv[1])
torch.manual_seed(0)
actor = torch.nn.Sequential(torch.nn.Linear(args["inputs"], args["outputs"]), torch.nn.Tanh())
torch.onnx.export(actor, (torch.zeros(1, args["inputs"]),), args["path"], input_names=["observation"], output_names=["action"],
                  dynamic_axes={"observation": {0: "batch"}, "action": {0: "batch"}}, opset_version=17, dynamo=False)
print(json.dumps({"ok": True}))
`;

function train(outputDir: string): Promise<number | null> {
  const [program, ...args] = nodeProgram(BUILTIN_TRAINER, [`--dataset.root=${SO101_RECORD_TEST}`, `--output_dir=${outputDir}`, '--steps=200', '--batch_size=32', '--save_freq=200', '--log_freq=100']);
  const child = spawn(program!, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve) => child.on('close', resolve));
}

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;
const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

beforeAll(async () => {
  scratch = await makeTempDir('evaluation-job');
  twinDir = join(scratch.path, 'twin');
  const [twin, trained] = await Promise.all([
    runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 1, outputDir: twinDir, twinId: 'twin_evaluationjob', config: { calibrate_cameras: false } }),
    train(join(scratch.path, 'train')),
  ]);
  expect(twin.code, twin.stderr.slice(-2000)).toBe(0);
  expect(trained).toBe(0);
  checkpoint = join(scratch.path, 'train', 'checkpoints', '000200');
}, 300_000);
afterAll(() => scratch.cleanup());

describe('the evaluation job', () => {
  it('runs the built-in policy in the twin: per-episode rows, a Wilson interval, a clip grid with a failure, a report; the same request gives the same figures', async () => {
    const input = { policy: checkpoint, twin_dir: twinDir, models_dir: MODELS_DIR, episodes: 3, randomisation: { object_yaw_deg: 15, light_scale: 0.2 } };
    const [first, second] = [join(scratch.path, 'eval-1'), join(scratch.path, 'eval-2')];
    const run = await runEvaluationJob({ ...input, output_dir: first });
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    const episodes = await readJson<EvaluationEpisode[]>(join(first, 'episodes.json'));
    expect(episodes.map((e) => e.seed)).toEqual([1_000_000, 1_000_001, 1_000_002]);
    for (const episode of episodes) {
      expect(episode.steps).toBe(300); // pick_place's 500 steps at 50 Hz are 10 s: 300 frames at the dataset's 30 fps
      expect(episode.lift_m).toBeGreaterThanOrEqual(0);
      expect(episode.place_error_m).toBeGreaterThan(0);
      expect(episode.failure_mode === null).toBe(episode.success);
    }
    expect(run.events.filter((e) => e.event === 'episode')).toHaveLength(3);
    const report = await readJson<Report>(join(first, 'report.json'));
    const successes = episodes.filter((e) => e.success).length;
    expect(report.successes).toBe(successes);
    expect(report.success_rate).toBeCloseTo(successes / 3, 10);
    expect(report.interval.low).toBeLessThanOrEqual(report.success_rate);
    expect(report.interval.high).toBeGreaterThanOrEqual(report.success_rate);
    expect(report.interval.high - report.interval.low).toBeGreaterThan(0.3); // three episodes say little, and the interval shows it
    expect(report.threshold).toBe(0.8);
    expect(report.checks.map((c) => c.name)).toContain('success_rate');
    expect(report.seeds).toEqual([1_000_000, 1_000_001, 1_000_002]);
    expect(report.randomisation.object_yaw_deg!.value).toBe(15);
    expect(report.randomisation.object_xy_m!.value).toBe(report.randomisation.object_xy_m!.default);
    expect(report.policy.kind).toBe('builtin_mlp');
    expect(report.policy.sees_object).toBe(false);
    expect(report.policy.note).toMatch(/not where the object is/);
    const files = [`${await sha256(join(checkpoint, 'pretrained_model', 'config.json'))}  config.json\n`, `${await sha256(join(checkpoint, 'pretrained_model', 'model.safetensors'))}  model.safetensors\n`].sort();
    expect(report.policy.checksum.sha256).toBe(createHash('sha256').update(files.join('')).digest('hex'));
    expect(report.scene_hash.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(report.packages.mujoco).toBeTruthy();
    expect(report.clip_grid.episodes.map((e) => e.seed)).toEqual(report.seeds);
    if (successes < 3) expect(report.clip_grid.episodes.some((e) => !e.success)).toBe(true);
    expect(report.clip_grid.judge.sentences.length).toBeGreaterThan(2);
    expect((await stat(join(first, 'clip_grid.mp4'))).size).toBeGreaterThan(10_000);
    expect((await stat(join(first, 'clip_grid.jpg'))).size).toBeGreaterThan(5_000);

    const again = await runEvaluationJob({ ...input, output_dir: second });
    expect(again.code, again.stderr.slice(-2000)).toBe(0);
    expect(await readFile(join(second, 'episodes.json'), 'utf8')).toBe(await readFile(join(first, 'episodes.json'), 'utf8'));
    const repeated = await readJson<Report>(join(second, 'report.json'));
    expect([repeated.success_rate, repeated.interval, repeated.scene_hash.sha256, repeated.policy.checksum.sha256]).toEqual([report.success_rate, report.interval, report.scene_hash.sha256, report.policy.checksum.sha256]);
  }, 600_000);

  it('runs an ONNX actor of the objective observation, and refuses with param policy one whose inputs the twin cannot produce', async () => {
    const policies = join(scratch.path, 'onnx');
    await mkdir(join(policies, 'fits'), { recursive: true });
    await mkdir(join(policies, 'reach-sized'), { recursive: true });
    await simPython(PYTHON_ONNX_ACTOR, { inputs: 32, outputs: 6, path: join(policies, 'fits', 'policy.onnx') });
    await simPython(PYTHON_ONNX_ACTOR, { inputs: 19, outputs: 5, path: join(policies, 'reach-sized', 'policy.onnx') });

    const refused = await runEvaluationJob({ policy: join(policies, 'reach-sized'), twin_dir: twinDir, models_dir: MODELS_DIR, output_dir: join(scratch.path, 'eval-refused'), episodes: 1 });
    expect(refused.code).toBe(3);
    const error = refused.events.find((e) => e.event === 'error');
    expect(error).toMatchObject({ code: 'policy_inputs_unavailable', param: 'policy' });
    expect(refused.events.some((e) => e.event === 'episode')).toBe(false);

    const lerobot = join(policies, 'act');
    await mkdir(lerobot, { recursive: true });
    await writeFile(join(lerobot, 'config.json'), JSON.stringify({ type: 'act', input_features: { 'observation.images.front': { type: 'VISUAL', shape: [3, 480, 640] } } }));
    const unsupported = await runEvaluationJob({ policy: lerobot, twin_dir: twinDir, models_dir: MODELS_DIR, output_dir: join(scratch.path, 'eval-act'), episodes: 1 });
    expect(unsupported.code).toBe(3);
    expect(unsupported.events.find((e) => e.event === 'error')).toMatchObject({ param: 'policy' });

    const output = join(scratch.path, 'eval-onnx');
    const run = await runEvaluationJob({ policy: join(policies, 'fits'), twin_dir: twinDir, models_dir: MODELS_DIR, output_dir: output, episodes: 2, objective: { name: 'pick_place', parameters: { episode_steps: 60 } } });
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    const episodes = await readJson<EvaluationEpisode[]>(join(output, 'episodes.json'));
    expect(episodes.map((e) => e.steps)).toEqual([60, 60]); // the RL runs' own 50 Hz delta control
    const report = await readJson<Report>(join(output, 'report.json'));
    expect(report.policy).toMatchObject({ kind: 'rl_onnx', sees_object: true });
  }, 600_000);

  it("evaluates an RL run's policy.onnx in its own twin episode for episode as the RL run's own evaluation did", async () => {
    const rlOutput = join(scratch.path, 'rl');
    const spec = {
      objective: { name: 'pick_place', parameters: { episode_steps: 60 } },
      scene: { twin_id: 'twin_evaluationjob' },
      n_envs: 4,
      budget: { env_steps: 1024 },
      ppo: { n_steps: 64, batch_size: 128, n_epochs: 2 },
      evaluation: { episodes: 10 },
    };
    const rl = await startRlJob({ spec, outputDir: rlOutput, modelsDir: MODELS_DIR, seed: 0, sceneDir: twinDir }).ended;
    expect(rl.code, rl.stderr.slice(-2000)).toBe(0);
    const rlReport = await readJson<{ evaluation: { success_rate: number; episodes: number; final_distance_m: { mean: number; max: number } } }>(join(rlOutput, 'bundle', 'report.json'));

    const output = join(scratch.path, 'eval-rl');
    const run = await runEvaluationJob({ policy: join(rlOutput, 'bundle', 'policy.onnx'), twin_dir: twinDir, models_dir: MODELS_DIR, output_dir: output, episodes: 10, objective: { name: 'pick_place', parameters: { episode_steps: 60 } } });
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    const report = await readJson<Report>(join(output, 'report.json'));
    const episodes = await readJson<EvaluationEpisode[]>(join(output, 'episodes.json'));
    // The same seeds, starts, policy and success test: the same figures, not only within the interval.
    expect(report.success_rate).toBe(rlReport.evaluation.success_rate);
    expect(report.interval.low).toBeLessThanOrEqual(rlReport.evaluation.success_rate);
    expect(report.interval.high).toBeGreaterThanOrEqual(rlReport.evaluation.success_rate);
    const distances = episodes.map((e) => e.place_error_m!);
    expect(distances.reduce((a, b) => a + b, 0) / distances.length).toBeCloseTo(rlReport.evaluation.final_distance_m.mean, 4);
    expect(Math.max(...distances)).toBeCloseTo(rlReport.evaluation.final_distance_m.max, 4);
  }, 600_000);
});
