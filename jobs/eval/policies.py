"""The policies an evaluation runs: the built-in trainer's `mlp` checkpoint (numpy), the built-in visual policy `cnn`
(jobs/visual/policy.py), an RL run's ONNX actor and LeRobot's policies (jobs/eval/lerobot_policy.py).

Each says what it reads and what its action means; `check_inputs` refuses, naming `policy`, a policy whose inputs the
twin cannot produce.
"""
import hashlib
import json
from pathlib import Path

import numpy as np

from jobs.sim.job_errors import UserFixableError
from jobs.sim.policy_weights import read_safetensors

PARAM = "policy"


def sha256_files(paths: list[Path]) -> str:
    """sha256 over the files' own sha256 lines (`<sha256>  <name>`, sorted by name): one checksum for a policy of several files."""
    lines = sorted(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}\n" for path in paths)
    return hashlib.sha256("".join(lines).encode()).hexdigest()


class MlpPolicy:
    """The built-in trainer's `mlp`: observation.state (the dataset's units) -> a chunk of absolute joint commands (the
    dataset's units), normalised with the statistics stored in the checkpoint. It reads joint positions only: it cannot
    see where the object is, so it can only repeat the motions of its demonstrations where the object happens to be."""

    kind = "builtin_mlp"
    sees_object = False
    control = "absolute joint commands in the dataset's units at the dataset's frame rate, through the twin's servo model"

    def __init__(self, directory: Path):
        self.directory = directory
        self.config = json.loads((directory / "config.json").read_text())
        tensors = read_safetensors(directory / "model.safetensors")
        self.state_mean = tensors["normalize_inputs.buffer_observation_state.mean"].astype(np.float64)
        self.state_std = tensors["normalize_inputs.buffer_observation_state.std"].astype(np.float64)
        self.action_mean = tensors["unnormalize_outputs.buffer_action.mean"].astype(np.float64)
        self.action_std = tensors["unnormalize_outputs.buffer_action.std"].astype(np.float64)
        self.layers = []
        while f"model.layers.{len(self.layers)}.weight" in tensors:
            i = len(self.layers)
            self.layers.append((tensors[f"model.layers.{i}.weight"].astype(np.float64), tensors[f"model.layers.{i}.bias"].astype(np.float64)))
        self.chunk_size = int(self.config["chunk_size"])
        self.n_action_steps = int(self.config.get("n_action_steps", self.chunk_size))
        self.state_dim = int(self.config["input_features"]["observation.state"]["shape"][0])
        self.action_dim = int(self.config["output_features"]["action"]["shape"][0])
        self.files = [directory / "config.json", directory / "model.safetensors"]

    def image_inputs(self) -> list[str]:
        return [key.removeprefix("observation.images.") for key in self.config["input_features"] if key.startswith("observation.images.")]

    def chunk(self, state: np.ndarray, data=None) -> np.ndarray:
        """n_action_steps × action_dim commands in the dataset's units for the state (the dataset's units)."""
        x = (np.asarray(state, dtype=np.float64) - self.state_mean) / self.state_std
        for index, (weight, bias) in enumerate(self.layers):
            x = weight @ x + bias
            if index < len(self.layers) - 1:
                x = np.maximum(x, 0.0)
        actions = x.reshape(self.chunk_size, self.action_dim) * self.action_std + self.action_mean
        return actions[: self.n_action_steps]


class OnnxPolicy:
    """An RL run's deterministic actor (policy.onnx, opset 17): the objective's observation vector -> delta joint
    actions in [-1, 1], executed as the RL run trained it (the env's action scale, 50 Hz, no servo model: the policy
    learned the model's own servos)."""

    kind = "rl_onnx"
    sees_object = True
    control = "delta joint positions in [-1, 1] at 50 Hz, as the RL run trained it"

    def __init__(self, path: Path):
        import onnxruntime

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        self.session = onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        shape = self.session.get_inputs()[0].shape
        self.observation_size = shape[-1] if isinstance(shape[-1], int) else None
        self.files = [path]

    def image_inputs(self) -> list[str]:
        return []

    def act(self, observation: np.ndarray) -> np.ndarray:
        return self.session.run(["action"], {"observation": observation[None].astype(np.float32)})[0][0]


def load_policy(path: Path):
    """A checkpoint's pretrained_model/ folder (config.json + model.safetensors), a folder holding policy.onnx, or the .onnx file."""
    if path.is_file() and path.suffix == ".onnx":
        return OnnxPolicy(path)
    if (path / "policy.onnx").is_file():
        return OnnxPolicy(path / "policy.onnx")
    if (path / "pretrained_model" / "config.json").is_file():
        path = path / "pretrained_model"
    config_path = path / "config.json"
    if not config_path.is_file():
        raise UserFixableError("policy_invalid", f"{path} holds neither policy.onnx nor a checkpoint's config.json", PARAM)
    kind = json.loads(config_path.read_text()).get("type")
    if kind == "cnn":
        from jobs.visual.policy import CnnPolicy

        return CnnPolicy(path)
    if kind != "mlp":
        from jobs.eval.lerobot_policy import LerobotPolicy

        return LerobotPolicy(path, kind)
    return MlpPolicy(path)


def check_inputs(policy, columns: list[dict], solved_cameras: list[str], observation_size: int, renders=None) -> None:
    """Refuses a policy whose inputs this twin cannot produce: a camera it could not solve or renders at another size
    (`renders(key)` -> (height, width)), or a state or action of another size."""
    missing = [key for key in policy.image_inputs() if key not in solved_cameras]
    if missing:
        raise UserFixableError("policy_inputs_unavailable", f"the policy reads camera(s) {', '.join(missing)}, which the twin could not solve (solved: {', '.join(solved_cameras) or 'none'})", PARAM)
    for key, shape in getattr(policy, "images", {}).items():
        if renders is not None and tuple(shape[1:]) != renders(key):
            raise UserFixableError("policy_inputs_unavailable", f"the policy reads camera {key} at {shape[2]}×{shape[1]}; the twin renders it at the dataset's {renders(key)[1]}×{renders(key)[0]}", PARAM)
    if hasattr(policy, "state_dim"):
        if policy.state_dim != len(columns) or policy.action_dim != len(columns):
            raise UserFixableError("policy_inputs_unavailable", f"the policy reads a state of {policy.state_dim} and writes {policy.action_dim} values; the twin's robot has {len(columns)} recorded joints", PARAM)
    elif policy.observation_size is not None and policy.observation_size != observation_size:
        raise UserFixableError("policy_inputs_unavailable", f"the policy reads an observation of {policy.observation_size} values; the objective in this twin produces {observation_size} (was it trained for another objective?)", PARAM)
