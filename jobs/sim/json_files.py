"""JSON files a job writes for others to read (stage records, reports, manifests): each appears whole or not at all."""
import json
import os
from pathlib import Path


def write_json_atomically(path: Path, document) -> None:
    partial = path.with_name(f".{path.name}.partial")
    partial.write_text(json.dumps(document, indent=2) + "\n")
    os.replace(partial, path)
