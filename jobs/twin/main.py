"""Builds a MuJoCo twin of one recorded LeRobot episode, in stages that a rerun skips once done.

python -m jobs.twin.main --dataset.root DIR --episode_index N --output_dir DIR --models_dir DIR
                         --twin_id ID [--config JSON] [--stop_after STAGE]

stdout: one JSON line per event (stage, progress, stage_done, error, done). Each stage writes
<output_dir>/stages/<stage>.json; a stage whose file says ok is skipped (rerun = resume).
Exit status 0 when built, 3 when the input must change (resumable false), 1 otherwise.
"""
import argparse
import json
import signal
import sys
import time
from pathlib import Path

from jobs.sim.sim_env import configure_rendering

configure_rendering()

from jobs.twin.context import Context  # noqa: E402
from jobs.twin.errors import Canceled, UserFixableError, describe  # noqa: E402
from jobs.sim.json_files import write_json_atomically  # noqa: E402
from jobs.sim.progress import emit  # noqa: E402

STAGE_NAMES = ["check", "kinematics", "objects", "calibrate", "cameras", "scene", "validate", "package"]


def load_stages() -> list[tuple[str, object]]:
    """The stage functions, imported here so that a broken environment (mujoco missing) still ends in an error line."""
    import importlib

    return [(name, importlib.import_module(f"jobs.twin.stage_{name}").run) for name in STAGE_NAMES]


def parse_args(argv: list[str]) -> tuple[Context, str]:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dataset.root", dest="dataset_root", required=True)
    parser.add_argument("--episode_index", type=int, required=True)
    parser.add_argument("--output_dir", required=True)
    parser.add_argument("--models_dir", required=True)
    parser.add_argument("--twin_id", required=True)
    parser.add_argument("--config", default="{}", help="JSON: robot_model, objects, table_height_m, camera")
    parser.add_argument("--camera_cache_dir", default=None, help="a store of solved cameras to reuse and fill (jobs/twin/camera_cache.py)")
    parser.add_argument("--stop_after", choices=STAGE_NAMES, default=STAGE_NAMES[-1], help="run the stages up to this one, then stop")
    args = parser.parse_args(argv)
    try:
        config = json.loads(args.config)
    except ValueError as error:
        raise UserFixableError("config_invalid", f"--config is not JSON: {error}", "config") from error
    if not isinstance(config, dict):
        raise UserFixableError("config_invalid", "--config must be a JSON object", "config")
    if any(ch in args.twin_id for ch in "/\\") or args.twin_id in ("", ".", ".."):
        raise UserFixableError("config_invalid", f"--twin_id '{args.twin_id}' must be a plain name", "twin_id")
    context = Context(Path(args.dataset_root), args.episode_index, Path(args.output_dir), Path(args.models_dir), args.twin_id, config,
                      Path(args.camera_cache_dir) if args.camera_cache_dir else None)
    return context, args.stop_after


def run_stage(context: Context, index: int, name: str, function, rebuild: bool) -> bool:
    """Runs one stage unless its file says ok (and nothing before it was rebuilt); returns whether it ran."""
    previous = context.read_stage(name)
    if previous and previous.get("ok") and not rebuild:
        context.results[name] = previous
        emit("stage_done", stage=name, ok=True, skipped=True, attempts=previous.get("attempts", 1), seconds=previous.get("seconds"), measurement=previous.get("measurement"))
        return False
    attempts = (previous or {}).get("attempts", 0) + 1
    emit("stage", stage=name, index=index, total=len(STAGE_NAMES), attempt=attempts)
    started = time.monotonic()
    record = {"stage": name, "attempts": attempts}
    try:
        outcome = function(context)
    except BaseException as error:
        record.update(ok=False, seconds=round(time.monotonic() - started, 3), error=describe(error))
        context.stages_dir.mkdir(parents=True, exist_ok=True)
        write_json_atomically(context.stage_file(name), record)
        raise
    record.update(ok=True, seconds=round(time.monotonic() - started, 3), measurement=outcome["measurement"], assumptions=outcome.get("assumptions", []), result=outcome["result"])
    context.stages_dir.mkdir(parents=True, exist_ok=True)
    write_json_atomically(context.stage_file(name), record)
    context.results[name] = record
    emit("stage_done", stage=name, ok=True, skipped=False, attempts=attempts, seconds=record["seconds"], measurement=record["measurement"])
    return True


def stop(signum, _frame) -> None:
    raise Canceled(signal.Signals(signum).name)


def main(argv: list[str]) -> int:
    stage = None
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        context, stop_after = parse_args(argv)
        rebuilt = False
        for index, (name, function) in enumerate(load_stages()):
            stage = name
            # A stage that ran again may change what later stages built on, so they run again too.
            rebuilt = run_stage(context, index, name, function, rebuilt) or rebuilt
            if name == stop_after and name != STAGE_NAMES[-1]:
                emit("done", ok=True, twin_id=context.twin_id, stopped_after=name)
                return 0
        package = context.results["package"]["result"]
        emit("done", ok=True, twin_id=context.twin_id, archive=package["archive"], sha256=package["sha256"])
        return 0
    except BaseException as error:  # one error line, whatever failed
        if isinstance(error, (Canceled, KeyboardInterrupt)):
            emit("error", stage=stage, **describe(error))
            return 143
        emit("error", stage=stage, **describe(error))
        return 3 if isinstance(error, UserFixableError) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
