/**
 * The twin build's `cameras` stage against its other stages (not a test). Run: npm run bench:twin-cameras
 *
 * On the demo dataset's episode 0 (two 320×240 AV1 cameras), one warm Python process runs the twin's stages
 * directly (jobs/twin/stage_*.run, no runner), timing each by wall clock and by CPU seconds (user + system of the
 * process and its children). The cameras stage is timed per camera (its result says each camera's seconds).
 * Prints seconds per camera, and the ratio of the cameras stage to all the build's other stages measured in the same
 * run, so that load from other processes on a shared machine weighs on both sides alike. Target: ≤ 60 s per camera
 * on the 2-core machine (issue 30).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../core/config.js';
import { modelsDir } from '../core/sim/environment.js';
import { demoDatasetDir } from '../test/helpers/demo-dataset.js';
import { simPython } from '../test/helpers/twin-job.js';

const STAGES = `
import json, resource, sys, time
from pathlib import Path
args = json.loads(sys.argv[1])
from jobs.sim.sim_env import configure_rendering
configure_rendering()
import io, contextlib
from jobs.twin import main
from jobs.twin.context import Context

def cpu():
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

context = Context(Path(args["root"]), 0, Path(args["out"]), Path(args["models"]), "twin_bench", {})
timings = {}
cameras = []
for name, function in main.load_stages():
    started, used = time.monotonic(), cpu()
    with contextlib.redirect_stdout(io.StringIO()):
        outcome = function(context)
    timings[name] = {"wall": time.monotonic() - started, "cpu": cpu() - used}
    context.results[name] = {**outcome, "attempts": 1, "seconds": timings[name]["wall"]}
    if name == "cameras":
        cameras = [{"key": c["key"], "solved": c["solved"], "seconds": (c.get("fit") or {}).get("seconds"), "iou": (c.get("fit") or {}).get("iou_median")} for c in outcome["result"]["cameras"]]
print(json.dumps({"stages": timings, "cameras": cameras}))
`;

interface Result {
  stages: Record<string, { wall: number; cpu: number }>;
  cameras: { key: string; solved: boolean; seconds: number | null; iou: number | null }[];
}

const root = await demoDatasetDir();
const scratch = await mkdtemp(join(tmpdir(), 'bench-twin-cameras-'));
try {
  const result = await simPython<Result>(STAGES, { root, out: scratch, models: modelsDir(loadConfig().dataDir) });
  const { cameras: stage, ...others } = result.stages;
  if (!stage) throw new Error('the twin build has no cameras stage');
  const other = Object.values(others).reduce((sum, t) => ({ wall: sum.wall + t.wall, cpu: sum.cpu + t.cpu }), { wall: 0, cpu: 0 });
  console.log(`date: ${new Date().toISOString().slice(0, 10)}, demo dataset episode 0`);
  for (const [name, t] of Object.entries(result.stages)) console.log(`  stage ${name.padEnd(11)} wall ${t.wall.toFixed(1).padStart(6)} s  cpu ${t.cpu.toFixed(1).padStart(6)} s`);
  for (const camera of result.cameras) {
    console.log(`  camera ${camera.key.padEnd(8)} ${camera.solved ? 'solved' : 'unsolved'}  ${camera.seconds?.toFixed(1) ?? '?'} s (wall)  IoU ${camera.iou ?? '-'}`);
  }
  const perCamera = stage.wall / Math.max(result.cameras.length, 1);
  console.log(`cameras stage: ${perCamera.toFixed(1)} s wall per camera (target ≤ 60 s), ${(stage.cpu / Math.max(result.cameras.length, 1)).toFixed(1)} s CPU per camera`);
  console.log(`ratio cameras / other stages: wall ${(stage.wall / other.wall).toFixed(2)}, cpu ${(stage.cpu / other.cpu).toFixed(2)} (other stages: ${other.wall.toFixed(1)} s wall, ${other.cpu.toFixed(1)} s cpu)`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
