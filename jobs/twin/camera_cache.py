"""A content-addressed store of solved cameras, so a twin rebuilt from the same recording does not calibrate again.

The key is everything the solution depends on: the decoded frames the solver saw, the joint states at those frames,
the compiled robot model, the seed, and the source of the calibration code itself (a changed solver never reuses an
old answer). An entry is the solved camera plus its plate and check images, written whole or not at all. The store
is the operator's (TWIN_CAMERA_CACHE_DIR; off unless set): a hit needs the very same recording, so it reveals
nothing an account does not already hold.
"""
import contextlib
import fcntl
import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path

import mujoco
import numpy as np

SOLVER_FILES = ("camera_calibration.py", "stage_cameras.py", "camera_cache.py", "video_frames.py")
IMAGES = ("plate.png", "check.png")


def solver_fingerprint() -> bytes:
    here = Path(__file__).parent
    digest = hashlib.sha256(mujoco.__version__.encode() + np.__version__.encode())
    for name in SOLVER_FILES:
        digest.update((here / name).read_bytes())
    return digest.digest()


def model_bytes(model: mujoco.MjModel) -> bytes:
    buffer = np.empty(mujoco.mj_sizeModel(model), np.uint8)
    mujoco.mj_saveModel(model, None, buffer)
    return buffer.tobytes()


def solution_key(camera: str, frames: np.ndarray, indices: np.ndarray, qpos: np.ndarray, model: mujoco.MjModel, seed: int) -> str:
    digest = hashlib.sha256(solver_fingerprint())
    digest.update(json.dumps({"camera": camera, "seed": seed, "frames": list(frames.shape), "indices": indices.tolist()}).encode())
    digest.update(np.ascontiguousarray(frames).tobytes())
    digest.update(np.ascontiguousarray(qpos, dtype=np.float64).tobytes())
    digest.update(model_bytes(model))
    return digest.hexdigest()


@contextlib.contextmanager
def one_solver(store: Path | None, key: str, waiting=lambda: None):
    """Holds the key's lock while a build looks up, solves and stores one camera, so that builds of the same recording
    running at once solve it once: the others wait (calling `waiting` first), then find it stored. The lock goes with
    the process that holds it, even killed; a store that cannot be written locks nothing."""
    if store is None:
        yield
        return
    try:
        store.mkdir(parents=True, exist_ok=True)
        handle = open(store / f".{key}.lock", "w")
    except OSError:
        yield
        return
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            waiting()
            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def load(store: Path | None, key: str, folder: Path) -> dict | None:
    """The stored solution with its images copied into `folder`, or None when the store has none."""
    if store is None:
        return None
    entry_dir = store / key
    try:
        entry = json.loads((entry_dir / "entry.json").read_text())
    except (OSError, ValueError):
        return None
    folder.mkdir(parents=True, exist_ok=True)
    for name in IMAGES:
        if (entry_dir / name).is_file():
            shutil.copyfile(entry_dir / name, folder / name)
    return entry


def save(store: Path | None, key: str, entry: dict, folder: Path) -> None:
    """Stores a solved camera; a store that cannot be written is skipped (the twin does not depend on it)."""
    if store is None or (store / key).exists():
        return
    try:
        store.mkdir(parents=True, exist_ok=True)
        partial = Path(tempfile.mkdtemp(prefix=f".{key}.", dir=store))
        for name in IMAGES:
            if (folder / name).is_file():
                shutil.copyfile(folder / name, partial / name)
        (partial / "entry.json").write_text(json.dumps(entry))
        try:
            os.rename(partial, store / key)
        except OSError:  # another build stored the same solution first
            shutil.rmtree(partial, ignore_errors=True)
    except OSError:
        return
