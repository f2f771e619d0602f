import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogFollower } from '../../kinds/training_run/activities/log-follower.js';
import { findTrainingPolicy } from '../../core/catalog/training-policies.js';
import { lerobotTrainArgs, type TrainingJobInput } from '../../core/jobs/training.js';
import { latestLerobotCheckpoint } from '../../jobs/train/lerobot-checkpoints.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lerobot-resume-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A checkpoint directory as LeRobot writes it: `pretrained_model/train_config.json` first, `training_state/training_step.json` after. */
async function checkpoint(step: number, parts: { config?: boolean; state?: boolean } = {}) {
  const at = join(dir, 'checkpoints', String(step).padStart(6, '0'));
  await mkdir(join(at, 'pretrained_model'), { recursive: true });
  if (parts.config ?? true) await writeFile(join(at, 'pretrained_model', 'train_config.json'), '{}');
  if (parts.state ?? true) {
    await mkdir(join(at, 'training_state'), { recursive: true });
    await writeFile(join(at, 'training_state', 'training_step.json'), JSON.stringify({ step }));
  }
}
const pointLast = (step: number) => symlink(String(step).padStart(6, '0'), join(dir, 'checkpoints', 'last'));

describe('the checkpoint a killed lerobot-train job resumes from', () => {
  it('is the one `last` points at, even with a newer half-written one beside it', async () => {
    await checkpoint(2);
    await checkpoint(4);
    await checkpoint(6, { state: false });
    await pointLast(4);
    expect(await latestLerobotCheckpoint(dir)).toEqual({ step: 4, dir: join(dir, 'checkpoints', '000004'), configPath: join(dir, 'checkpoints', '000004', 'pretrained_model', 'train_config.json') });
  });

  it('without `last`, is the newest one that has a newer one beside it', async () => {
    await checkpoint(2);
    await checkpoint(4);
    expect((await latestLerobotCheckpoint(dir))?.step).toBe(2);
  });

  it('is none before the first save finished, or without a checkpoints folder', async () => {
    expect(await latestLerobotCheckpoint(dir)).toBeNull();
    await checkpoint(2, { state: false });
    expect(await latestLerobotCheckpoint(dir)).toBeNull();
  });
});

describe("lerobot-train's argv", () => {
  const input = (overrides: Partial<TrainingJobInput>): TrainingJobInput => ({
    policy: findTrainingPolicy('act')!, repoId: 'lab/x', datasetRoot: '/data/x', outputDir: '/jobs/x/outputs', steps: 10, batchSize: 2, saveFreq: 5, evalEnabled: false, gpus: 0, cameraRename: {}, ...overrides,
  });

  it('asks its wrapper to resume only for a job started again', () => {
    expect(lerobotTrainArgs(input({}))).not.toContain('--resume=true');
    expect(lerobotTrainArgs(input({ resume: true }))).toContain('--resume=true');
  });

  it("starts act's backbone from scratch where pretrained backbones are off, and only act's", () => {
    expect(lerobotTrainArgs(input({}))).not.toContain('--policy.pretrained_backbone_weights=null');
    expect(lerobotTrainArgs(input({ pretrainedBackbones: false }))).toContain('--policy.pretrained_backbone_weights=null');
    expect(lerobotTrainArgs(input({ policy: findTrainingPolicy('diffusion')!, pretrainedBackbones: false }))).not.toContain('--policy.pretrained_backbone_weights=null');
  });
});

describe('live metrics of a resumed job', () => {
  it("follow the job's exact progress events: LeRobot's shortened `step:1K` lines never move the step", () => {
    const carried = { phase: 'training' as const, metrics: { loss: 0.4, step: 1480, max_steps: 2000 }, eval: null };
    const follower = new LogFollower(2000, 10, carried);
    follower.take([
      'Resuming from checkpoint at step 1200',
      '{"event":"progress","step":1200,"max_steps":2000,"loss":null}',
      'INFO 2026-11-27 15:00:00 ot_train.py:312 step:1K smpl:2K ep:10 epch:0.50 loss:0.351 grdn:3.1 lr:1.0e-05 updt_s:0.1 data_s:0.0',
    ]);
    expect(follower.progress().metrics).toEqual({ loss: null, step: 1200, max_steps: 2000 });
    follower.take(['{"event":"progress","step":1210,"max_steps":2000,"loss":0.351}']);
    expect(follower.progress().metrics).toEqual({ loss: 0.351, step: 1210, max_steps: 2000 });
  });
});
