"""The visual policy's checkpoint: `pretrained_model/config.json` (type `cnn`, LeRobot's feature names) and
`model.safetensors` (F32: the network's weights and the normalisation statistics), read back by the evaluation job
(jobs/eval/policies.py)."""
import json
import os
from pathlib import Path

import numpy as np
import safetensors.numpy

from jobs.eval.policies import read_safetensors


def write_safetensors(path: Path, tensors: dict[str, np.ndarray]) -> None:
    temporary = path.with_suffix(".tmp")
    safetensors.numpy.save_file({name: np.ascontiguousarray(array, dtype="<f4") for name, array in tensors.items()}, temporary)
    os.replace(temporary, path)


def save(directory: Path, config: dict, weights: dict[str, np.ndarray]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    write_safetensors(directory / "model.safetensors", weights)
    (directory / "config.json").write_text(json.dumps(config, indent=1))


def load(directory: Path) -> tuple[dict, dict[str, np.ndarray]]:
    return json.loads((directory / "config.json").read_text()), read_safetensors(directory / "model.safetensors")
