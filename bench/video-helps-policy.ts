/**
 * Does the video engine's data help a policy? (not a test). Run: npm run bench:video-helps-policy
 *
 * Issue 31's measurement, side by side in one run, everything on the CPU:
 *   1. generate: BENCH_GENERATED (default 50) episodes in the twin of the demo's episode 0 with the video engine's
 *      job, planned from "more cube positions" (the cube moved within ±3 cm, a new draw per episode), as a
 *      `model: video` run plans them; kept under the OS temp dir, so a second run reuses them;
 *   2. train the built-in visual policy (jobs/visual: a small CNN over each camera before the MLP) twice with the
 *      same seed, steps and one thread each: on the demo's episodes alone (while step 1 runs), and on the demo's
 *      episodes plus the generated ones;
 *   3. evaluate both with the evaluation job (jobs/eval/main.py: the twin's servo model, its calibrated cameras
 *      rendered over their plates, the pick_place success test) on the same BENCH_EVAL_EPISODES (default 50) seeded
 *      episodes in the demo twin with the cube moved within ±3 cm.
 * Prints both success rates with their 95 % Wilson intervals and the failure modes.
 */
import { spawn } from 'node:child_process';
import { access, mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluationJobCommand, videoJobCommand, visualTrainerCommand, type JobCommand } from '../backends/compute/job-programs.js';
import { PROJECT_ROOT } from '../core/config.js';
import { planEpisodeVariations, resolveVariation } from '../core/augment/video-variations.js';
import { openDataset } from '../core/lerobot/index.js';
import { demoDatasetDir } from '../test/helpers/demo-dataset.js';
import { MODELS_DIR } from '../test/helpers/twin-job.js';
import { demoTwin } from './demo-twin.js';

const GENERATED = Number(process.env.BENCH_GENERATED ?? 50);
const EVAL_EPISODES = Number(process.env.BENCH_EVAL_EPISODES ?? 50);
const TRAIN_STEPS = Number(process.env.BENCH_TRAIN_STEPS ?? 3000);
const PARALLEL = Number(process.env.BENCH_JOBS ?? 2);
const OBJECT_XY_M = 0.03;
const WORK = join(tmpdir(), 'rlp-bench-video-helps');

const exists = (path: string) => access(path).then(() => true, () => false);

function run(job: JobCommand, log: (line: string) => void = () => {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(job.command[0]!, job.command.slice(1), { cwd: PROJECT_ROOT, env: { ...process.env, ...job.env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      lines.forEach(log);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function generate(twinDir: string, cameras: { key: string; name: string; codec: 'av1' | 'h264'; pix_fmt: string }[]): Promise<string[]> {
  const variations = planEpisodeVariations('more cube positions', null, GENERATED);
  const dirs = variations.map((v) => join(WORK, 'generated', String(v.index)));
  let next = 0;
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < variations.length) {
      const variation = variations[next++]!;
      const outputDir = dirs[variation.index]!;
      if (!(await exists(join(outputDir, 'episode.json')))) {
        const seed = 5000 + variation.index * 10;
        await run(videoJobCommand({ twin: { dir: twinDir }, output_dir: outputDir, variation: resolveVariation(variation.parameters, seed), seed, attempts: 3, cameras }));
      }
      done += 1;
      if (done % 5 === 0 || done === variations.length) console.log(`generated ${done}/${variations.length} (${((Date.now() - started) / 60000).toFixed(1)} min)`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const ok: string[] = [];
  for (const dir of dirs) {
    const episode = JSON.parse(await readFile(join(dir, 'episode.json'), 'utf8')) as { success: boolean };
    if (episode.success) ok.push(dir);
  }
  return ok;
}

async function train(name: string, datasetRoot: string, generated: string[]): Promise<string> {
  const outputDir = join(WORK, 'policies', name);
  const checkpoint = join(outputDir, 'pretrained_model');
  if (await exists(join(checkpoint, 'model.safetensors'))) return checkpoint;
  const args = ['--dataset', datasetRoot, ...generated.flatMap((dir) => ['--generated', dir]), '--output_dir', outputDir, '--steps', String(TRAIN_STEPS), '--batch_size', '32', '--seed', '1'];
  const code = await run(visualTrainerCommand(args), (line) => {
    if (line.includes('"phase_done"') || line.includes('"done"') || /"step":\d*000,/.test(line)) console.log(`  ${name}: ${line}`);
  });
  if (code !== 0) throw new Error(`training '${name}' failed (exit ${code})`);
  return checkpoint;
}

interface Report {
  successes: number;
  episodes: number;
  interval: { low: number; high: number };
  measurements: { rollout_seconds: number };
}

async function evaluate(name: string, policyPath: string, twinDir: string): Promise<{ report: Report; modes: Record<string, number> }> {
  const outputDir = join(WORK, 'evaluations', name);
  await mkdir(outputDir, { recursive: true });
  const job = evaluationJobCommand({ policy: policyPath, twin_dir: twinDir, models_dir: MODELS_DIR, output_dir: outputDir, episodes: EVAL_EPISODES, randomisation: { object_xy_m: OBJECT_XY_M }, clips: false });
  const code = await run(job, (line) => {
    if (line.includes('"phase_done"')) console.log(`  ${name}: ${line}`);
  });
  if (code !== 0) throw new Error(`evaluation '${name}' failed (exit ${code})`);
  const report = JSON.parse(await readFile(join(outputDir, 'report.json'), 'utf8')) as Report;
  const episodes = JSON.parse(await readFile(join(outputDir, 'episodes.json'), 'utf8')) as { failure_mode: string | null }[];
  const modes: Record<string, number> = {};
  for (const e of episodes) modes[e.failure_mode ?? 'success'] = (modes[e.failure_mode ?? 'success'] ?? 0) + 1;
  return { report, modes };
}

async function main(): Promise<void> {
  const datasetRoot = await demoDatasetDir();
  const dataset = await openDataset(datasetRoot);
  const twinDir = await demoTwin(datasetRoot);
  const cameras = dataset.cameras.map((c) => ({ key: c.key, name: c.name, codec: (c.codec === 'h264' ? 'h264' : 'av1') as 'av1' | 'h264', pix_fmt: c.pixFmt ?? 'yuv420p' }));
  const arm = async (name: string, data: string, generated: string[]) => {
    const trainStarted = Date.now();
    const checkpoint = await train(name, datasetRoot, generated);
    const trainMinutes = (Date.now() - trainStarted) / 60000;
    return { data, trainMinutes, ...(await evaluate(name, checkpoint, twinDir)) };
  };
  // The demo-only policy needs no generated episode: it trains and is evaluated while the episodes are generated.
  const demoOnly = arm('demo', `the demo's ${dataset.episodes.length} episodes`, []);
  const generateStarted = Date.now();
  const generated = await generate(twinDir, cameras);
  const generateMinutes = (Date.now() - generateStarted) / 60000;
  console.log(`${generated.length}/${GENERATED} generated episodes succeeded`);
  const rows = [await demoOnly, await arm('demo+generated', `the demo's ${dataset.episodes.length} episodes + ${generated.length} generated`, generated)];
  console.log(`\nthe built-in visual policy (${TRAIN_STEPS} steps, seed 1) in the demo twin of episode 0, pick_place, cube within ±${OBJECT_XY_M * 100} cm, ${EVAL_EPISODES} seeded episodes (the same for both); generation ${generateMinutes.toFixed(1)} min`);
  console.log('| trained on | success | 95 % interval (Wilson) | failure modes | training min | evaluation s |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const { report } = row;
    const modes = Object.entries(row.modes).filter(([mode]) => mode !== 'success').map(([mode, n]) => `${mode} ${n}`).join(', ');
    console.log(`| ${row.data} | ${report.successes}/${report.episodes} = ${(report.successes / report.episodes).toFixed(2)} | ${report.interval.low.toFixed(2)}–${report.interval.high.toFixed(2)} | ${modes || '—'} | ${row.trainMinutes.toFixed(1)} | ${report.measurements.rollout_seconds.toFixed(0)} |`);
  }
}

await main();
