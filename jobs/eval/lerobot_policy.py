"""A LeRobot policy (act, diffusion, …) in an evaluation: LeRobot's own classes in LeRobot's own Python
(jobs/eval/lerobot_server.py in .venv-lerobot, a child process speaking JSON lines), fed what LeRobot trained it on:
the state in the dataset's units and each camera it reads rendered by the twin's calibrated camera
(jobs/sim/camera_renderer.py) at the dataset's resolution. Its actions (absolute joints, dataset units) go through the
twin's servo model, as the built-in policy's do.

Why a child process: the evaluation's simulation (mujoco, the RL objectives) lives in .venv-sim and LeRobot's torch in
.venv-lerobot; neither venv is made to carry the other's packages.
"""
import base64
import json
import os
import subprocess
from pathlib import Path

import numpy as np

from jobs.sim.job_errors import UserFixableError

PARAM = "policy"
SERVER = Path(__file__).resolve().parent / "lerobot_server.py"
DEFAULT_PYTHON = Path(__file__).resolve().parents[2] / ".venv-lerobot" / "bin" / "python"


def lerobot_python() -> Path:
    return Path(os.environ.get("LEROBOT_PYTHON") or DEFAULT_PYTHON)


class LerobotPolicy:
    kind = "lerobot"
    control = "absolute joint commands in the dataset's units at the dataset's frame rate, through the twin's servo model"

    def __init__(self, directory: Path, policy_type: str):
        python = lerobot_python()
        if not python.is_file():
            raise UserFixableError("policy_unsupported", f"the checkpoint is a LeRobot '{policy_type}' policy and LeRobot is not installed here ({python} is missing; run npm run setup:lerobot)", PARAM)
        self.directory = directory
        self.files = sorted(p for p in directory.iterdir() if p.is_file() and p.suffix in (".json", ".safetensors"))
        self.process = subprocess.Popen([str(python), str(SERVER), str(directory)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        env={**os.environ, "HF_HUB_OFFLINE": "1", "CUDA_VISIBLE_DEVICES": ""})
        hello = self._read()
        if not hello.get("ok"):
            raise UserFixableError("policy_invalid", f"LeRobot could not load the '{policy_type}' checkpoint: {hello.get('error')}", PARAM)
        self.type = hello["type"]
        self.kind = f"lerobot_{self.type}"
        self.state_dim = hello["state_dim"]
        self.action_dim = hello["action_dim"]
        self.images = {key: tuple(shape) for key, shape in hello["images"].items()}
        self.sees_object = bool(self.images)
        self.renderer = None

    def _read(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the LeRobot policy process ended (exit {self.process.wait()})")
        return json.loads(line)

    def _ask(self, request: dict) -> dict:
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._read()

    def image_inputs(self) -> list[str]:
        return list(self.images)

    def attach(self, twin_dir: Path, model, solved: list[str]) -> None:
        """Renders the policy's cameras with the twin's calibrated cameras, in the evaluation's own model."""
        from jobs.sim.camera_renderer import CameraRenderer

        self.renderer = CameraRenderer(twin_dir, model=model, cameras=solved)

    def reset(self) -> None:
        self._ask({"op": "reset"})

    def chunk(self, state: np.ndarray, data=None) -> list[np.ndarray]:
        """One action for this frame (LeRobot's select_action keeps its own action queue)."""
        images = {key: base64.b64encode(np.ascontiguousarray(self.renderer.render(key, data)).tobytes()).decode() for key in self.images}
        answer = self._ask({"op": "act", "state": [float(v) for v in state], "images": images})
        return [np.asarray(answer["action"], dtype=np.float64)]

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(timeout=30)
        if self.renderer is not None:
            self.renderer.close()
