"""The built-in visual policy's network: per camera a small CNN ending in a spatial softmax (where each feature map is
brightest, as image coordinates), then the built-in MLP over those keypoints and the normalised joint state, predicting
a chunk of normalised joint commands. Small enough to train on two CPU cores in minutes.

Images enter at a quarter of the dataset's resolution (`downscale`: 4×4 block means), in training and in evaluation
alike, so the policy sees the same pixels from a decoded video as from the twin's renderer."""
import numpy as np
import torch
from torch import nn

DOWNSCALE = 4
KEYPOINTS = 32


def downscale(frames: np.ndarray) -> np.ndarray:
    """…×H×W×3 uint8 → …×(H/4)×(W/4)×3 uint8 by block means."""
    *lead, height, width, channels = frames.shape
    h, w = height // DOWNSCALE, width // DOWNSCALE
    blocks = frames[..., : h * DOWNSCALE, : w * DOWNSCALE, :].reshape(*lead, h, DOWNSCALE, w, DOWNSCALE, channels)
    return blocks.mean(axis=(-4, -2)).round().astype(np.uint8)


class SpatialSoftmax(nn.Module):
    def forward(self, features: torch.Tensor) -> torch.Tensor:
        batch, channels, height, width = features.shape
        weights = torch.softmax(features.reshape(batch, channels, height * width), dim=-1).reshape(batch, channels, height, width)
        ys = torch.linspace(-1.0, 1.0, height, device=features.device)
        xs = torch.linspace(-1.0, 1.0, width, device=features.device)
        x = (weights.sum(dim=2) * xs).sum(dim=-1)
        y = (weights.sum(dim=3) * ys).sum(dim=-1)
        return torch.cat([x, y], dim=1)


def camera_encoder() -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(3, 16, 5, stride=2, padding=2), nn.ReLU(),
        nn.Conv2d(16, 32, 3, stride=1, padding=1), nn.ReLU(),
        nn.Conv2d(32, 32, 3, stride=1, padding=1), nn.ReLU(),
        nn.Conv2d(32, KEYPOINTS, 3, stride=1, padding=1),
        SpatialSoftmax(),
    )


class VisualPolicyNet(nn.Module):
    def __init__(self, cameras: list[str], state_dim: int, action_dim: int, chunk_size: int, hidden_dim: int):
        super().__init__()
        self.cameras = list(cameras)
        self.encoders = nn.ModuleList(camera_encoder() for _ in self.cameras)
        inputs = len(self.cameras) * 2 * KEYPOINTS + state_dim
        self.head = nn.Sequential(nn.Linear(inputs, hidden_dim), nn.ReLU(), nn.Linear(hidden_dim, hidden_dim), nn.ReLU(), nn.Linear(hidden_dim, chunk_size * action_dim))
        self.chunk_size, self.action_dim = chunk_size, action_dim

    def forward(self, images: list[torch.Tensor], state: torch.Tensor) -> torch.Tensor:
        """images: per camera B×3×h×w floats in [0, 1]; state: B×state_dim normalised → B×chunk×action_dim normalised."""
        keypoints = [encoder(image - 0.5) for encoder, image in zip(self.encoders, images)]
        return self.head(torch.cat([*keypoints, state], dim=1)).reshape(-1, self.chunk_size, self.action_dim)
