/**
 * Twin build time (not a test). Run: npm run bench:twin
 *
 * For a 30 s SO-101 episode (generated: 900 frames at 30 fps, LeRobot v3.0) and for episode 1
 * of the real SO-101 recording (12.5 s, with a grasp):
 *   1. the job: jobs/twin/main.py as a process, exactly as the compute backend starts it
 *      (interpreter start, imports, stage files, JSON progress lines, the archive);
 *   2. the stages run directly: the same six stage functions called in one warm Python process,
 *      without the runner (no stage files, no progress lines, imports not timed).
 * Each runs BENCH_ROUNDS times (default 2) in alternating order; the best wall time and the least
 * CPU time (user + system, the process and its children: the Node WASM check) count. CPU time is
 * what to compare on a shared machine, where other people's load inflates wall time.
 * Prints per-stage seconds of the job and the job's overhead over the direct run.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, PROJECT_ROOT } from '../core/config.js';
import { writeSyntheticDataset } from '../core/lerobot/synthetic.js';
import { SIM_PYTHON, modelsDir } from '../core/sim/environment.js';
import { twinJobCommand } from '../backends/compute/job-programs.js';
import { TWIN_STAGES } from '../core/jobs/twin.js';
import { simPython } from '../test/helpers/twin-job.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const MODELS = modelsDir(loadConfig().dataDir);
const REAL_RECORDING = join(PROJECT_ROOT, 'test', 'fixtures', 'datasets', 'so101-record-test');

const CPU = `
def cpu_seconds():
    import resource
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
`;

/** Runs the job as a child process and reports its wall and CPU seconds (the job and everything it started). */
const JOB = `
import json, subprocess, sys, time
${CPU}
args = json.loads(sys.argv[1])
started, cpu = time.monotonic(), cpu_seconds()
code = subprocess.run(args["argv"], stdout=subprocess.DEVNULL).returncode
print(json.dumps({"wall": time.monotonic() - started, "cpu": cpu_seconds() - cpu, "code": code}))
`;

const DIRECT = `
import json, sys, time
from pathlib import Path
${CPU}
args = json.loads(sys.argv[1])
from jobs.sim.sim_env import configure_rendering
configure_rendering()
from jobs.twin import main
from jobs.twin.context import Context
context = Context(Path(args["root"]), args["episode"], Path(args["out"]), Path(args["models"]), "twin_direct", {})
stages = main.load_stages()
started, cpu = time.monotonic(), cpu_seconds()
for name, function in stages:
    outcome = function(context)
    context.results[name] = {**outcome, "attempts": 1, "seconds": 0.0}
print(json.dumps({"wall": time.monotonic() - started, "cpu": cpu_seconds() - cpu}))
`;

interface Case {
  name: string;
  root: string;
  episode: number;
}

interface Timing {
  wall: number;
  cpu: number;
}

async function timeJob(scratch: string, item: Case, round: number): Promise<Timing & { stages: Record<string, number> }> {
  const outputDir = join(scratch, `job-${item.name}-${round}`);
  const { command } = twinJobCommand({ datasetRoot: item.root, episodeIndex: item.episode, outputDir, modelsDir: MODELS, twinId: 'twin_bench' });
  const result = await simPython<Timing & { code: number }>(JOB, { argv: command });
  if (result.code !== 0) throw new Error(`twin job exited ${result.code}; see ${outputDir}/stages`);
  const stages: Record<string, number> = {};
  for (const stage of TWIN_STAGES) stages[stage] = JSON.parse(await readFile(join(outputDir, 'stages', `${stage}.json`), 'utf8')).seconds;
  await rm(outputDir, { recursive: true, force: true });
  return { wall: result.wall, cpu: result.cpu, stages };
}

async function timeDirect(scratch: string, item: Case, round: number): Promise<Timing> {
  const out = join(scratch, `direct-${item.name}-${round}`);
  const result = await simPython<Timing>(DIRECT, { root: item.root, episode: item.episode, out, models: MODELS });
  await rm(out, { recursive: true, force: true });
  return result;
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'rlp-bench-twin-'));
  try {
    const generated = join(scratch, 'so101-30s');
    await writeSyntheticDataset(generated, { version: 'v3.0', episodes: 1, framesPerEpisode: 900, fps: 30, cameras: [{ name: 'front', width: 64, height: 64 }], seed: 11, imageStats: false });
    const cases: Case[] = [
      { name: '30 s generated SO-101 episode (900 frames)', root: generated, episode: 0 },
      { name: 'real SO-101 recording, episode 1 (374 frames, 1 grasp)', root: REAL_RECORDING, episode: 1 },
    ];
    console.log(`twin build, best of ${ROUNDS} rounds; python ${SIM_PYTHON}`);
    for (const item of cases) {
      let job = { wall: Infinity, cpu: Infinity, stages: {} as Record<string, number> };
      const direct = { wall: Infinity, cpu: Infinity };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['job', 'direct'] as const) : (['direct', 'job'] as const);
        for (const which of order) {
          if (which === 'job') {
            const timing = await timeJob(scratch, item, round);
            if (timing.wall < job.wall) job = { ...timing, cpu: Math.min(job.cpu, timing.cpu) };
            else job.cpu = Math.min(job.cpu, timing.cpu);
          } else {
            const timing = await timeDirect(scratch, item, round);
            direct.wall = Math.min(direct.wall, timing.wall);
            direct.cpu = Math.min(direct.cpu, timing.cpu);
          }
        }
      }
      console.log(`\n${item.name}`);
      console.log(`  job (process):          wall ${job.wall.toFixed(2)} s, CPU ${job.cpu.toFixed(2)} s`);
      console.log(`  stages run directly:    wall ${direct.wall.toFixed(2)} s, CPU ${direct.cpu.toFixed(2)} s`);
      console.log(`  job overhead:           wall ${(job.wall - direct.wall).toFixed(2)} s, CPU ${(job.cpu - direct.cpu).toFixed(2)} s (interpreter start, imports, stage files, progress lines)`);
      console.log(`  job stages (wall):      ${TWIN_STAGES.map((s) => `${s} ${job.stages[s]!.toFixed(2)}`).join(', ')}`);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
