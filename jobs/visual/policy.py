"""The built-in visual policy in an evaluation: each camera it reads rendered by the twin's calibrated camera over its
plate (jobs/sim/camera_renderer.py) at the dataset's resolution, reduced as in training, and the joint state in the
dataset's units → a chunk of absolute joint commands (the dataset's units) through the twin's servo model."""
from pathlib import Path

import numpy as np
import torch

from jobs.visual.checkpoint import load
from jobs.visual.network import VisualPolicyNet, downscale


class CnnPolicy:
    kind = "builtin_cnn"
    sees_object = True
    control = "absolute joint commands in the dataset's units at the dataset's frame rate, through the twin's servo model"

    def __init__(self, directory: Path):
        self.config, tensors = load(directory)
        features = self.config["input_features"]
        self.state_dim = int(features["observation.state"]["shape"][0])
        self.action_dim = int(self.config["output_features"]["action"]["shape"][0])
        self.images = {c: tuple(features[f"observation.images.{c}"]["shape"]) for c in self.config["cameras"]}
        self.n_action_steps = int(self.config["n_action_steps"])
        self.net = VisualPolicyNet(self.config["cameras"], self.state_dim, self.action_dim, int(self.config["chunk_size"]), int(self.config["hidden_dim"]))
        self.net.load_state_dict({name: torch.from_numpy(value.copy()) for name, value in tensors.items() if not name.startswith("stats.")})
        self.net.eval()
        self.stats = {name.removeprefix("stats."): value.astype(np.float64) for name, value in tensors.items() if name.startswith("stats.")}
        self.files = [directory / "config.json", directory / "model.safetensors"]
        self.renderer = None

    def image_inputs(self) -> list[str]:
        return list(self.images)

    def attach(self, twin_dir: Path, model, solved: list[str]) -> None:
        from jobs.sim.camera_renderer import CameraRenderer, composite_settings

        composite_settings(model)  # as the video engine renders the episodes the policy learns from
        self.renderer = CameraRenderer(twin_dir, model=model, cameras=solved)

    def chunk(self, state: np.ndarray, data=None) -> np.ndarray:
        images = [torch.from_numpy(downscale(self.renderer.render(key, data)).transpose(2, 0, 1)[None].astype(np.float32) / 255.0) for key in self.images]
        x = torch.from_numpy(((np.asarray(state, np.float64) - self.stats["state_mean"]) / self.stats["state_std"]).astype(np.float32))[None]
        with torch.no_grad():
            out = self.net(images, x)[0].numpy().astype(np.float64)
        return (out * self.stats["action_std"] + self.stats["action_mean"])[: self.n_action_steps]

    def close(self) -> None:
        if self.renderer is not None:
            self.renderer.close()
