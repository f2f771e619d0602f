"""The visual policy's checkpoint: `pretrained_model/config.json` (type `cnn`, LeRobot's feature names) and
`model.safetensors` (F32: the network's weights and the normalisation statistics), read back by the evaluation job
(jobs/eval/policies.py)."""
import json
from pathlib import Path

import numpy as np

from jobs.sim.policy_weights import read_safetensors, write_safetensors


def save(directory: Path, config: dict, weights: dict[str, np.ndarray]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    write_safetensors(directory / "model.safetensors", weights)
    (directory / "config.json").write_text(json.dumps(config, indent=1))


def load(directory: Path) -> tuple[dict, dict[str, np.ndarray]]:
    return json.loads((directory / "config.json").read_text()), read_safetensors(directory / "model.safetensors")
