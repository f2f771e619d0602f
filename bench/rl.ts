/**
 * RL job throughput and time to success (not a test). Run: npm run bench:rl
 *
 * For the default reach spec (or BENCH_RL_SPEC, a JSON spec):
 *   1. the job: jobs/rl/main.py as a process, exactly as the compute backend starts it (progress
 *      lines, checkpoints with ONNX every tenth of the budget, eval points), then evaluate, render, package;
 *   2. the same PPO (same env, hyperparameters, seed, n_envs, DummyVecEnv, one torch thread) run directly
 *      in one Python process: `model.learn(budget)` with no callback.
 * Prints env-steps/s of both (training only), the job's overhead, CPU seconds of each, the first eval
 * point at which the training episodes' success reached 0.8 (env steps and wall seconds), and the
 * deterministic success on the fixed evaluation episodes. Run it with `nice -n 19` on a shared machine.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../core/config.js';
import { modelsDir } from '../core/sim/environment.js';
import { RL_PHASES, type RlMetricsPoint } from '../core/jobs/rl.js';
import { startRlJob } from '../test/helpers/rl-job.js';
import { simPython } from '../test/helpers/twin-job.js';

const SPEC = JSON.parse(process.env.BENCH_RL_SPEC ?? '{}') as Record<string, unknown>;
const SEED = Number(process.env.BENCH_RL_SEED ?? 0);

/** The job's PPO without the job: same modules, same spec resolution, no callback. */
const DIRECT = `
import json, resource, sys, time
args = json.loads(sys.argv[1])
import torch
torch.set_num_threads(1)
from stable_baselines3 import PPO
from jobs.rl.spec import resolve_spec
from jobs.rl.training import make_vec_env
from jobs.rl.envs import make_env
from pathlib import Path
from jobs.rl.scene import build_scene
spec = resolve_spec(args["spec"])
if not Path(args["scene_xml"]).is_file():
    build_scene(Path(args["models_dir"]), spec, Path(args["scene_xml"]).parent)
if args.get("budget"):
    spec["budget"]["env_steps"] = args["budget"]
ppo = spec["ppo"]
if args.get("subproc"):
    from stable_baselines3.common.vec_env import SubprocVecEnv
    venv = SubprocVecEnv([lambda: make_env(args["scene_xml"], spec, "gripperframe") for _ in range(spec["n_envs"])], start_method="fork")
else:
    venv = make_vec_env(args["scene_xml"], spec, "gripperframe")
model = PPO("MlpPolicy", venv, n_steps=ppo["n_steps"], batch_size=ppo["batch_size"], n_epochs=ppo["n_epochs"], learning_rate=ppo["learning_rate"],
            gamma=ppo["gamma"], gae_lambda=0.95, policy_kwargs={"net_arch": [ppo["net_arch"], ppo["net_arch"]], "log_std_init": ppo["log_std_init"]}, seed=args["seed"], device="cpu", verbose=0)
usage = resource.getrusage(resource.RUSAGE_SELF)
cpu0, started = usage.ru_utime + usage.ru_stime, time.monotonic()
model.learn(total_timesteps=spec["budget"]["env_steps"])
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"env_steps": model.num_timesteps, "seconds": time.monotonic() - started, "cpu_seconds": usage.ru_utime + usage.ru_stime - cpu0}))
`;

async function main(): Promise<void> {
  const models = modelsDir(loadConfig().dataDir);
  const scratch = await mkdtemp(join(tmpdir(), 'rlp-bench-rl-'));
  try {
    console.log(`load average before: ${loadavg().map((v) => v.toFixed(2)).join(' ')}; spec ${JSON.stringify(SPEC)}; seed ${SEED}`);
    const outputDir = join(scratch, 'job');
    const directFirst = process.env.BENCH_RL_ORDER === 'direct-first';
    const runDirect = () => simPython<{ env_steps: number; seconds: number; cpu_seconds: number }>(DIRECT, { spec: SPEC, seed: SEED, models_dir: models, scene_xml: join(scratch, 'direct', 'scene', 'scene.xml') });
    const earlyDirect = directFirst ? await runDirect() : undefined;
    const started = Date.now();
    const job = startRlJob({ spec: SPEC, outputDir, modelsDir: models, seed: SEED });
    const end = await job.ended;
    if (end.code !== 0) throw new Error(`the job exited ${end.code}: ${end.stderr.slice(-2000)}`);
    const stages = Object.fromEntries(await Promise.all(RL_PHASES.map(async (phase) => [phase, JSON.parse(await readFile(join(outputDir, 'stages', `${phase}.json`), 'utf8')) as { seconds: number; result: Record<string, unknown> }] as const)));
    const training = stages.training!.result as { env_steps: number; wall_seconds: number; env_steps_per_s: number; cpu_seconds: number };
    const metrics = (await readFile(join(outputDir, 'metrics.jsonl'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as RlMetricsPoint);
    const reached = metrics.find((point) => (point.success_rate ?? 0) >= 0.8);
    const report = JSON.parse(await readFile(join(outputDir, 'report.json'), 'utf8')) as { verdict: string; evaluation: { success_rate: number; episodes: number } };
    console.log(`job: ${training.env_steps} env steps in ${stages.training!.seconds.toFixed(1)} s of training (${training.env_steps_per_s} env-steps/s, ${training.cpu_seconds} CPU s); whole job ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`job phases (s): ${Object.entries(stages).map(([phase, record]) => `${phase} ${record.seconds.toFixed(1)}`).join(', ')}`);
    console.log(reached ? `0.8 success (training episodes, stochastic policy) first at ${reached.env_steps} env steps, ${reached.wall_seconds.toFixed(1)} s of training` : 'training episodes never reached 0.8 success');
    console.log(`verdict ${report.verdict}: deterministic success ${report.evaluation.success_rate} on ${report.evaluation.episodes} fixed episodes`);

    const direct = earlyDirect ?? (await runDirect());
    console.log(`order: ${directFirst ? 'direct PPO, then the job' : 'the job, then direct PPO'} (BENCH_RL_ORDER=direct-first swaps)`);
    const directRate = direct.env_steps / direct.seconds;
    console.log(`direct PPO: ${direct.env_steps} env steps in ${direct.seconds.toFixed(1)} s (${directRate.toFixed(0)} env-steps/s, ${direct.cpu_seconds.toFixed(1)} CPU s)`);
    console.log(`job overhead on training throughput: ${((directRate / training.env_steps_per_s - 1) * 100).toFixed(1)} % by wall time (swings with other people's load), ${((training.cpu_seconds / training.env_steps / (direct.cpu_seconds / direct.env_steps) - 1) * 100).toFixed(1)} % by CPU seconds per env step`);
    const shortBudget = 40_960;
    for (const subproc of [false, true]) {
      const run = await simPython<{ env_steps: number; seconds: number; cpu_seconds: number }>(DIRECT, { spec: SPEC, seed: SEED, models_dir: models, scene_xml: join(scratch, 'direct', 'scene', 'scene.xml'), budget: shortBudget, subproc });
      console.log(`direct PPO, ${subproc ? 'SubprocVecEnv' : 'DummyVecEnv'}, ${run.env_steps} env steps: ${(run.env_steps / run.seconds).toFixed(0)} env-steps/s (${run.cpu_seconds.toFixed(1)} CPU s in the main process)`);
    }
    console.log(`load average after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
