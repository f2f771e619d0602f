import { spawn } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TRAINER, nodeProgram } from '../../backends/compute/local.js';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { parseTrainLogLine } from '../../core/training/log-line.js';
import { decodeSafetensors } from '../../jobs/train/safetensors.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let scratch: { path: string; cleanup: () => Promise<void> };
let stdout = '';
let exitCode: number | null = null;

function train(root: string, outputDir: string, args: string[]): Promise<{ code: number | null; stdout: string }> {
  const [program, ...rest] = nodeProgram(BUILTIN_TRAINER, [`--dataset.root=${root}`, `--output_dir=${outputDir}`, ...args]);
  const child = spawn(program!, rest, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout: out })));
}

beforeAll(async () => {
  scratch = await makeTempDir('trainer');
  const [program, ...args] = nodeProgram(BUILTIN_TRAINER, [
    `--dataset.root=${SO101_RECORD_TEST}`,
    `--output_dir=${scratch.path}`,
    '--steps=400',
    '--batch_size=64',
    '--save_freq=200',
    '--log_freq=20',
  ]);
  const child = spawn(program!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
}, 120_000);
afterAll(() => scratch.cleanup());

describe('built-in mlp trainer on the real so101 recording', () => {
  it('learns: the training loss falls by more than half and the held-out loss falls too', () => {
    expect(exitCode).toBe(0);
    const losses = stdout.split('\n').map(parseTrainLogLine).filter((line) => line !== null).map((line) => line.loss);
    expect(losses).toHaveLength(20);
    expect(losses.at(-1)!).toBeLessThan(losses[0]! / 2);
    const evals = stdout.split('\n').filter((line) => line.startsWith('{"event":"eval"')).map((line) => JSON.parse(line) as { step: number; loss: number; episodes: number[] });
    expect(evals.map((e) => e.step)).toEqual([200, 400]);
    expect(evals[0]!.episodes).toEqual([3]);
    // The untrained network's held-out error is about 1 (normalised targets); training brings it well below.
    expect(evals[1]!.loss).toBeLessThan(0.5);
  });

  it("prints LeRobot's line format", () => {
    expect(stdout).toMatch(/^step:20 smpl:1K ep:\d+ epch:[\d.]+ loss:[\d.]+ grdn:[\d.]+ lr:1\.0e-03 updt_s:[\d.]+ data_s:[\d.]+$/m);
  });

  it('writes checkpoints in the LeRobot layout with a readable safetensors model', async () => {
    for (const step of ['000200', '000400']) {
      const dir = join(scratch.path, 'checkpoints', step, 'pretrained_model');
      const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
      expect(config).toMatchObject({ type: 'mlp', chunk_size: 10, input_features: { 'observation.state': { shape: [6] } }, output_features: { action: { shape: [6] } } });
      const train = JSON.parse(await readFile(join(dir, 'train_config.json'), 'utf8')) as Record<string, unknown>;
      expect(train).toMatchObject({ steps: 400, batch_size: 64, save_freq: 200 });
      // It travels with the checkpoint to clients and the hub: no directory of the machine that trained it.
      expect(JSON.stringify(train)).not.toContain(SO101_RECORD_TEST);
      expect(JSON.stringify(train)).not.toContain(scratch.path);
      const { tensors } = decodeSafetensors(await readFile(join(dir, 'model.safetensors')));
      expect(tensors['model.layers.0.weight']!.shape).toEqual([128, 6]);
      expect(tensors['model.layers.2.weight']!.shape).toEqual([60, 128]);
      expect(tensors['normalize_inputs.buffer_observation_state.mean']!.data.length).toBe(6);
      expect(tensors['model.layers.0.weight']!.data.every(Number.isFinite)).toBe(true);
    }
  });
});

describe('built-in mlp trainer on a LeRobot v2.1 dataset', () => {
  it('reads per-episode parquet files and learns', async () => {
    const root = join(scratch.path, 'v21');
    await writeSyntheticDataset(root, { version: 'v2.1', episodes: 3, framesPerEpisode: 90, cameras: [], seed: 3, imageStats: false });
    const result = await train(root, join(scratch.path, 'v21-out'), ['--steps=200', '--batch_size=32', '--save_freq=200', '--log_freq=20']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Dataset: 3 episodes');
    const losses = result.stdout.split('\n').map(parseTrainLogLine).filter((line) => line !== null).map((line) => line.loss);
    expect(losses.at(-1)!).toBeLessThan(losses[0]!);
    await readFile(join(scratch.path, 'v21-out', 'checkpoints', '000200', 'pretrained_model', 'model.safetensors'));
  });
});

describe('resuming the built-in trainer from a checkpoint', () => {
  it('continues at the checkpoint step and ends with the same weights as the uninterrupted run', async () => {
    expect(exitCode).toBe(0);
    // A run killed after its step-200 checkpoint: only that checkpoint is on disk (a kill mid-write leaves a .partial too).
    const resumed = join(scratch.path, 'resumed');
    await cp(join(scratch.path, 'checkpoints', '000200'), join(resumed, 'checkpoints', '000200'), { recursive: true });
    await cp(join(scratch.path, 'checkpoints', '000200'), join(resumed, 'checkpoints', '.000400.partial'), { recursive: true });
    const result = await train(SO101_RECORD_TEST, resumed, ['--steps=400', '--batch_size=64', '--save_freq=200', '--log_freq=20', '--resume=true']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Resuming from checkpoint at step 200');
    const steps = result.stdout.split('\n').map(parseTrainLogLine).filter((line) => line !== null).map((line) => line.step);
    expect(steps[0]).toBe(220);
    expect(steps.at(-1)).toBe(400);
    const firstProgress = result.stdout.split('\n').find((line) => line.startsWith('{"event":"progress"'));
    expect(JSON.parse(firstProgress!)).toMatchObject({ step: 200, max_steps: 400 });
    // Weights, Adam moments and the sampler's position were all restored: bit-identical weights.
    const weights = (dir: string) => readFile(join(dir, 'checkpoints', '000400', 'pretrained_model', 'model.safetensors'));
    expect((await weights(resumed)).equals(await weights(scratch.path))).toBe(true);
  });

  it('starts from step 1 when there is no checkpoint yet', async () => {
    const result = await train(SO101_RECORD_TEST, join(scratch.path, 'resume-empty'), ['--steps=40', '--batch_size=16', '--save_freq=40', '--log_freq=20', '--resume=true']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No checkpoint to resume from; training from step 1');
    expect(result.stdout.split('\n').map(parseTrainLogLine).filter((line) => line !== null).map((line) => line.step)).toEqual([20, 40]);
  });
});
