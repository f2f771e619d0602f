"""Trains the built-in visual policy (jobs/visual/network.py) by behaviour cloning with action chunks.

python -m jobs.visual.train --dataset ROOT [--generated DIR ...] --output_dir DIR [--steps N] [--seed S]

--dataset: a LeRobot dataset (every episode, every camera); --generated: video engine job output folders (episode.json
and a video per camera), added to the training set. Writes DIR/pretrained_model/ (config.json of type `cnn`,
model.safetensors), which the evaluation job runs (jobs/eval/policies.py). stdout: one JSON line per event, as
jobs/sim/events_schema.json defines them for the job `visual` (its phases load and train; progress every 100 steps with
the loss; done, or one error line). Exit 0, 3 for an input it cannot train on, 1 otherwise. Same inputs and seed, same
weights."""
import argparse
import os
import time
import traceback
from pathlib import Path

import numpy as np
import torch

from jobs.sim.events import phases
from jobs.sim.job_errors import UserFixableError, describe
from jobs.sim.phases import last_started_phase, phase_done, phase_started
from jobs.sim.progress import emit
from jobs.visual.checkpoint import save
from jobs.visual.network import VisualPolicyNet
from jobs.visual.samples import TrainingEpisode, dataset_episodes, generated_episode

SHIFT_PX = 3  # random image shift per sample (at the policy's resolution): the cheapest augmentation that helps behaviour cloning from pixels
STD_FLOOR = 1e-2
POLICY_DIR = "pretrained_model"


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dataset", required=True)
    parser.add_argument("--generated", action="append", default=[])
    parser.add_argument("--output_dir", required=True)
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--batch_size", type=int, default=64)
    parser.add_argument("--chunk_size", type=int, default=10)
    parser.add_argument("--hidden_dim", type=int, default=256)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args(argv)


def statistics(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return values.mean(axis=0), np.maximum(values.std(axis=0), STD_FLOOR)


class Batches:
    """Random (episode, frame) samples: each camera's image at the frame, shifted by up to SHIFT_PX; the normalised
    state; the next chunk_size normalised actions (the last one repeated past the episode's end)."""

    def __init__(self, episodes: list[TrainingEpisode], cameras: list[str], chunk_size: int, stats: dict, rng: np.random.Generator):
        self.episodes, self.cameras, self.chunk_size, self.rng = episodes, cameras, chunk_size, rng
        self.index = np.array([(e, t) for e, episode in enumerate(episodes) for t in range(len(episode.state))])
        self.state = [((e.state - stats["state_mean"]) / stats["state_std"]).astype(np.float32) for e in episodes]
        self.action = [((e.action - stats["action_mean"]) / stats["action_std"]).astype(np.float32) for e in episodes]

    def sample(self, size: int):
        picks = self.index[self.rng.integers(0, len(self.index), size)]
        states = np.stack([self.state[e][t] for e, t in picks])
        actions = np.stack([self.action[e][np.minimum(np.arange(t, t + self.chunk_size), len(self.action[e]) - 1)] for e, t in picks])
        images = []
        for camera in self.cameras:
            frames = np.stack([self.episodes[e].images[camera][t] for e, t in picks])
            images.append(self._shift(frames))
        return [torch.from_numpy(i) for i in images], torch.from_numpy(states), torch.from_numpy(actions)

    def _shift(self, frames: np.ndarray) -> np.ndarray:
        batch, height, width, _ = frames.shape
        padded = np.pad(frames, ((0, 0), (SHIFT_PX, SHIFT_PX), (SHIFT_PX, SHIFT_PX), (0, 0)), mode="edge")
        dy, dx = self.rng.integers(0, 2 * SHIFT_PX + 1, (2, batch))
        out = np.stack([padded[i, dy[i]:dy[i] + height, dx[i]:dx[i] + width] for i in range(batch)])
        return out.transpose(0, 3, 1, 2).astype(np.float32) / 255.0


def load(args) -> tuple[list[TrainingEpisode], list[str]]:
    episodes = dataset_episodes(Path(args.dataset))
    cameras = sorted(episodes[0].images)
    episodes += [generated_episode(Path(d), episodes[0].resolution) for d in args.generated]
    return episodes, cameras


def train(args, episodes: list[TrainingEpisode], cameras: list[str]) -> float:
    """Trains the network and writes the checkpoint; the final smoothed loss."""
    rng = np.random.default_rng(args.seed)
    state_mean, state_std = statistics(np.concatenate([e.state for e in episodes]))
    action_mean, action_std = statistics(np.concatenate([e.action for e in episodes]))
    stats = {"state_mean": state_mean, "state_std": state_std, "action_mean": action_mean, "action_std": action_std}
    state_dim, action_dim = episodes[0].state.shape[1], episodes[0].action.shape[1]
    net = VisualPolicyNet(cameras, state_dim, action_dim, args.chunk_size, args.hidden_dim)
    optimiser = torch.optim.Adam(net.parameters(), lr=args.lr)
    schedule = torch.optim.lr_scheduler.CosineAnnealingLR(optimiser, T_max=args.steps)
    batches = Batches(episodes, cameras, args.chunk_size, stats, rng)
    running = None
    for step in range(1, args.steps + 1):
        images, states, actions = batches.sample(args.batch_size)
        loss = torch.nn.functional.l1_loss(net(images, states), actions)
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        running = loss.item() if running is None else 0.95 * running + 0.05 * loss.item()
        if step % 100 == 0 or step == args.steps:
            emit("progress", phase="train", fraction=round(step / args.steps, 4), step=step, max_steps=args.steps, loss=round(running, 5))
    height, width = episodes[0].images[cameras[0]].shape[1:3]
    config = {
        "type": "cnn",
        "chunk_size": args.chunk_size,
        "n_action_steps": args.chunk_size,
        "hidden_dim": args.hidden_dim,
        "cameras": cameras,
        "image_size": [int(height), int(width)],
        "input_features": {"observation.state": {"shape": [state_dim]},
                           **{f"observation.images.{c}": {"shape": [3, *map(int, episodes[0].resolution[c])]} for c in cameras}},
        "output_features": {"action": {"shape": [action_dim]}},
        "training": {"episodes": len(episodes), "sources": [e.source for e in episodes], "steps": args.steps, "seed": args.seed, "final_loss": round(running, 5)},
    }
    weights = {name: tensor.detach().numpy() for name, tensor in net.state_dict().items()}
    weights.update({f"stats.{name}": value for name, value in stats.items()})
    save(Path(args.output_dir) / POLICY_DIR, config, weights)
    return running


def run(args) -> None:
    names = phases("visual")
    started = time.monotonic()
    phase_started(names[0], 0, len(names))
    episodes, cameras = load(args)
    frames = sum(len(e.state) for e in episodes)
    phase_done(names[0], round(time.monotonic() - started, 3), f"{len(episodes)} episodes, {frames} frames, cameras {', '.join(cameras)}")
    started = time.monotonic()
    phase_started(names[1], 1, len(names))
    loss = train(args, episodes, cameras)
    seconds = round(time.monotonic() - started, 3)
    phase_done(names[1], seconds, f"{args.steps} steps, final loss {loss:.5f}")
    emit("done", ok=True, steps=args.steps, loss=round(loss, 5), seconds=seconds, policy=POLICY_DIR)


def main(argv=None) -> int:
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS") or 1))
    try:
        run(args)
    except BaseException as error:  # noqa: BLE001
        emit("error", phase=last_started_phase(), **describe(error, failed_code="training_failed", canceled_message="the trainer was stopped"))
        if not isinstance(error, (UserFixableError, KeyboardInterrupt)):
            traceback.print_exc()
        return 3 if isinstance(error, UserFixableError) else 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
