import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCommand } from '../../kinds/training_run/activities/command.js';
import { LocalCompute } from '../../backends/compute/local.js';
import { findTrainingPolicy } from '../../core/catalog/training-policies.js';
import { trainerOutputDir } from '../../core/jobs/training.js';
import type { ComputeCapabilities } from '../../core/ports/compute.js';
import { VISUAL_PHASES } from '../../core/jobs/visual.js';
import { demoDatasetDir } from '../helpers/demo-dataset.js';
import { runEvaluationJob, runVisualTrainer } from '../helpers/evaluation-job.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob } from '../helpers/twin-job.js';

/**
 * A LeRobot ACT checkpoint (the real lerobot-train, a few CPU steps) evaluated in a twin: LeRobot loads it in its own
 * Python and the twin must produce the cameras it reads. Skipped with the reason where LeRobot is not installed.
 */
let scratch: { path: string; cleanup: () => Promise<void> };
let compute: LocalCompute;
let capabilities: ComputeCapabilities;

async function trainAct(jobId: string, root: string): Promise<string> {
  const outputDir = compute.outputDir(jobId);
  const command = trainingCommand(
    { policy: findTrainingPolicy('act')!, repoId: `local/${jobId}`, datasetRoot: root, outputDir, steps: 4, batchSize: 2, saveFreq: 4, evalEnabled: false, gpus: 0, cameraRename: {}, pretrainedBackbones: false },
    capabilities,
  );
  if ('unavailable' in command) throw new Error(command.unavailable);
  await compute.submit({ jobId, tier: 'cpu', gpus: 0, command, env: { HF_HUB_OFFLINE: '1' } });
  let status = await compute.status(jobId);
  while (!['succeeded', 'failed', 'canceled'].includes(status.state)) {
    await sleep(1000);
    status = await compute.status(jobId);
  }
  expect(status.state, (await readFile(compute.logPath(jobId), 'utf8')).slice(-3000)).toBe('succeeded');
  return join(trainerOutputDir(outputDir), 'checkpoints', '000004');
}

let demo: string;
let demoTwin: string;
let checkpoint: string;

// One twin (the demo's episode 0, cameras calibrated) and one ACT trained on the demo serve both tests: each is
// minutes of CPU, and the refusal needs only a copy of that twin that says its cameras were not solved.
beforeAll(async () => {
  scratch = await makeTempDir('evaluation-lerobot');
  compute = new LocalCompute({ jobsDir: join(scratch.path, 'jobs'), lerobotTrain: process.env.LEROBOT_TRAIN || undefined, tiers: ['cpu'], cgroup: 'off', cpus: 'all' });
  capabilities = await compute.capabilities();
  demo = await demoDatasetDir();
  demoTwin = join(scratch.path, 'demo-twin');
  const lerobot = capabilities.runners.includes('lerobot');
  const [twin, trained] = await Promise.all([runTwinJob({ datasetRoot: demo, episodeIndex: 0, outputDir: demoTwin, twinId: 'twin_evaluationlerobotdemo' }), lerobot ? trainAct('act-demo', demo) : null]);
  expect(twin.code, twin.stderr.slice(-2000)).toBe(0);
  if (trained) checkpoint = trained;
}, 1_200_000);
afterAll(() => scratch.cleanup());

/** A copy of the demo twin whose twin.json says no camera was solved. */
async function blindCopy(name: string): Promise<string> {
  const blindTwin = join(scratch.path, name);
  await cp(demoTwin, blindTwin, { recursive: true });
  const twinJson = join(blindTwin, 'twin_evaluationlerobotdemo', 'twin.json');
  const document = JSON.parse(await readFile(twinJson, 'utf8')) as { scene: { cameras: string[] } };
  expect(document.scene.cameras).toEqual(expect.arrayContaining(['front', 'top']));
  document.scene.cameras = [];
  await writeFile(twinJson, JSON.stringify(document));
  return blindTwin;
}

describe('evaluating a LeRobot policy', () => {
  it('refuses, naming policy and the cameras, an ACT checkpoint that reads front/top images a twin without solved cameras cannot render', async (ctx) => {
    if (!capabilities.runners.includes('lerobot')) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const blindTwin = await blindCopy('blind-twin');
    const refused = await runEvaluationJob({ policy: checkpoint, twin_dir: blindTwin, models_dir: MODELS_DIR, output_dir: join(scratch.path, 'eval-refused'), episodes: 1 });
    expect(refused.code, refused.stderr.slice(-2000)).toBe(3);
    const error = refused.events.find((e) => e.event === 'error') as { code: string; param: string; message: string } | undefined;
    expect(error).toMatchObject({ code: 'policy_inputs_unavailable', param: 'policy' });
    expect(error!.message).toContain('the policy reads camera(s) front, top, which the twin could not solve');
    expect(refused.events.some((e) => e.event === 'episode')).toBe(false);
  }, 600_000);

  it('evaluates an ACT trained on the demo in the demo twin, fed front/top images its calibrated cameras render; the same seeds give the same figures', async (ctx) => {
    if (!capabilities.runners.includes('lerobot')) ctx.skip(`lerobot-train unavailable: ${capabilities.notes.join('; ')}`);
    const input = { policy: checkpoint, twin_dir: demoTwin, models_dir: MODELS_DIR, episodes: 2, objective: { name: 'pick_place' as const, parameters: { episode_steps: 25 } }, clips: false };
    const [first, second] = [join(scratch.path, 'eval-demo-1'), join(scratch.path, 'eval-demo-2')];
    const run = await runEvaluationJob({ ...input, output_dir: first });
    expect(run.code, run.stderr.slice(-3000)).toBe(0);
    const report = JSON.parse(await readFile(join(first, 'report.json'), 'utf8')) as { success_rate: number; successes: number; policy: { kind: string; sees_object: boolean; checksum: { files: string[] } }; measurements: Record<string, number> };
    expect(report.policy).toMatchObject({ kind: 'lerobot_act', sees_object: true });
    expect(report.policy.checksum.files).toContain('model.safetensors');
    const episodes = JSON.parse(await readFile(join(first, 'episodes.json'), 'utf8')) as { steps: number; success: boolean }[];
    expect(episodes.map((e) => e.steps)).toEqual([15, 15]); // 25 steps at 50 Hz are 0.5 s: 15 frames at the demo's 30 fps
    console.info(`[evaluation-lerobot] ACT (4 training steps) in the demo twin: ${report.successes}/${episodes.length} successes, ${report.measurements.policy_steps_per_s} policy steps/s`);
    const again = await runEvaluationJob({ ...input, output_dir: second });
    expect(again.code, again.stderr.slice(-3000)).toBe(0);
    expect(await readFile(join(second, 'episodes.json'), 'utf8')).toBe(await readFile(join(first, 'episodes.json'), 'utf8'));
  }, 600_000);
});

describe('evaluating the built-in visual policy', () => {
  it('trains it on the demo, runs it in the demo twin fed the cameras the twin renders, the same seeds giving the same figures; a blind twin refuses it naming policy', async () => {
    const trained = await runVisualTrainer(['--dataset', demo, '--output_dir', join(scratch.path, 'cnn'), '--steps', '30', '--batch_size', '16']);
    expect(trained.code, trained.stderr.slice(-2000)).toBe(0);
    expect(trained.events.flatMap((e) => (e.event === 'phase_done' ? [e.phase] : []))).toEqual([...VISUAL_PHASES]);
    expect(trained.events.at(-1)).toMatchObject({ event: 'done', ok: true, steps: 30, policy: 'pretrained_model' });
    const policyPath = join(scratch.path, 'cnn', 'pretrained_model');
    const config = JSON.parse(await readFile(join(policyPath, 'config.json'), 'utf8')) as { type: string; cameras: string[]; input_features: Record<string, { shape: number[] }> };
    expect(config).toMatchObject({ type: 'cnn', cameras: ['front', 'top'] });
    expect(config.input_features['observation.images.front']!.shape).toEqual([3, 240, 320]);

    const input = { policy: policyPath, twin_dir: demoTwin, models_dir: MODELS_DIR, episodes: 2, objective: { name: 'pick_place' as const, parameters: { episode_steps: 25 } }, clips: false };
    const [first, second] = [join(scratch.path, 'eval-cnn-1'), join(scratch.path, 'eval-cnn-2')];
    const run = await runEvaluationJob({ ...input, output_dir: first });
    expect(run.code, run.stderr.slice(-3000)).toBe(0);
    const report = JSON.parse(await readFile(join(first, 'report.json'), 'utf8')) as { policy: { kind: string; sees_object: boolean; note: string | null; checksum: { files: string[] } } };
    expect(report.policy).toMatchObject({ kind: 'builtin_cnn', sees_object: true, note: null });
    expect(report.policy.checksum.files).toEqual(['config.json', 'model.safetensors']);
    const episodes = JSON.parse(await readFile(join(first, 'episodes.json'), 'utf8')) as { steps: number }[];
    expect(episodes.map((e) => e.steps)).toEqual([15, 15]);
    const again = await runEvaluationJob({ ...input, output_dir: second });
    expect(again.code, again.stderr.slice(-3000)).toBe(0);
    expect(await readFile(join(second, 'episodes.json'), 'utf8')).toBe(await readFile(join(first, 'episodes.json'), 'utf8'));

    const refused = await runEvaluationJob({ ...input, twin_dir: await blindCopy('blind-twin-cnn'), output_dir: join(scratch.path, 'eval-cnn-refused') });
    expect(refused.code, refused.stderr.slice(-2000)).toBe(3);
    expect(refused.events.find((e) => e.event === 'error')).toMatchObject({ code: 'policy_inputs_unavailable', param: 'policy' });
  }, 900_000);
});
