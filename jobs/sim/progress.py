"""One JSON line per event on stdout: what the worker reads to follow a build."""
import json
import sys

# Functions called with (event, fields) after each line, e.g. the run's experiment tracking; never allowed to fail the job.
listeners = []


def emit(event: str, **fields) -> None:
    sys.stdout.write(json.dumps({"event": event, **fields}, separators=(",", ":")) + "\n")
    sys.stdout.flush()
    for listener in listeners:
        try:
            listener(event, fields)
        except Exception:  # noqa: BLE001
            pass
