"""Builds a MuJoCo twin of one recorded LeRobot episode, in stages that a rerun skips once done.

python -m jobs.twin.main --dataset.root DIR --episode_index N --output_dir DIR --models_dir DIR
                         --twin_id ID [--config JSON] [--stop_after STAGE]

stdout: one JSON line per event (phase, progress, phase_done, error, done): the stages run as the jobs' phases
(jobs/sim/phases.py), each writing <output_dir>/stages/<stage>.json; one whose record says ok is skipped (rerun = resume).
Exit status 0 when built, 3 when the input must change (resumable false), 1 otherwise.
"""
import argparse
import json
import signal
import sys
from functools import partial
from pathlib import Path

from jobs.sim.sim_env import configure_rendering

configure_rendering()

from jobs.twin.context import Context  # noqa: E402
from jobs.twin.errors import Canceled, UserFixableError, describe  # noqa: E402
from jobs.sim.events import phases as job_phases  # noqa: E402
from jobs.sim.json_schema import check as check_against_schema  # noqa: E402
from jobs.sim.phases import PhaseRunner  # noqa: E402
from jobs.sim.progress import emit  # noqa: E402

STAGE_NAMES = job_phases("twin")
# The API's zod schema of `config` is generated from the same file (npm run generate:job-modules).
CONFIG_SCHEMA = json.loads(Path(__file__).with_name("config_schema.json").read_text())


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
    parser.add_argument("--config", default="{}", help="JSON: robot_model, objects, table_height_m, camera, calibrate_cameras (config_schema.json)")
    parser.add_argument("--camera_cache_dir", default=None, help="a store of solved cameras to reuse and fill (jobs/twin/camera_cache.py)")
    parser.add_argument("--stop_after", choices=STAGE_NAMES, default=STAGE_NAMES[-1], help="run the stages up to this one, then stop")
    args = parser.parse_args(argv)
    try:
        config = json.loads(args.config)
    except ValueError as error:
        raise UserFixableError("config_invalid", f"--config is not JSON: {error}", "config") from error
    check_against_schema(config, CONFIG_SCHEMA, name="config", code="config_invalid")
    if any(ch in args.twin_id for ch in "/\\") or args.twin_id in ("", ".", ".."):
        raise UserFixableError("config_invalid", f"--twin_id '{args.twin_id}' must be a plain name", "twin_id")
    context = Context(Path(args.dataset_root), args.episode_index, Path(args.output_dir), Path(args.models_dir), args.twin_id, config,
                      Path(args.camera_cache_dir) if args.camera_cache_dir else None)
    return context, args.stop_after


def stop(signum, _frame) -> None:
    raise Canceled(signal.Signals(signum).name)


def main(argv: list[str]) -> int:
    phases = None
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        context, stop_after = parse_args(argv)
        phases = PhaseRunner(context.output_dir, STAGE_NAMES, describe, context.results)
        phases.run({name: partial(function, context) for name, function in load_stages()}, until=stop_after)
        if stop_after != STAGE_NAMES[-1]:
            emit("done", ok=True, twin_id=context.twin_id, stopped_after=stop_after)
            return 0
        package = context.results["package"]["result"]
        emit("done", ok=True, twin_id=context.twin_id, archive=package["archive"], sha256=package["sha256"])
        return 0
    except BaseException as error:  # one error line, whatever failed
        emit("error", phase=phases.current if phases else None, **describe(error))
        if isinstance(error, (Canceled, KeyboardInterrupt)):
            return 143
        return 3 if isinstance(error, UserFixableError) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
