import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCommand, trainerOutputDir } from '../../activities/training/command.js';
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
  compute = new LocalCompute({ jobsDir: join(scratch.path, 'jobs'), lerobotTrain: process.env.LEROBOT_TRAIN || undefined, tiers: ['cpu'] });
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
});
