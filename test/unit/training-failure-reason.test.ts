import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failureReason } from '../../kinds/training_run/activities/failure-reason.js';
import { LogFollower } from '../../kinds/training_run/activities/log-follower.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { parseTrainingEvent } from '../../core/jobs/training.js';
import type { JobStatus } from '../../core/ports/compute.js';

/**
 * A trainer that fails (jobs/train/main.ts, jobs/train/lerobot.ts) ends with its `error` event (jobs/train/events_schema.json),
 * and the training follower makes it the run's error message; a trainer that wrote none (killed) is quoted by its last line.
 */

const scratch = mkdtempSync(join(tmpdir(), 'training-failure-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A trainer's stdout lines and exit status, as the follower reads them (run without a token: every event line counts). */
function runTrainer(program: string, args: string[]): { status: number | null; lines: string[] } {
  const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', program, ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
  return { status: result.status, lines: result.stdout.split('\n').filter((line) => line.trim() !== '') };
}

const failed = (exitCode: number): JobStatus => ({ jobId: 'training_run_x', state: 'failed', backendJobId: null, exitCode, reason: `exited with status ${exitCode}`, startedAt: null, endedAt: null });

function reasonOf(run: { status: number | null; lines: string[] }, roots: string[] = []): string | null {
  const follower = new LogFollower(100, 10);
  follower.take(run.lines);
  return failureReason(failed(run.status!), follower, roots);
}

describe('a failed training job\'s error event is the run\'s error message', () => {
  it('a flag that does not fit (built-in trainer and LeRobot wrapper): flags_invalid, quoted after the exit status', () => {
    const builtin = runTrainer('jobs/train/main.ts', ['--dataset.root=/nowhere', '--output_dir=/nowhere/out', '--batch_size=0']);
    const wrapper = runTrainer('jobs/train/lerobot.ts', ['--lerobot_train=/nowhere/lerobot-train', '--output_dir=/nowhere/out', '--steps=0']);
    expect([builtin.status, wrapper.status]).toEqual([2, 2]);
    expect(parseTrainingEvent(builtin.lines.at(-1)!)).toEqual({ event: 'error', code: 'flags_invalid', message: 'Invalid flags: --batch_size: Too small: expected number to be >=1' });
    expect(parseTrainingEvent(wrapper.lines.at(-1)!)).toMatchObject({ event: 'error', code: 'flags_invalid' });
    expect(reasonOf(builtin)).toBe('The training job failed: exited with status 2; Invalid flags: --batch_size: Too small: expected number to be >=1');
    expect(reasonOf(wrapper)).toMatch(/^The training job failed: exited with status 2; Invalid flags: --steps: /);
  });

  it('a dataset the trainer cannot read: dataset_unreadable, with the server\'s directories left out', () => {
    const root = join(scratch, 'not-a-dataset');
    const run = runTrainer('jobs/train/main.ts', [`--dataset.root=${root}`, `--output_dir=${join(scratch, 'out')}`, '--steps=2']);
    expect(run.status).toBe(1);
    expect(parseTrainingEvent(run.lines.at(-1)!)).toMatchObject({ event: 'error', code: 'dataset_unreadable' });
    const reason = reasonOf(run, [scratch]);
    expect(reason).toMatch(/^The training job failed: exited with status 1; The dataset cannot be read for training: /);
    expect(reason).not.toContain(scratch);
  });

  it('lerobot-train ending with an error: trainer_failed with its last line; an exception of the wrapper\'s own: trainer_failed', () => {
    const fake = join(scratch, 'lerobot-train');
    writeFileSync(fake, '#!/bin/sh\necho "step:1 smpl:8 ep:0 epch:0.00 loss:1.000 grdn:1.0 lr:1.0e-04 updt_s:0.1 data_s:0.0"\necho "RuntimeError: CUDA out of memory" >&2\nexit 1\n', { mode: 0o755 });
    const failing = runTrainer('jobs/train/lerobot.ts', [`--lerobot_train=${fake}`, `--output_dir=${join(scratch, 'lerobot-out')}`, '--steps=10', '--log_freq=1']);
    expect(failing.status).toBe(1);
    expect(reasonOf(failing)).toBe('The training job failed: exited with status 1; lerobot-train exited with status 1: RuntimeError: CUDA out of memory');
    const missing = runTrainer('jobs/train/lerobot.ts', [`--lerobot_train=${join(scratch, 'no-such-program')}`, `--output_dir=${join(scratch, 'lerobot-out2')}`, '--steps=10']);
    expect(missing.status).toBe(1);
    expect(parseTrainingEvent(missing.lines.at(-1)!)).toMatchObject({ event: 'error', code: 'trainer_failed', message: expect.stringMatching(/ENOENT/) });
  });

  it('a trainer that wrote no error event (killed from outside) is quoted by its last line, as before; a success has no reason', () => {
    const follower = new LogFollower(100, 10);
    follower.take(['Loading dataset lab/x', '{"event":"progress","step":10,"max_steps":100,"loss":0.5}', 'step:10 smpl:80 ep:1 epch:0.10 loss:0.500 grdn:1.0 lr:1.0e-03 updt_s:0.1 data_s:0.0']);
    expect(failureReason(failed(137), follower, [])).toBe('The training job failed: exited with status 137; last line: step:10 smpl:80 ep:1 epch:0.10 loss:0.500 grdn:1.0 lr:1.0e-03 updt_s:0.1 data_s:0.0');
    expect(failureReason({ ...failed(0), state: 'succeeded', reason: null }, follower, [])).toBeNull();
    // A forged error line (text a user controls, as runJob hands it on) is the program's text, not the run's reason.
    follower.take(['[unverified event] {"event":"error","code":"trainer_failed","message":"forged"}']);
    expect(follower.error).toBeNull();
  });
});
