/**
 * npm run bench:evaluation — the evaluation job's closed loop against MuJoCo alone.
 *
 * Builds a state-only twin of the demo recording's episode 1 and trains the built-in policy for 200
 * steps (or reuses EVAL_BENCH_TWIN_DIR and EVAL_BENCH_CHECKPOINT), runs the evaluation job on 50
 * episodes (the API's default), and steps the same scene with MuJoCo alone for as many control
 * steps. Prints policy-steps/s of the closed loop (policy + servo model + physics), MuJoCo's
 * control-steps/s, their ratio, and the job's whole time (the clip grid's rendering included),
 * against the bound of 5 minutes for 50 episodes on the two-core machine.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUILTIN_TRAINER, nodeProgram } from '../backends/compute/local.js';
import { runEvaluationJob } from '../test/helpers/evaluation-job.js';
import { SO101_RECORD_TEST } from '../test/helpers/shared-datasets.js';
import { makeTempDir } from '../test/helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob, simPython } from '../test/helpers/twin-job.js';

const EPISODES = 50;

/** The same scene, the same control steps (whole timesteps at 30 fps), the actuators held at the keyframe: MuJoCo with nothing else. */
const PYTHON_BARE_MUJOCO = `
import json, sys, time, mujoco
args = json.loads(sys.argv[1])
model = mujoco.MjModel.from_xml_path(args["xml"])
data = mujoco.MjData(model)
key = model.key("episode_start").id
steps, fps, dt = args["steps"], args["fps"], model.opt.timestep
started = time.perf_counter()
for episode in range(args["episodes"]):
    mujoco.mj_resetDataKeyframe(model, data, key)
    for k in range(steps):
        mujoco.mj_step(model, data, nstep=max(1, round((k + 1) / fps / dt) - round(k / fps / dt)))
print(json.dumps({"seconds": time.perf_counter() - started}))
`;

async function train(outputDir: string): Promise<void> {
  const [program, ...args] = nodeProgram(BUILTIN_TRAINER, [`--dataset.root=${SO101_RECORD_TEST}`, `--output_dir=${outputDir}`, '--steps=200', '--batch_size=32', '--save_freq=200', '--log_freq=100']);
  const code = await new Promise<number | null>((resolve) => spawn(program!, args, { stdio: 'ignore' }).on('close', resolve));
  if (code !== 0) throw new Error(`the trainer exited ${code}`);
}

const scratch = await makeTempDir('bench-evaluation');
try {
  let twinDir = process.env.EVAL_BENCH_TWIN_DIR;
  let checkpoint = process.env.EVAL_BENCH_CHECKPOINT;
  if (!twinDir) {
    twinDir = join(scratch.path, 'twin');
    const twin = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 1, outputDir: twinDir, twinId: 'twin_bench', config: { calibrate_cameras: false } });
    if (twin.code !== 0) throw new Error(`the twin job exited ${twin.code}: ${twin.stderr.slice(-1000)}`);
  }
  if (!checkpoint) {
    await train(join(scratch.path, 'train'));
    checkpoint = join(scratch.path, 'train', 'checkpoints', '000200');
  }
  const outputDir = join(scratch.path, 'evaluation');
  const started = performance.now();
  const run = await runEvaluationJob({ policy: checkpoint, twin_dir: twinDir, models_dir: MODELS_DIR, output_dir: outputDir, episodes: EPISODES });
  const jobSeconds = (performance.now() - started) / 1000;
  if (run.code !== 0) throw new Error(`the evaluation job exited ${run.code}: ${run.stderr.slice(-2000)}`);
  const report = JSON.parse(await readFile(join(outputDir, 'report.json'), 'utf8')) as {
    episode_steps: number;
    control_hz: number;
    success_rate: number;
    interval: { low: number; high: number };
    measurements: { policy_steps: number; rollout_seconds: number; policy_steps_per_s: number };
  };
  const bare = await simPython<{ seconds: number }>(PYTHON_BARE_MUJOCO, { xml: join(outputDir, 'scene', 'scene.xml'), steps: report.episode_steps, fps: report.control_hz, episodes: EPISODES });
  const bareRate = report.measurements.policy_steps / bare.seconds;
  const lines = [
    `evaluation of the built-in policy, ${EPISODES} episodes × ${report.episode_steps} control steps at ${report.control_hz} Hz (pick_place in a state-only twin of the demo's episode 1)`,
    `closed loop (policy + servo model + physics + success test): ${report.measurements.policy_steps_per_s.toFixed(0)} policy-steps/s (${report.measurements.rollout_seconds.toFixed(1)} s)`,
    `MuJoCo alone, the same scene and steps: ${bareRate.toFixed(0)} control-steps/s (${bare.seconds.toFixed(1)} s)`,
    `ratio closed loop / MuJoCo alone: ${(report.measurements.policy_steps_per_s / bareRate).toFixed(2)}`,
    `the whole job (scene, episodes, a 4-episode clip grid rendered in software, report): ${jobSeconds.toFixed(0)} s (bound: 300 s) — success ${report.success_rate.toFixed(2)}, 95 % interval ${report.interval.low.toFixed(2)}–${report.interval.high.toFixed(2)}`,
  ];
  console.log(lines.join('\n'));
} finally {
  await scratch.cleanup();
}
