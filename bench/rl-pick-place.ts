/**
 * pick_place learned from a twin's demonstration (not a test). Run: npm run bench:rl-pick-place
 *
 * For each twin — the real recording's episodes (BENCH_EPISODES, default 0,1,2,3) and, when BENCH_DEMO=1, episode 0 of
 * the demo dataset — builds the twin with the twin job, then runs the RL job exactly as the API would start it for
 * `{objective: pick_place, scene: {twin_id}}` with every default (CPU tier, the default budget), and prints:
 *   - time to 0.8: the first checkpoint whose success rate reached 0.8 (env steps, seconds of job training);
 *   - the final deterministic success on the 100 fixed evaluation episodes and the verdict; the whole job's wall time;
 *   - the pick_place env driven by its expert, in env-steps/s, as a ratio to raw MuJoCo stepping of the same scene
 *     through the same motions (mj_step at the env's control rate, no policy, one process), and env-steps/s of
 *     training (warm start and PPO together) against the same raw figure, measured in the same run on the same cores.
 * Run it on an otherwise idle machine, or read the load average it prints.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { loadConfig } from '../core/config.js';
import { jobSpecFor } from '../core/jobs/rl.js';
import type { RlMetricsPoint } from '../core/jobs/rl.js';
import { checkSpec } from '../core/rl/spec.js';
import { modelsDir } from '../core/sim/environment.js';
import { startRlJob } from '../test/helpers/rl-job.js';
import { SO101_RECORD_TEST } from '../test/helpers/shared-datasets.js';
import { runTwinJob, simPython } from '../test/helpers/twin-job.js';

const EPISODES = (process.env.BENCH_EPISODES ?? '0,1,2,3').split(',').filter(Boolean).map(Number);

/**
 * The same scene stepped three ways, one process, interleaved in 1 s turns for 10 s each so that load from other
 * processes falls on all three alike:
 *   - env: the pick_place env driven by its expert over episodes of 8 fixed seeds (the env's own Python and the expert
 *     around the physics);
 *   - raw: bare mj_step at the env's control rate (4 substeps of 5 ms) through the very same motions: each of those
 *     episodes' start state (mj_getState after reset) and the controls the env applied, replayed into a second MjData.
 *     The replay ends each episode where the env did (checked: max |Δqpos| is printed), so both sides pay for the same
 *     contacts;
 *   - replay: bare mj_step replaying the twin's recorded commands from the start keyframe (this bench's raw figure before
 *     2026-11-28). The recording holds the object in both jaws for a tenth of its steps, the expert's episodes for over
 *     a third (episode 2's twin), and such a step costs MuJoCo about six times one without (the grasp's contacts), so
 *     this is not the env's physics; it is printed for comparison with the earlier rows.
 */
const RAW_STEPPING = `
import json, sys, time
args = json.loads(sys.argv[1])
import mujoco, numpy as np
from jobs.rl.spec import resolve_spec
from jobs.rl.envs import make_env
TURN_S, TURNS, SEEDS, STATE = 1.0, 10, list(range(8)), mujoco.mjtState.mjSTATE_INTEGRATION
env = make_env(args["scene_xml"], resolve_spec(args["spec"]))
model = mujoco.MjModel.from_xml_path(args["scene_xml"]); data = mujoco.MjData(model)
substeps = env.substeps
episodes = []
for seed in SEEDS:
    env.reset(seed=seed); done = False
    start = np.empty(mujoco.mj_stateSize(env.model, STATE)); mujoco.mj_getState(env.model, env.data, start, STATE)
    controls = []
    while not done:
        *_, truncated, _ = env.step(env.expert_action()); controls.append(env.data.ctrl.copy()); done = truncated
    episodes.append((start, np.array(controls), env.data.qpos.copy()))
divergence = 0.0
for start, controls, end in episodes:
    mujoco.mj_setState(model, data, start, STATE)
    for row in controls:
        data.ctrl[:] = row; mujoco.mj_step(model, data, nstep=substeps)
    divergence = max(divergence, float(np.abs(data.qpos - end).max()))
demo = json.load(open(args["demonstration"]))
commands = np.array(demo["commands"]); actuators = [model.actuator(name).id for name in demo["joints"]]
replay_steps = int(len(commands) / demo["fps"] * 50)

def raw(episode):
    start, controls, _ = episodes[episode % len(episodes)]
    mujoco.mj_setState(model, data, start, STATE)
    for row in controls:
        data.ctrl[:] = row; mujoco.mj_step(model, data, nstep=substeps)
    return len(controls)

def stepped_env(episode):
    env.reset(seed=SEEDS[episode % len(SEEDS)]); done = False; steps = 0
    while not done:
        *_, truncated, _ = env.step(env.expert_action()); steps += 1; done = truncated
    return steps

def replay(episode):
    mujoco.mj_resetDataKeyframe(model, data, model.key("episode_start").id)
    for k in range(replay_steps):
        data.ctrl[actuators] = commands[min(int(k * demo["fps"] / 50), len(commands) - 1)]
        mujoco.mj_step(model, data, nstep=substeps)
    return replay_steps

# Whole episodes, each side picking up at the episode after the one it ran last, so both cover the seeds alike.
totals = {name: [0, 0.0, 0] for name in ("raw", "env", "replay")}
for _ in range(TURNS):
    for name, run in (("raw", raw), ("env", stepped_env), ("replay", replay)):
        started = time.perf_counter()
        while time.perf_counter() - started < TURN_S:
            totals[name][0] += run(totals[name][2]); totals[name][2] += 1
        totals[name][1] += time.perf_counter() - started
rate = {name: steps / seconds for name, (steps, seconds, _) in totals.items()}
print(json.dumps({"control_steps_per_s": rate["raw"], "env_steps_per_s": rate["env"], "replay_steps_per_s": rate["replay"], "divergence": divergence}))
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
  replayPerS: number;
  divergence: number;
  warm: string;
  /** The twin's own replay of the recording (twin.json, validate stage): the object's lift and its rest from the release. */
  replay: string;
}

async function benchTwin(scratch: string, name: string, datasetRoot: string, episode: number): Promise<Row> {
  const models = modelsDir(loadConfig().dataDir);
  const twinId = `twin_${ulid()}`;
  const twinDir = join(scratch, `twin-${name}`);
  const built = await runTwinJob({ datasetRoot, episodeIndex: episode, outputDir: twinDir, twinId });
  if (built.code !== 0) throw new Error(`twin ${name} failed: ${built.stderr.slice(-1000)}`);
  const twinDocument = JSON.parse(await readFile(join(twinDir, twinId, 'twin.json'), 'utf8')) as { measurements: { validate: { replay: { objects: { max_lift_m: number; release_error_m: number }[] } } } };
  const [object] = twinDocument.measurements.validate.replay.objects;
  const replay = object ? `lift ${(object.max_lift_m * 1000).toFixed(1)} mm, release error ${(object.release_error_m * 100).toFixed(2)} cm` : 'no object';
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
  const raw = await simPython<{ control_steps_per_s: number; env_steps_per_s: number; replay_steps_per_s: number; divergence: number }>(RAW_STEPPING, {
    scene_xml: join(outputDir, 'scene', 'scene.xml'), demonstration: join(outputDir, 'scene', 'demonstration.json'), spec: jobSpecFor(checked.spec),
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
    replayPerS: raw.replay_steps_per_s,
    divergence: raw.divergence,
    warm: warm ? `${warm.env_steps} steps, ${warm.seconds.toFixed(0)} s, actor ${warm.actor_success_rate}` : 'none',
    replay,
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

function describe(row: Row): string {
  return `${row.twin}: twin replay ${row.replay}; time to 0.8 ${row.timeTo08}; final success ${row.success.toFixed(2)} (verdict ${row.verdict}); job ${row.jobSeconds.toFixed(0)} s; ` +
    `env alone ${row.envPerS.toFixed(0)} env-steps/s = ${percent(row.envPerS, row.rawPerS)} of raw MuJoCo stepping the same motions (${row.rawPerS.toFixed(0)}/s, ` +
    `max |Δqpos| ${row.divergence.toExponential(1)}) and ${percent(row.envPerS, row.replayPerS)} of raw stepping the recording's replay (${row.replayPerS.toFixed(0)}/s), ` +
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
    console.log('\n| twin | time to 0.8 | final success (100 eps) | verdict | job wall | env alone vs raw MuJoCo, same motions | env vs the recording\'s replay | training overall vs raw |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.twin} | ${r.timeTo08} | ${r.success.toFixed(2)} | ${r.verdict} | ${(r.jobSeconds / 60).toFixed(1)} min | ${r.envPerS.toFixed(0)} / ${r.rawPerS.toFixed(0)} = ${percent(r.envPerS, r.rawPerS)} | ${r.envPerS.toFixed(0)} / ${r.replayPerS.toFixed(0)} = ${percent(r.envPerS, r.replayPerS)} | ${r.stepsPerS.toFixed(0)} = ${percent(r.stepsPerS, r.rawPerS)} |`);
    console.log(`load average after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  } finally {
    if (!process.env.BENCH_KEEP) await rm(scratch, { recursive: true, force: true });
  }
}

await main();
