"""The deterministic actor as ONNX (opset 17): observation -> clip(mean action, -1, 1), what the env executes."""
import os
from pathlib import Path

import numpy as np
import torch

OPSET = 17


class DeterministicActor(torch.nn.Module):
    def __init__(self, policy):
        super().__init__()
        self.features = policy.pi_features_extractor
        self.latent = policy.mlp_extractor.policy_net
        self.action = policy.action_net

    def forward(self, observation: torch.Tensor) -> torch.Tensor:
        return torch.clamp(self.action(self.latent(self.features(observation))), -1.0, 1.0)


def export_onnx(policy, path: Path) -> None:
    actor = DeterministicActor(policy).eval()
    size = policy.observation_space.shape[0]
    partial = path.with_name(f"partial_{path.name}")
    with torch.no_grad():
        torch.onnx.export(actor, (torch.zeros(1, size),), str(partial), input_names=["observation"], output_names=["action"],
                          dynamic_axes={"observation": {0: "batch"}, "action": {0: "batch"}}, opset_version=OPSET, dynamo=False)
    os.replace(partial, path)


def torch_actions(policy, observations: np.ndarray) -> np.ndarray:
    with torch.no_grad():
        return DeterministicActor(policy).eval()(torch.as_tensor(observations, dtype=torch.float32)).numpy()


def onnx_actions(path: Path, observations: np.ndarray) -> np.ndarray:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    session = onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    return session.run(["action"], {"observation": observations.astype(np.float32)})[0]
