"""Trains a policy in MuJoCo from a task spec, evaluates it, renders and judges a clip, and packages it.

python -m jobs.rl.main (--spec JSON | --spec_file PATH) --output_dir DIR --models_dir DIR --seed N
                       [--scene_dir DIR] [--time_limit_s S] [--checkpoint_every_steps N] [--package_only]

--scene_dir is a twin's folder (the twin job's output, docs/twins-engine.md): training then runs in the twin's
scene, starting at its keyframe; pick_place needs it.

Phases build_env -> training -> evaluate -> render -> package (jobs/sim/phases.py); each writes
<output_dir>/stages/<phase>.json and is skipped on a rerun once ok. stdout: one JSON line per event (phase, progress, checkpoint, eval, resumed,
phase_done, error, done). A rerun after a kill resumes training from the latest checkpoint. SIGTERM/SIGINT
during training stops it and evaluates and packages the latest policy; --package_only does the same without
training further. Exit 0 when packaged, 3 when the input must change, 143 when stopped with nothing to
package, 1 otherwise.
"""
import argparse
import json
import signal
import sys
import time
from functools import partial
from pathlib import Path

from jobs.sim.sim_env import configure_rendering

configure_rendering()

from jobs.rl.errors import Canceled, UserFixableError, describe  # noqa: E402
from jobs.sim import progress  # noqa: E402
from jobs.sim.events import phases  # noqa: E402
from jobs.sim.phases import PhaseRunner  # noqa: E402
from jobs.sim.progress import emit  # noqa: E402

PHASES = phases("rl")
class Run:
    def __init__(self, args, spec: dict):
        self.output_dir = Path(args.output_dir)
        self.models_dir = Path(args.models_dir)
        self.seed = args.seed
        self.spec = spec
        self.time_limit_s = args.time_limit_s
        self.checkpoint_every = args.checkpoint_every_steps or max(spec["n_envs"] * spec["ppo"]["n_steps"], spec["budget"]["env_steps"] // 10)
        self.package_only = args.package_only
        self.scene_dir = Path(args.scene_dir) if args.scene_dir else None
        self.twin_dir = None
        self.twin = None
        self.started = time.monotonic()
        self.signals = 0
        self.results: dict = {}
        self.phases = PhaseRunner(self.output_dir, PHASES, describe, self.results)
        self.tracking = None

    @property
    def phase(self) -> str | None:
        return self.phases.current

    @property
    def scene_xml(self) -> str:
        return str(self.output_dir / "scene" / "scene.xml")

    def stop_reason(self) -> str | None:
        if self.signals:
            return "canceled"
        if self.time_limit_s is not None and time.monotonic() - self.started >= self.time_limit_s:
            return "time_limit"
        if self.package_only:
            return "package_only"
        return None

    def on_signal(self, signum, _frame) -> None:
        self.signals += 1
        if self.signals > 1 or self.phase in (None, "build_env"):
            raise Canceled(signal.Signals(signum).name)
        # in training: the callback sees the flag at the next env step; later phases finish packaging


def start_tracking(run: Run) -> None:
    """The run's experiment trackers, when it asked for some (<output_dir>/tracking/config.json): fed from every progress line."""
    from jobs.rl.tracking import RlTracking

    run.tracking = RlTracking(run.output_dir)
    progress.listeners.append(run.tracking.on_event)
    run.tracking.start(run.spec, run.seed, run.twin["twin_id"] if run.twin else None)


def prepare_scene(run: Run) -> None:
    """Refuses, before any phase runs, a spec that cannot run in the given twin (or needs one and has none)."""
    from jobs.rl.twin_scene import check_scene_needed, check_twin_for_spec, locate_twin, read_twin

    check_scene_needed(run.spec, run.scene_dir)
    if run.scene_dir is not None:
        run.twin_dir = locate_twin(run.scene_dir)
        run.twin = read_twin(run.twin_dir)
        check_twin_for_spec(run.twin, run.spec)


def phase_build_env(run: Run) -> dict:
    from jobs.rl.scene import build_scene
    from jobs.rl.envs import make_env
    from jobs.rl.twin_scene import build_twin_scene

    if run.twin is not None:
        scene = build_twin_scene(run.models_dir, run.spec, run.twin_dir, run.twin, run.output_dir / "scene")
    else:
        scene = build_scene(run.models_dir, run.spec, run.output_dir / "scene")
    env = make_env(run.scene_xml, run.spec, scene["tcp_site"])
    observation, _ = env.reset(seed=run.seed)
    started, steps = time.perf_counter(), 0
    while steps < 200:
        _, _, _, truncated, _ = env.step(env.action_space.sample())
        steps += 1
        if truncated:
            env.reset()
    rate = steps / (time.perf_counter() - started)
    scene.update(observation_size=int(observation.shape[0]), action_size=int(env.action_space.shape[0]), env_steps_per_s=round(rate, 1))
    where = f" in twin {run.twin['twin_id']}" if run.twin else ""
    return {"measurement": f"{run.spec['objective']['name']} on {run.spec['robot']}{where}: observation {observation.shape[0]}, action {env.action_space.shape[0]}, {rate:.0f} env steps/s (one env)", "result": scene}


def phase_training(run: Run) -> dict:
    import torch

    from jobs.rl.training import Training

    torch.set_num_threads(1)
    tcp = run.results["build_env"]["result"]["tcp_site"]
    result = Training(run.output_dir, run.spec, run.scene_xml, tcp, run.seed, run.checkpoint_every, run.stop_reason).run()
    if result["checkpoint"] is None:
        raise Canceled("stopped before the first training step")
    return {"measurement": f"{result['env_steps']} env steps, stopped by {result['stop_reason']}", "result": result}


def chosen_checkpoint(training: dict) -> str:
    """The checkpoint the verdict is about: the best by the selection episodes where training chose one, else the last."""
    return training.get("best_checkpoint") or training["checkpoint"]


def phase_evaluate(run: Run) -> dict:
    from jobs.rl.evaluate import evaluate

    training = run.results["training"]["result"]
    result = evaluate(run.output_dir, run.output_dir / chosen_checkpoint(training), run.spec, run.scene_xml, run.results["build_env"]["result"]["tcp_site"], run.seed)
    return {"measurement": f"success {result['evaluation']['success_rate']:.2f} on {result['evaluation']['episodes']} episodes; onnx parity {result['checks'][1]['value']:.2e}", "result": result}


def phase_render(run: Run) -> dict:
    from jobs.rl.render import render_rollout

    training = run.results["training"]["result"]
    per_episode = run.results["evaluate"]["result"]["evaluation"]["per_episode_success"]
    result = render_rollout(run.output_dir, run.output_dir / chosen_checkpoint(training), run.spec, run.scene_xml, run.results["build_env"]["result"]["tcp_site"], per_episode)
    return {"measurement": " ".join(result["judge"]["sentences"]), "result": result}


def phase_package(run: Run) -> dict:
    from jobs.rl.evidence import evaluation_config, package_versions, scene_hash
    from jobs.rl.package import write_bundle

    training = run.results["training"]["result"]
    evaluated = run.results["evaluate"]["result"]
    rendered = run.results["render"]["result"]
    checks = evaluated["checks"]
    verdict = "pass" if all(check["passed"] for check in checks) else "fail"
    notes = []
    warm = training.get("warm_start")
    if warm:
        notes.append(f"learned from {warm.get('expert', 'the expert')} first: behaviour cloning with DAgger over {warm['pairs']} (observation, expert action) pairs in {len(warm['rounds'])} rounds "
                     f"({warm['env_steps']} env steps, the actor's own rollouts succeeding {warm['actor_success_rate']:.0%}), then PPO at a tenth of the learning rate for the rest of the budget")
    best = training.get("best_checkpoint")
    if best and best != training["checkpoint"]:
        from jobs.rl.training import SELECTION_EPISODES, SELECTION_SEED_BASE

        notes.append(f"the evaluated policy is {best}, whose deterministic actor did best on {SELECTION_EPISODES} selection episodes (seeds {SELECTION_SEED_BASE}+), "
                     f"not the last checkpoint {training['checkpoint']}: PPO after the warm start did not improve on it")
    if training.get("warm_start_skipped"):
        notes.append(training["warm_start_skipped"])
    if training["stop_reason"] != "budget":
        notes.append(f"training stopped early ({training['stop_reason']}) after {training['env_steps']} of {run.spec['budget']['env_steps']} env steps; the latest checkpoint was evaluated")
    report = {
        "verdict": verdict,
        "verdict_detail": verdict_detail(verdict, checks),
        "checks": checks,
        "objective": run.spec["objective"],
        "robot": run.spec["robot"],
        "engine": run.spec["engine"],
        "seed": run.seed,
        "scene": run.results["build_env"]["result"].get("twin") or {"source": "the job's own scene"},
        "training": training,
        "evaluation": {k: v for k, v in evaluated["evaluation"].items() if k != "per_episode_success"},
        "evaluation_config": evaluation_config(run.spec),
        "scene_hash": scene_hash(run.output_dir / "scene"),
        "packages": package_versions(),
        "judge": rendered["judge"],
        "clip": {k: v for k, v in rendered.items() if k != "judge"},
        "notes": notes,
    }
    if run.tracking is not None:
        run.tracking.finish(report)  # first: TensorBoard's event files are complete before they go into the bundle
        report["notes"].extend(run.tracking.notes())
    result = write_bundle(run.output_dir, run.output_dir / chosen_checkpoint(training), report, run.spec)
    result.update(verdict=verdict, success_rate=evaluated["evaluation"]["success_rate"])
    return {"measurement": f"verdict {verdict}; {result['files']} files, {result['bytes']} bytes", "result": result}


def verdict_detail(verdict: str, checks: list[dict]) -> str:
    """One sentence: the success rate against its threshold, and every check that failed."""
    success = next(check for check in checks if check["name"] == "success_rate")
    failed = [check["name"] for check in checks if not check["passed"]]
    rate = f"success {success['value']:.2f} on the evaluation episodes against a threshold of {success['threshold']:.2f}"
    if verdict == "pass":
        return f"pass: {rate}; every check passed"
    return f"fail: {rate}; failed checks: {', '.join(failed)}"


FUNCTIONS = {"build_env": phase_build_env, "training": phase_training, "evaluate": phase_evaluate, "render": phase_render, "package": phase_package}


def parse_args(argv: list[str]):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--spec", help="the task spec as JSON")
    source.add_argument("--spec_file", help="a file holding the task spec as JSON")
    parser.add_argument("--output_dir", required=True)
    parser.add_argument("--models_dir", required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--scene_dir", help="a twin's folder (scene.xml, assets/, twin.json): train in the twin's scene")
    parser.add_argument("--time_limit_s", type=float, help="stop training after this many seconds of the job, then evaluate and package")
    parser.add_argument("--checkpoint_every_steps", type=int, help="env steps between checkpoints (default: a tenth of the budget)")
    parser.add_argument("--package_only", action="store_true", help="do not train further: evaluate and package the latest checkpoint")
    return parser.parse_args(argv)


def load_spec(args) -> dict:
    from jobs.rl.spec import resolve_spec

    param = "spec" if args.spec is not None else "spec_file"
    try:
        text = args.spec if args.spec is not None else Path(args.spec_file).read_text()
        raw = json.loads(text)
    except (OSError, ValueError) as error:
        raise UserFixableError("spec_invalid", f"--{param} is not readable JSON: {error}", param) from error
    return resolve_spec(raw)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    run = None
    try:
        if args.seed < 0:
            raise UserFixableError("spec_invalid", "--seed must be 0 or more", "seed")
        if args.time_limit_s is not None and args.time_limit_s <= 0:
            raise UserFixableError("spec_invalid", "--time_limit_s must be positive", "time_limit_s")
        if args.checkpoint_every_steps is not None and args.checkpoint_every_steps <= 0:
            raise UserFixableError("spec_invalid", "--checkpoint_every_steps must be positive", "checkpoint_every_steps")
        run = Run(args, load_spec(args))
        prepare_scene(run)
        start_tracking(run)
        signal.signal(signal.SIGTERM, run.on_signal)
        signal.signal(signal.SIGINT, run.on_signal)
        run.output_dir.mkdir(parents=True, exist_ok=True)
        # An unfinished training (killed mid-run) resumes from its latest checkpoint.
        run.phases.run({name: partial(function, run) for name, function in FUNCTIONS.items()})
        if run.tracking is not None:
            run.tracking.close()
        package = run.results["package"]["result"]
        training = run.results["training"]["result"]
        emit("done", ok=True, verdict=package["verdict"], success_rate=package["success_rate"], bundle=package["bundle"],
             env_steps=training["env_steps"], stop_reason=training["stop_reason"])
        return 0
    except BaseException as error:  # one error line, whatever failed
        emit("error", phase=run.phase if run else None, **describe(error))
        if run is not None and run.tracking is not None:
            run.tracking.close()
        if isinstance(error, (Canceled, KeyboardInterrupt)):
            return 143
        return 3 if isinstance(error, UserFixableError) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
