"""One JSON line per event on stdout: what the worker reads to follow a build."""
import json
import sys


def emit(event: str, **fields) -> None:
    sys.stdout.write(json.dumps({"event": event, **fields}, separators=(",", ":")) + "\n")
    sys.stdout.flush()
