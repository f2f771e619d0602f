"""The simulation jobs' one event vocabulary, read from events_schema.json beside this file: each job's phases,
in order, are the `phase` enum its events carry there (the TypeScript side is generated from the same file), so
no job lists them by hand."""
import json
from pathlib import Path

SCHEMA = json.loads(Path(__file__).with_name("events_schema.json").read_text())


def phases(job: str) -> list[str]:
    """The phases of `job` ("twin", "rl" or "evaluation"), in the order it runs them."""
    return list(SCHEMA["$defs"][f"{job}_phase"]["enum"])
