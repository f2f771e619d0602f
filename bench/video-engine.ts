/**
 * The video engine's speed (not a test). Run: npm run bench:video-engine
 *
 * In the twin of the demo recording's episode 0 (built once, cameras calibrated, kept under the OS
 * temp dir), side by side in one run:
 *   1. generate: jobs/video/main.py as the compute backend starts it, BENCH_EPISODES times (default
 *      3) with different planned variations: the varied scene, the expert, the verdict, both
 *      cameras rendered over their plates and encoded;
 *   2. generate without cameras: the same job with no camera to render (simulation and verdict);
 *   3. replay: the same source episode replayed in MuJoCo without rendering (the twin's replay.py).
 * Prints episodes per minute (wall and CPU) and each generated episode's time as a ratio to the
 * replay's. CPU time (the process and its children) is what to compare on a shared machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { videoJobCommand } from '../backends/compute/job-programs.js';
import { planEpisodeVariations, resolveVariation } from '../core/augment/video-variations.js';
import { openDataset } from '../core/lerobot/index.js';
import { SIM_PYTHON } from '../core/sim/environment.js';
import { demoDatasetDir } from '../test/helpers/demo-dataset.js';
import { simPython } from '../test/helpers/twin-job.js';
import { demoTwin } from './demo-twin.js';

const EPISODES = Number(process.env.BENCH_EPISODES ?? 3);
const PROMPTS = ['the cube 3 cm further left', 'a blue cube on a white table', 'dim warm light and two distractors', 'the cube 2 cm closer', 'rotated 20 degrees'];

/** Runs argv as a child process and reports its wall and CPU seconds (the job and everything it started). */
const TIMED = `
import json, resource, subprocess, sys, time
def cpu():
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
args = json.loads(sys.argv[1])
started, before = time.monotonic(), cpu()
result = subprocess.run(args["argv"], stdout=subprocess.PIPE, env=args["env"])
lines = [line for line in result.stdout.decode().splitlines() if line.startswith("{")]
print(json.dumps({"wall": time.monotonic() - started, "cpu": cpu() - before, "code": result.returncode, "last": lines[-1] if lines else None}))
`;

interface Timed {
  wall: number;
  cpu: number;
  code: number;
  last: string | null;
}

const timed = (argv: string[], env: Record<string, string>) => simPython<Timed>(TIMED, { argv, env: { ...process.env, ...env } });

async function main(): Promise<void> {
  const datasetRoot = await demoDatasetDir();
  const dataset = await openDataset(datasetRoot);
  const twinDir = await demoTwin(datasetRoot);
  const cameras = dataset.cameras.map((c) => ({ key: c.key, name: c.name, codec: (c.codec === 'h264' ? 'h264' : 'av1') as 'av1' | 'h264', pix_fmt: c.pixFmt ?? 'yuv420p' }));
  const variations = planEpisodeVariations('vary the scene', PROMPTS.slice(0, EPISODES), EPISODES);
  const scratch = await mkdtemp(join(tmpdir(), 'rlp-bench-video-'));
  const rows: { prompt: string; full: Timed; noCameras: Timed; replay: Timed }[] = [];
  try {
    for (const variation of variations) {
      const seed = 1000 + variation.index * 10;
      const job = (withCameras: boolean) =>
        videoJobCommand({ twin: { dir: twinDir }, output_dir: join(scratch, `${variation.index}-${withCameras}`), variation: resolveVariation(variation.parameters, seed), seed, attempts: 3, cameras: withCameras ? cameras : [] });
      const full = job(true);
      const bare = job(false);
      const replay = await timed([SIM_PYTHON, join(twinDir, 'replay.py'), '--twin', twinDir, '--json'], {});
      const noCameras = await timed(bare.command, bare.env);
      const generated = await timed(full.command, full.env);
      if (generated.code !== 0) console.log(`episode ${variation.index} ('${variation.prompt}') not generated: ${generated.last}`);
      rows.push({ prompt: variation.prompt, full: generated, noCameras, replay });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const frames = dataset.episodes[0]!.length;
  console.log(`\nvideo engine (twin), demo episode 0: ${frames} frames at ${dataset.fps} fps, ${cameras.length} cameras ${cameras.map((c) => `${dataset.cameras[0]!.width}×${dataset.cameras[0]!.height} ${c.codec}`).join(', ')}`);
  console.log('| prompt | generated (wall / CPU s) | without cameras (wall / CPU s) | replay, no rendering (wall / CPU s) | generated ÷ replay (CPU) |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.prompt} | ${row.full.wall.toFixed(1)} / ${row.full.cpu.toFixed(1)} | ${row.noCameras.wall.toFixed(1)} / ${row.noCameras.cpu.toFixed(1)} | ${row.replay.wall.toFixed(2)} / ${row.replay.cpu.toFixed(2)} | ${(row.full.cpu / row.replay.cpu).toFixed(0)}× |`);
  }
  const ok = rows.filter((r) => r.full.code === 0);
  const wall = ok.reduce((s, r) => s + r.full.wall, 0);
  const cpu = ok.reduce((s, r) => s + r.full.cpu, 0);
  console.log(`\n${ok.length}/${rows.length} generated; one job at a time: ${((ok.length / wall) * 60).toFixed(2)} episodes/min wall, ${((ok.length / cpu) * 60).toFixed(2)} per CPU-minute (2 cores, 2 jobs side by side: ≈ ${((2 * ok.length / cpu) * 60).toFixed(2)}/min)`);
}

await main();
