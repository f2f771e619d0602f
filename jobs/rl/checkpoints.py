"""Checkpoints of a run: checkpoints/step_<N>.zip (SB3: policy + optimizer) and step_<N>.onnx beside it."""
import os
import re
from pathlib import Path

PATTERN = re.compile(r"^step_(\d+)\.zip$")


def checkpoint_dir(output_dir: Path) -> Path:
    return output_dir / "checkpoints"


def list_checkpoints(output_dir: Path) -> list[tuple[int, Path]]:
    """Saved checkpoints, oldest first; a half-written file never matches (it is renamed into place)."""
    folder = checkpoint_dir(output_dir)
    found = [(int(m.group(1)), folder / name) for name in os.listdir(folder) if (m := PATTERN.match(name))] if folder.is_dir() else []
    return sorted(found)


def latest_checkpoint(output_dir: Path) -> tuple[int, Path] | None:
    found = list_checkpoints(output_dir)
    return found[-1] if found else None


def save_checkpoint(model, output_dir: Path, steps: int) -> Path:
    folder = checkpoint_dir(output_dir)
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / f"step_{steps}.zip"
    partial = folder / f"partial_step_{steps}.zip"
    model.save(str(partial))
    os.replace(partial, final)
    return final
