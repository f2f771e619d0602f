"""The one resumable phase runner of the simulation jobs (twin builds, RL runs).

A job is a list of named phases. Each writes its record to <output_dir>/stages/<phase>.json; a rerun of the job skips
a phase whose record says ok, unless a phase before it ran again (what it built on may have changed). Every job
speaks the same events: `phase` when one starts, `phase_done` when one ends (or is skipped), with the phase's name in
the field `phase`. jobs/sim/events_schema.json defines them and each job's phases (jobs/sim/events.py reads those);
the TypeScript side reads the events through core/jobs/phase-events.ts, which checks each against that schema.

A phase function returns {"measurement": str, "result": ...} and optionally "assumptions"; what a phase raises is
recorded (with `describe`, the job's own wording of errors) and raised again.
"""
import json
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from jobs.sim.json_files import write_json_atomically
from jobs.sim.progress import emit


_started: list[str] = []


def phase_started(name: str, index: int, total: int, attempt: int = 1) -> None:
    _started.append(name)
    emit("phase", phase=name, index=index, total=total, attempt=attempt)


def last_started_phase() -> str | None:
    """The phase the job's error line names: the last one that started in this process."""
    return _started[-1] if _started else None


def phase_done(name: str, seconds: float | None, measurement: str | None, attempts: int = 1, skipped: bool = False) -> None:
    emit("phase_done", phase=name, ok=True, skipped=skipped, attempts=attempts, seconds=seconds, measurement=measurement)


class PhaseRunner:
    def __init__(self, output_dir: Path, names: Sequence[str], describe: Callable[[BaseException], dict], results: dict):
        """`results` receives each phase's record by name: what later phases read."""
        self.records_dir = output_dir / "stages"
        self.names = list(names)
        self.describe = describe
        self.results = results
        self.current: str | None = None

    def record_file(self, name: str) -> Path:
        return self.records_dir / f"{name}.json"

    def read_record(self, name: str) -> dict | None:
        try:
            return json.loads(self.record_file(name).read_text())
        except (OSError, ValueError):
            return None

    def run(self, functions: Mapping[str, Callable[[], dict]], until: str | None = None) -> None:
        """Runs the phases in order, through `until` when given."""
        rerun = False
        for index, name in enumerate(self.names):
            rerun = self.run_phase(index, name, functions[name], rerun) or rerun
            if name == until:
                return

    def run_phase(self, index: int, name: str, function: Callable[[], dict], rerun: bool) -> bool:
        """Runs one phase unless its record says ok and nothing before it ran again; returns whether it ran."""
        previous = self.read_record(name)
        self.current = name
        if previous and previous.get("ok") and not rerun:
            self.results[name] = previous
            phase_done(name, previous.get("seconds"), previous.get("measurement"), previous.get("attempts", 1), skipped=True)
            return False
        attempts = (previous or {}).get("attempts", 0) + 1
        phase_started(name, index, len(self.names), attempts)
        started = time.monotonic()
        record = {"phase": name, "attempts": attempts}
        try:
            outcome = function()
        except BaseException as error:
            record.update(ok=False, seconds=round(time.monotonic() - started, 3), error=self.describe(error))
            self.write_record(name, record)
            raise
        record.update(ok=True, seconds=round(time.monotonic() - started, 3), measurement=outcome["measurement"], result=outcome["result"])
        if "assumptions" in outcome:
            record["assumptions"] = outcome["assumptions"]
        self.write_record(name, record)
        self.results[name] = record
        phase_done(name, record["seconds"], record["measurement"], attempts)
        return True

    def write_record(self, name: str, record: dict) -> None:
        self.records_dir.mkdir(parents=True, exist_ok=True)
        write_json_atomically(self.record_file(name), record)
