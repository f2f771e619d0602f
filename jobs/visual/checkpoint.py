"""The visual policy's checkpoint: `pretrained_model/config.json` (type `cnn`, LeRobot's feature names) and
`model.safetensors` (F32: the network's weights and the normalisation statistics), read back by the evaluation job
(jobs/eval/policies.py's safetensors reader)."""
import json
import os
from pathlib import Path

import numpy as np

from jobs.eval.policies import read_safetensors


def write_safetensors(path: Path, tensors: dict[str, np.ndarray]) -> None:
    header, offset, blobs = {}, 0, []
    for name, array in tensors.items():
        data = np.ascontiguousarray(array, dtype="<f4").tobytes()
        header[name] = {"dtype": "F32", "shape": list(array.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    encoded = json.dumps(header).encode()
    encoded += b" " * (-len(encoded) % 8)
    temporary = path.with_suffix(".tmp")
    temporary.write_bytes(len(encoded).to_bytes(8, "little") + encoded + b"".join(blobs))
    os.replace(temporary, path)


def save(directory: Path, config: dict, weights: dict[str, np.ndarray]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    write_safetensors(directory / "model.safetensors", weights)
    (directory / "config.json").write_text(json.dumps(config, indent=1))


def load(directory: Path) -> tuple[dict, dict[str, np.ndarray]]:
    return json.loads((directory / "config.json").read_text()), read_safetensors(directory / "model.safetensors")
