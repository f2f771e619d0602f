"""Evaluates a policy in a twin, closed loop: N seeded episodes, the success rate with its interval, a clip grid, a report.

python -m jobs.eval.main --spec JSON

The spec is one JSON object, checked against spec_schema.json (beside this file) before anything runs: policy, twin_dir,
models_dir, output_dir, and optionally policy_source, objective, episodes or seeds, randomisation, threshold, clips.
policy: a built-in training run's checkpoint (its folder or pretrained_model/), a LeRobot training run's checkpoint
(act, diffusion, …: run by LeRobot in .venv-lerobot, see jobs/eval/lerobot_policy.py), or an RL run's policy.onnx (or
the folder holding it). twin_dir: the twin job's output folder or its <twin_id>/ folder. objective: {name, parameters}
as an RL run's spec takes it (pick_place or reach in a twin; default pick_place). Seeds default to the RL runs' own
evaluation seeds (1000000 + i), randomisation to an RL run's own (jobs/eval/randomisation.py).

Writes episodes.json (one row per episode), report.json, clip_grid.mp4 and clip_grid.jpg into output_dir.
stdout: one JSON line per event (phase, progress, episode, phase_done, error, done). Exit 0 when evaluated, 3 when the
input must change, 1 otherwise. The same policy, twin, seeds and randomisation give the same episodes and figures.
"""
import argparse
import json
import sys
import time
from pathlib import Path

from jobs.sim.sim_env import configure_rendering

configure_rendering()

from jobs.sim.events import phases  # noqa: E402
from jobs.sim.job_errors import UserFixableError, describe as describe_job_error  # noqa: E402
from jobs.sim.json_files import write_json_atomically  # noqa: E402
from jobs.sim.json_schema import read_spec as read_json_spec  # noqa: E402
from jobs.sim.phases import last_started_phase, phase_done, phase_started  # noqa: E402
from jobs.sim.progress import emit  # noqa: E402

PHASES = phases("evaluation")

SPEC_SCHEMA = json.loads(Path(__file__).with_name("spec_schema.json").read_text())
DEFAULT_EPISODES = 50
SEED_BASE = 1_000_000  # jobs/rl/evaluate.py's EVAL_SEED_BASE: an RL run's policy meets the episodes it was judged on


def start_phase(name: str) -> None:
    phase_started(name, PHASES.index(name), len(PHASES))


def describe(error: BaseException) -> dict:
    return describe_job_error(error, failed_code="evaluation_failed", canceled_message="the evaluation was stopped before it finished")


def read_spec(text: str) -> dict:
    """The --spec document, checked against spec_schema.json; a problem names its field (`randomisation.light_scale`)."""
    return read_json_spec(text, SPEC_SCHEMA, code="spec_invalid")


def resolve_seeds(seeds: list[int] | None, episodes: int | None) -> tuple[list[int], str]:
    if seeds is not None:
        if episodes is not None and episodes != len(seeds):
            raise UserFixableError("spec_invalid", f"episodes ({episodes}) must equal the number of seeds ({len(seeds)}) when both are given", "episodes")
        return seeds, "the seeds given"
    count = DEFAULT_EPISODES if episodes is None else episodes
    return [SEED_BASE + i for i in range(count)], f"seeds {SEED_BASE}..{SEED_BASE + count - 1}: episode i resets with {SEED_BASE} + i"


def evaluate(job: dict) -> dict:
    from jobs.rl.evidence import package_versions, scene_hash
    from jobs.eval.policies import OnnxPolicy, check_inputs, load_policy, sha256_files
    from jobs.eval.randomisation import describe as describe_randomisation, resolve as resolve_randomisation
    from jobs.eval.rollout import ServoModel, make_evaluation_env, run_episodes
    from jobs.rl.spec import resolve_spec, success_threshold
    from jobs.rl.twin_scene import build_twin_scene, check_twin_for_spec, locate_twin, read_twin

    output_dir = Path(job["output_dir"])
    output_dir.mkdir(parents=True, exist_ok=True)
    objective = job.get("objective", {"name": "pick_place"})
    seeds, seed_rule = resolve_seeds(job.get("seeds"), job.get("episodes"))
    randomisation = resolve_randomisation(job.get("randomisation"))
    clips_wanted = job.get("clips", True)
    started = time.monotonic()

    start_phase("scene")
    twin_dir = locate_twin(Path(job["twin_dir"]))
    twin = read_twin(twin_dir)
    twin_document = json.loads((twin_dir / "twin.json").read_text())
    spec = resolve_spec({"robot": twin["robot"], "objective": objective, "scene": {"twin_id": twin["twin_id"]}})
    try:
        check_twin_for_spec(twin, spec)
    except UserFixableError as error:
        raise UserFixableError(error.code, str(error), "objective" if error.param == "scene.twin_id" else error.param) from error
    scene = build_twin_scene(Path(job["models_dir"]), spec, twin_dir, twin, output_dir / "scene")
    scene_xml = str(output_dir / "scene" / "scene.xml")
    replay_section = twin_document["replay"]
    columns = replay_section["columns"]
    policy = load_policy(Path(job["policy"]))
    env = make_evaluation_env(policy, scene_xml, spec, scene["tcp_site"], replay_section)
    observation_size = int(env.observation_space.shape[0])
    solved = (twin_document.get("scene") or {}).get("cameras") or []
    check_inputs(policy, columns, solved, observation_size, lambda key: tuple(int(v) for v in env.model.cam_resolution[env.model.camera(key).id][::-1]))
    if hasattr(policy, "attach"):
        policy.attach(twin_dir, env.model, solved)
    servo = None if isinstance(policy, OnnxPolicy) else ServoModel(columns, replay_section["servo"]["joints"])
    phase_done("scene", round(time.monotonic() - started, 3), f"{spec['objective']['name']} in twin {twin['twin_id']}: {env.episode_steps} control steps per episode")

    start_phase("episodes")
    light_diffuse = env.model.light_diffuse.copy()
    rollout_started = time.perf_counter()
    try:
        episodes = run_episodes(env, policy, servo, columns, seeds, spec, randomisation)
    finally:
        if hasattr(policy, "close"):
            policy.close()
    rollout_seconds = time.perf_counter() - rollout_started
    threshold = job["threshold"] if "threshold" in job else success_threshold(spec)
    from jobs.eval.verdict import verdict

    result = verdict(episodes, threshold, seed_rule)
    control_hz = getattr(env, "fps", 50.0)
    policy_steps = sum(e["steps"] for e in episodes)
    phase_done("episodes", round(rollout_seconds, 3), f"success {result['successes']}/{result['episodes']} "
         f"(95 % interval {result['interval']['low']:.2f}–{result['interval']['high']:.2f}); {policy_steps / rollout_seconds:.0f} policy steps/s")

    clips = None
    if clips_wanted:
        start_phase("clips")
        clips_started = time.monotonic()
        from jobs.eval.clip_grid import render_grid

        clips = render_grid(output_dir, env, episodes, spec, control_hz, light_diffuse)
        phase_done("clips", round(time.monotonic() - clips_started, 3), " ".join(clips["judge"]["sentences"]))

    rows = [{k: v for k, v in e.items() if not k.startswith("_")} for e in episodes]
    write_json_atomically(output_dir / "episodes.json", rows)
    report = {
        **result,
        "objective": spec["objective"],
        "twin": {"twin_id": twin["twin_id"], "robot": twin["robot"], "scene": scene.get("twin")},
        "policy": {
            "kind": policy.kind,
            "source": job.get("policy_source") or job["policy"],
            "checksum": {"sha256": sha256_files(policy.files), "files": sorted(p.name for p in policy.files),
                         "method": "sha256 of the '<sha256>  <name>' lines of the policy's files, sorted"},
            "sees_object": policy.sees_object,
            "control": policy.control,
            "note": None if policy.sees_object else "a state-only policy: it reads the arm's joints and not where the object is, so success needs the object near where its demonstrations had it",
        },
        "seeds": seeds,
        "seed_rule": seed_rule,
        "randomisation": describe_randomisation(randomisation),
        "episode_steps": env.episode_steps,
        "control_hz": control_hz,
        "scene_hash": scene_hash(output_dir / "scene"),
        "packages": package_versions(),
        "clip_grid": clips,
        "measurements": {"policy_steps": policy_steps, "rollout_seconds": round(rollout_seconds, 3), "policy_steps_per_s": round(policy_steps / rollout_seconds, 1),
                         "job_seconds": round(time.monotonic() - started, 3)},
    }
    write_json_atomically(output_dir / "report.json", report)
    return report


def parse_args(argv: list[str]):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spec", required=True, help="JSON: the evaluation (spec_schema.json beside this file)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    job: dict = {}
    try:
        job = read_spec(args.spec)
        report = evaluate(job)
    except BaseException as error:  # noqa: BLE001
        described = describe(error)
        emit("error", phase=last_started_phase(), **described)
        if not isinstance(error, (UserFixableError, KeyboardInterrupt)):
            import traceback

            traceback.print_exc()
        return 3 if isinstance(error, UserFixableError) else 1
    emit("done", ok=True, verdict=report["verdict"], success_rate=report["success_rate"], interval=report["interval"], episodes=report["episodes"],
         report="report.json", clip="clip_grid.mp4" if job.get("clips", True) else None)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
