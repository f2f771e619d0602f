import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RlJobEvent } from '../../core/jobs/rl.js';
import { startRlJob, type RlJobEnd } from '../helpers/rl-job.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

/** The smallest budget a warm start fits in (the expert's 24 episodes and two actor rounds of 16, 150 steps each), 10 evaluation episodes. */
const LIFT_SPEC = { objective: { name: 'lift' }, n_envs: 4, budget: { env_steps: 8704 }, ppo: { n_steps: 64, batch_size: 128, n_epochs: 2 }, evaluation: { episodes: 10 } };

interface WarmStart {
  expert: string;
  env_steps: number;
  rounds: Array<{ round: number; expert_share: number; success_rate: number }>;
}

describe('the RL job on lift: the actor learns from a planned top-down grasp first', () => {
  let scratch: Awaited<ReturnType<typeof makeTempDir>>;
  let outputDir: string;
  let end: RlJobEnd;

  beforeAll(async () => {
    scratch = await makeTempDir('rl-lift');
    outputDir = scratch.path;
    end = await startRlJob({ spec: LIFT_SPEC, outputDir, modelsDir: MODELS_DIR, seed: 0 }).ended;
    expect(end.stderr.includes('Traceback') ? end.stderr : '').toBe('');
  }, 600_000);

  afterAll(() => scratch?.cleanup());

  it('ends with a done line and a report', () => {
    expect(end.code).toBe(0);
    expect(end.events.at(-1)).toMatchObject({ event: 'done', ok: true });
  });

  it("clones the expert before PPO, and the expert's own episodes lift the box", async () => {
    const warm = JSON.parse(await readFile(join(outputDir, 'warm_start.json'), 'utf8')) as WarmStart;
    expect(warm.expert).toContain('top-down grasp');
    expect(warm.rounds[0]).toMatchObject({ round: 0, expert_share: 1 });
    expect(warm.rounds[0]!.success_rate).toBeGreaterThanOrEqual(0.9);
    const report = JSON.parse(await readFile(join(outputDir, 'bundle', 'report.json'), 'utf8')) as { notes: string[] };
    expect(report.notes.join(' ')).toContain('learned from a top-down grasp');
  });

  it("observes the episode's phase (23 values) and caps the gripper's squeeze in the job's own scene", async () => {
    const built = end.events.find((e): e is Extract<RlJobEvent, { event: 'phase_done' }> => e.event === 'phase_done' && e.phase === 'build_env');
    expect(built?.measurement).toContain('observation 23');
    const scene = await readFile(join(outputDir, 'scene', 'scene.xml'), 'utf8');
    expect(scene).toMatch(/name="gripper"[^>]*forcerange="-0.75 0.75"|forcerange="-0.75 0.75"[^>]*name="gripper"/);
  });
});
