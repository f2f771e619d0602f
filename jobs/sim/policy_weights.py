"""A policy checkpoint's weights, model.safetensors (F32 tensors): written by the built-in trainers
(jobs/train/safetensors.ts, jobs/visual/checkpoint.py), read by the evaluation job's policies."""
import os
from pathlib import Path

import numpy as np
import safetensors
import safetensors.numpy

from jobs.sim.job_errors import UserFixableError

PARAM = "policy"


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    try:
        tensors = safetensors.numpy.load_file(path)
    except (OSError, ValueError, safetensors.SafetensorError) as error:
        raise UserFixableError("policy_invalid", f"{path.name} is not a safetensors file: {error}", PARAM) from error
    for name, tensor in tensors.items():
        if tensor.dtype != np.float32:
            raise UserFixableError("policy_invalid", f"{path.name}: tensor {name} is {tensor.dtype}; the built-in policy stores F32", PARAM)
    return tensors


def write_safetensors(path: Path, tensors: dict[str, np.ndarray]) -> None:
    temporary = path.with_suffix(".tmp")
    safetensors.numpy.save_file({name: np.ascontiguousarray(array, dtype="<f4") for name, array in tensors.items()}, temporary)
    os.replace(temporary, path)
