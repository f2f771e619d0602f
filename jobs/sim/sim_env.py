"""Headless rendering must be chosen before mujoco is imported."""
import os
from pathlib import Path


def configure_rendering() -> str:
    """MUJOCO_GL from the environment, else the backend setup recorded in .venv-sim, else egl."""
    if "MUJOCO_GL" not in os.environ:
        recorded = Path(__file__).resolve().parents[2] / ".venv-sim" / "mujoco-gl"
        os.environ["MUJOCO_GL"] = recorded.read_text().strip() if recorded.is_file() else "egl"
    os.environ.setdefault("PYOPENGL_PLATFORM", os.environ["MUJOCO_GL"])
    return os.environ["MUJOCO_GL"]
