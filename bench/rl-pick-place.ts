/**
 * pick_place learned from a twin's demonstration (not a test). Run: npm run bench:rl-pick-place
 *
 * For each twin — the real recording's episodes (BENCH_EPISODES, default 0,1,2,3) and, when BENCH_DEMO=1, episode 0 of
 * the demo dataset — builds the twin with the twin job, then runs the RL job exactly as the API would start it for
 * `{objective: pick_place, scene: {twin_id}}` with every default (CPU tier, the default budget), and prints:
 *   - time to 0.8: the first checkpoint whose success rate reached 0.8 (env steps, seconds of job training);
 *   - the final deterministic success on the 100 fixed evaluation episodes and the verdict; the whole job's wall time;
 *   - env-steps/s of training (warm start and PPO together) as a ratio to raw MuJoCo stepping of the same scene
 *     (mj_step at the env's control rate, no policy, one process), measured in the same run on the same cores.
 * Run it on an otherwise idle machine, or read the load average it prints.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { loadConfig, PROJECT_ROOT } from '../core/config.js';
import { jobSpecFor } from '../core/jobs/rl.js';
import type { RlMetricsPoint } from '../core/jobs/rl.js';
import { checkSpec } from '../core/rl/spec.js';
import { modelsDir } from '../core/sim/environment.js';
import { startRlJob } from '../test/helpers/rl-job.js';
import { SO101_RECORD_TEST } from '../test/helpers/shared-datasets.js';
import { runTwinJob, simPython } from '../test/helpers/twin-job.js';

const EPISODES = (process.env.BENCH_EPISODES ?? '0,1,2,3').split(',').filter(Boolean).map(Number);

/**
 * The same scene stepped two ways for 10 s each, one process: raw physics (mj_step at the env's control rate, 4 substeps
 * of 5 ms, the twin's demonstration commands replayed so the arm moves, grasps and carries as it does in training), and
 * the pick_place env driven by its expert (the env's own Python around the same physics).
 */
const RAW_STEPPING = `
import json, sys, time
args = json.loads(sys.argv[1])
sys.path[:0] = [args["rl_dir"], args["sim_dir"]]
import mujoco, numpy as np
from spec import resolve_spec
from envs import make_env
model = mujoco.MjModel.from_xml_path(args["scene_xml"]); data = mujoco.MjData(model)
demo = json.load(open(args["demonstration"]))
commands = np.array(demo["commands"]); actuators = [model.actuator(name).id for name in demo["joints"]]
substeps = max(1, round(1.0 / 50 / model.opt.timestep)); steps = 0; started = time.perf_counter()
while time.perf_counter() - started < 10:
    mujoco.mj_resetDataKeyframe(model, data, model.key("episode_start").id)
    for k in range(int(len(commands) / demo["fps"] * 50)):
        data.ctrl[actuators] = commands[min(int(k * demo["fps"] / 50), len(commands) - 1)]
        mujoco.mj_step(model, data, nstep=substeps); steps += 1
raw = steps / (time.perf_counter() - started)
env = make_env(args["scene_xml"], resolve_spec(args["spec"]))
steps, started = 0, time.perf_counter()
while time.perf_counter() - started < 10:
    env.reset(seed=steps); done = False
    while not done:
        *_, truncated, _ = env.step(env.expert_action()); steps += 1; done = truncated
print(json.dumps({"control_steps_per_s": raw, "env_steps_per_s": steps / (time.perf_counter() - started)}))
`;

interface Row {
  twin: string;
  timeTo08: string;
  success: number;
  verdict: string;
  jobSeconds: number;
  stepsPerS: number;
  envPerS: number;
  rawPerS: number;
  warm: string;
}

async function benchTwin(scratch: string, name: string, datasetRoot: string, episode: number): Promise<Row> {
  const models = modelsDir(loadConfig().dataDir);
  const twinId = `twin_${ulid()}`;
  const twinDir = join(scratch, `twin-${name}`);
  const built = await runTwinJob({ datasetRoot, episodeIndex: episode, outputDir: twinDir, twinId });
  if (built.code !== 0) throw new Error(`twin ${name} failed: ${built.stderr.slice(-1000)}`);
  const checked = checkSpec({ robot: 'so101', objective: { type: 'pick_place' }, scene: { twin_id: twinId } }, { tiers: ['cpu'] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const outputDir = join(scratch, `rl-${name}`);
  const started = Date.now();
  const job = startRlJob({ spec: jobSpecFor(checked.spec), outputDir, modelsDir: models, seed: 0, sceneDir: twinDir, timeLimitS: checked.spec.budget.time_limit_s });
  const end = await job.ended;
  if (end.code !== 0) throw new Error(`the RL job in ${name} exited ${end.code}: ${end.stderr.slice(-2000)}`);
  const jobSeconds = (Date.now() - started) / 1000;
  const training = JSON.parse(await readFile(join(outputDir, 'stages', 'training.json'), 'utf8')).result as { env_steps: number; wall_seconds: number; warm_start?: { actor_success_rate: number; env_steps: number; seconds: number } };
  const metrics = (await readFile(join(outputDir, 'metrics.jsonl'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as RlMetricsPoint);
  // The deterministic figures: the warm start's own rollouts, then each checkpoint's selection episodes.
  const reached = metrics.find((point) => ((point as { selection_success_rate?: number }).selection_success_rate ?? point.success_rate ?? 0) >= 0.8);
  const report = JSON.parse(await readFile(join(outputDir, 'report.json'), 'utf8')) as { verdict: string; evaluation: { success_rate: number } };
  const raw = await simPython<{ control_steps_per_s: number; env_steps_per_s: number }>(RAW_STEPPING, {
    scene_xml: join(outputDir, 'scene', 'scene.xml'), demonstration: join(outputDir, 'scene', 'demonstration.json'), spec: jobSpecFor(checked.spec),
    rl_dir: join(PROJECT_ROOT, 'jobs', 'rl'), sim_dir: join(PROJECT_ROOT, 'jobs', 'sim'),
  });
  const warm = training.warm_start;
  return {
    twin: name,
    timeTo08: reached ? `${reached.env_steps} steps, ${reached.wall_seconds.toFixed(0)} s` : 'never',
    success: report.evaluation.success_rate,
    verdict: report.verdict,
    jobSeconds,
    stepsPerS: training.env_steps / training.wall_seconds,
    envPerS: raw.env_steps_per_s,
    rawPerS: raw.control_steps_per_s,
    warm: warm ? `${warm.env_steps} steps, ${warm.seconds.toFixed(0)} s, actor ${warm.actor_success_rate}` : 'none',
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

function describe(row: Row): string {
  return `${row.twin}: time to 0.8 ${row.timeTo08}; final success ${row.success.toFixed(2)} (verdict ${row.verdict}); job ${row.jobSeconds.toFixed(0)} s; ` +
    `env alone ${row.envPerS.toFixed(0)} env-steps/s = ${percent(row.envPerS, row.rawPerS)} of raw MuJoCo stepping (${row.rawPerS.toFixed(0)}/s), ` +
    `training overall ${row.stepsPerS.toFixed(0)}/s = ${percent(row.stepsPerS, row.rawPerS)}; warm start ${row.warm}; load ${loadavg()[0]!.toFixed(2)}`;
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'rlp-bench-pick-place-'));
  const rows: Row[] = [];
  try {
    console.log(`${new Date().toISOString()} load average before: ${loadavg().map((v) => v.toFixed(2)).join(' ')}; twins of so101-record-test episodes ${EPISODES.join(', ')}`);
    for (const episode of EPISODES) {
      const row = await benchTwin(scratch, `ep${episode}`, SO101_RECORD_TEST, episode);
      rows.push(row);
      console.log(describe(row));
    }
    if (process.env.BENCH_DEMO === '1') {
      const { LocalGitHub } = await import('../backends/hub/local-git.js');
      const { DEMO_DATASET, ensureDemoDatasets } = await import('../cli/demo-datasets.js');
      const hub = new LocalGitHub({ hubDir: join(scratch, 'hub'), cacheDir: join(scratch, 'hub-cache') });
      await ensureDemoDatasets(hub);
      const checkout = await hub.checkout(DEMO_DATASET, (await hub.resolve(DEMO_DATASET)).commit);
      const row = await benchTwin(scratch, 'demo-ep0', checkout, 0);
      rows.push(row);
      console.log(describe(row));
    }
    console.log('\n| twin | time to 0.8 | final success (100 eps) | verdict | job wall | env alone vs raw MuJoCo | training overall vs raw |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.twin} | ${r.timeTo08} | ${r.success.toFixed(2)} | ${r.verdict} | ${(r.jobSeconds / 60).toFixed(1)} min | ${r.envPerS.toFixed(0)} / ${r.rawPerS.toFixed(0)} = ${percent(r.envPerS, r.rawPerS)} | ${r.stepsPerS.toFixed(0)} = ${percent(r.stepsPerS, r.rawPerS)} |`);
    console.log(`load average after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  } finally {
    if (!process.env.BENCH_KEEP) await rm(scratch, { recursive: true, force: true });
  }
}

await main();
