import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCommand } from '../../kinds/training_run/activities/command.js';
import { parseTrainingEvent, trainerOutputDir } from '../../core/jobs/training.js';
import { latestLerobotCheckpoint } from '../../jobs/train/lerobot-checkpoints.js';
import { LocalCompute } from '../../backends/compute/local.js';
import { policyUnavailableReason } from '../../core/catalog/policy-availability.js';
import type { ComputeCapabilities } from '../../core/ports/compute.js';
import { findTrainingPolicy, TRAINING_POLICIES } from '../../core/catalog/training-policies.js';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { parseTrainLogLine } from '../../core/training/log-line.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * LeRobot's own `act` policy through the real `lerobot-train`, a handful of steps on the CPU.
 * Runs only where lerobot-train is installed and starts (LEROBOT_TRAIN, PATH or ./.venv-lerobot);
 * otherwise it is skipped with the reason the backend gives.
 */
let scratch: { path: string; cleanup: () => Promise<void> };
let compute: LocalCompute;
let capabilities: ComputeCapabilities;

beforeAll(async () => {
  scratch = await makeTempDir('lerobot');
  compute = new LocalCompute({ jobsDir: join(scratch.path, 'jobs'), lerobotTrain: process.env.LEROBOT_TRAIN || undefined, tiers: ['cpu'], cgroup: 'off', cpus: 'all' });
  capabilities = await compute.capabilities();
  if (!capabilities.runners.includes('lerobot')) console.warn(`[lerobot-train test] skipped: ${capabilities.notes.join('; ')}`);
}, 180_000);
afterAll(() => scratch.cleanup());

describe('lerobot-train (act on CPU)', () => {
  it('counts a policy that needs a LeRobot extra unavailable where the extra is not installed, saying which', async (ctx) => {
    if (!capabilities.runners.includes('lerobot')) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const python = (await readFile(capabilities.lerobotTrain!, 'latin1')).split('\n')[0]!.slice(2).trim();
    const imports = (modules: readonly string[]) => spawnSync(python, ['-c', modules.map((name) => `import ${name}`).join('; ')]).status === 0;
    expect(capabilities.policyProblems?.act).toBeUndefined();
    expect(capabilities.policyProblems?.diffusion).toBeUndefined();
    // Each extra policy is unavailable exactly where its modules do not import, naming the extra.
    for (const policy of TRAINING_POLICIES) {
      if (!policy.lerobotExtra) continue;
      if (imports(policy.lerobotExtra.modules)) {
        expect(capabilities.policyProblems?.[policy.id], policy.id).toBeUndefined();
        expect(policyUnavailableReason(policy, capabilities)).toBeNull();
      } else {
        expect(capabilities.policyProblems?.[policy.id], policy.id).toMatch(new RegExp(`'${policy.id}' needs LeRobot's '${policy.lerobotExtra.extra}' extra .*No module named`));
        expect(policyUnavailableReason(policy, capabilities)).toMatch(/No module named/);
      }
    }
    if (!imports(['transformers'])) {
      // `npm run setup:lerobot` installs LeRobot without extras.
      expect(capabilities.policyProblems?.smolvla).toMatch(/'smolvla' needs LeRobot's 'smolvla' extra .*No module named 'transformers'/);
      expect(capabilities.policyProblems?.pi05).toMatch(/'pi05' needs LeRobot's 'pi' extra/);
    }
    expect(policyUnavailableReason(findTrainingPolicy('act')!, capabilities)).toBeNull();
  });

  it('trains act for a few steps and writes a LeRobot checkpoint', async (ctx) => {
    if (!capabilities.runners.includes('lerobot')) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    // LeRobot 0.4 reads v3.0; small cameras keep decoding cheap.
    const root = join(scratch.path, 'dataset');
    await writeSyntheticDataset(root, { version: 'v3.0', episodes: 2, framesPerEpisode: 30, cameras: [{ name: 'front', width: 64, height: 64 }], seed: 5 });
    const command = trainingCommand(
      { policy: findTrainingPolicy('act')!, repoId: 'local/act-test', datasetRoot: root, outputDir: compute.outputDir('act-job'), steps: 4, batchSize: 2, saveFreq: 4, evalEnabled: false, gpus: 0, cameraRename: {} },
      capabilities,
    );
    if ('unavailable' in command) throw new Error(command.unavailable);
    await compute.submit({ jobId: 'act-job', tier: 'cpu', gpus: 0, command: [...command, '--policy.pretrained_backbone_weights=null'], env: { HF_HUB_OFFLINE: '1' } });
    let status = await compute.status('act-job');
    const deadline = Date.now() + 540_000;
    while (!['succeeded', 'failed', 'canceled'].includes(status.state) && Date.now() < deadline) {
      await sleep(1000);
      status = await compute.status('act-job');
    }
    const log = await readFile(compute.logPath('act-job'), 'utf8');
    expect(status.state, log.slice(-3000)).toBe('succeeded');
    expect(log.split('\n').some((line) => parseTrainLogLine(line) !== null)).toBe(true);
    const config = JSON.parse(await readFile(join(trainerOutputDir(compute.outputDir('act-job')), 'checkpoints', '000004', 'pretrained_model', 'config.json'), 'utf8')) as { type: string };
    expect(config.type).toBe('act');
  }, 600_000);

  it('a job killed after its first checkpoint, submitted again with resume, continues from that checkpoint\'s step', async (ctx) => {
    if (!capabilities.runners.includes('lerobot')) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const root = join(scratch.path, 'dataset-resume');
    await writeSyntheticDataset(root, { version: 'v3.0', episodes: 2, framesPerEpisode: 30, cameras: [{ name: 'front', width: 64, height: 64 }], seed: 6 });
    const STEPS = 8;
    const outputDir = compute.outputDir('act-resume');
    const input = { policy: findTrainingPolicy('act')!, repoId: 'local/act-resume', datasetRoot: root, outputDir, steps: STEPS, batchSize: 2, saveFreq: 2, evalEnabled: false, gpus: 0, cameraRename: {}, pretrainedBackbones: false };
    const first = trainingCommand(input, capabilities);
    if ('unavailable' in first) throw new Error(first.unavailable);
    await compute.submit({ jobId: 'act-resume', tier: 'cpu', gpus: 0, command: first, env: { HF_HUB_OFFLINE: '1' } });

    // Positive signal: LeRobot pointed `last` at a saved checkpoint while the job still runs; then kill its whole process group.
    const checkpoints = join(trainerOutputDir(outputDir), 'checkpoints');
    const deadline = Date.now() + 540_000;
    let saved = await latestLerobotCheckpoint(trainerOutputDir(outputDir));
    while (saved === null && Date.now() < deadline) {
      const status = await compute.status('act-resume');
      if (status.state !== 'running' && status.state !== 'pending') throw new Error(`ended ${status.state} before its first checkpoint: ${(await readFile(compute.logPath('act-resume'), 'utf8')).slice(-3000)}`);
      await sleep(200);
      saved = await latestLerobotCheckpoint(trainerOutputDir(outputDir));
    }
    const { pid } = JSON.parse(await readFile(join(compute.jobDir('act-resume'), 'pid'), 'utf8')) as { pid: number };
    process.kill(-pid, 'SIGKILL');
    const killed = await waitForEnd('act-resume', deadline);
    expect(killed).toMatchObject({ state: 'failed', exitCode: null });
    // What LeRobot had saved whole when it died (the kill may have landed after one more save).
    const resumePoint = (await latestLerobotCheckpoint(trainerOutputDir(outputDir)))!;
    expect(resumePoint.step).toBeGreaterThanOrEqual(saved!.step);
    expect(resumePoint.step).toBeLessThan(STEPS);

    const again = trainingCommand({ ...input, resume: true }, capabilities);
    if ('unavailable' in again) throw new Error(again.unavailable);
    await compute.submit({ jobId: 'act-resume-r2', tier: 'cpu', gpus: 0, command: again, env: { HF_HUB_OFFLINE: '1' } });
    const resumed = await waitForEnd('act-resume-r2', deadline);
    const log = await readFile(compute.logPath('act-resume-r2'), 'utf8');
    expect(resumed.state, log.slice(-3000)).toBe('succeeded');
    const lines = log.split('\n');
    expect(lines).toContain(`Resuming from checkpoint at step ${resumePoint.step}`);
    // The step goes on from the checkpoint's: the first progress is the checkpoint's step, every later one past it, the last the run's end.
    const progress = lines.map((line) => parseTrainingEvent(line)).filter((event) => event?.event === 'progress').map((event) => (event as { step: number }).step);
    expect(progress[0]).toBe(resumePoint.step);
    expect(progress.slice(1).every((step) => step > resumePoint.step)).toBe(true);
    expect(progress.at(-1)).toBe(STEPS);
    const trained = lines.map(parseTrainLogLine).filter((line) => line !== null).map((line) => line.step);
    expect(trained.length).toBeGreaterThan(0);
    expect(Math.min(...trained)).toBeGreaterThan(resumePoint.step);
    expect((await latestLerobotCheckpoint(trainerOutputDir(outputDir)))!.step).toBe(STEPS);
    // The killed job's checkpoints are still there, and the resumed job added the rest.
    expect((await readdir(checkpoints)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b)).toEqual([2, 4, 6, 8]);
  }, 600_000);
});

async function waitForEnd(jobId: string, deadline: number) {
  let status = await compute.status(jobId);
  while (!['succeeded', 'failed', 'canceled'].includes(status.state) && Date.now() < deadline) {
    await sleep(500);
    status = await compute.status(jobId);
  }
  return status;
}
