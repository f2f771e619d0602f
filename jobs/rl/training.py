"""PPO training with periodic checkpoints, eval points for the curve, and stops on budget, time limit or signal."""
import json
import resource
import time
from collections import deque
from pathlib import Path

import numpy as np
import torch
from stable_baselines3 import PPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv

from jobs.rl.checkpoints import latest_checkpoint, save_checkpoint
from jobs.rl.envs import make_env, make_envs
from jobs.rl.errors import UserFixableError
from jobs.rl.onnx_policy import export_onnx
from jobs.sim.progress import emit
from jobs.rl.spec import reward_terms
from jobs.rl.warm_start import evaluate_actor, steps_needed, warm_start

# PPO after a warm start fine-tunes a policy that already does the task: a tenth of the spec's learning rate.
FINE_TUNE_LR_FACTOR = 0.1
# After a warm start, every checkpoint's deterministic actor is also measured on these episodes (seeds 2 000 000 + i,
# apart from the verdict's 1 000 000 + i), and the best one is evaluated: PPO can undo what cloning taught (measured:
# 1.00 after cloning, 0.32 after 224k more PPO steps in the twin of episode 1), and a run should not hand that back.
SELECTION_EPISODES = 16
SELECTION_SEED_BASE = 2_000_000

RECENT_EPISODES = 50


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def make_vec_env(scene_xml: str, spec: dict, tcp_site: str) -> DummyVecEnv:
    envs = make_envs(scene_xml, spec, tcp_site, spec["n_envs"])
    return DummyVecEnv([lambda env=env: env for env in envs])


class Metrics:
    """metrics.jsonl: one line per eval point; on resume, lines past the checkpoint are dropped."""

    def __init__(self, path: Path):
        self.path = path

    def read(self) -> list[dict]:
        if not self.path.is_file():
            return []
        return [json.loads(line) for line in self.path.read_text().splitlines() if line.strip()]

    def truncate_after(self, steps: int) -> float:
        """Keeps the points up to `steps`; returns the wall seconds at the last one kept."""
        kept = [point for point in self.read() if point["env_steps"] <= steps]
        self.path.write_text("".join(json.dumps(point) + "\n" for point in kept))
        return kept[-1]["wall_seconds"] if kept else 0.0

    def append(self, point: dict) -> None:
        with self.path.open("a") as handle:
            handle.write(json.dumps(point) + "\n")


class RunCallback(BaseCallback):
    def __init__(self, run, terms: list[str], wall_offset: float):
        super().__init__()
        self.run = run
        self.terms = terms
        self.wall_offset = wall_offset
        self.started = time.monotonic()
        self.stop_reason = None
        self.recent = deque(maxlen=RECENT_EPISODES)
        self.since_point = []
        self.next_checkpoint = None
        self.last_checkpoint = None
        self.returns = None
        self.term_sums = None
        self.last_steps = 0

    def wall_seconds(self) -> float:
        return round(self.wall_offset + time.monotonic() - self.started, 3)

    def _on_training_start(self) -> None:
        n = self.training_env.num_envs
        self.returns = np.zeros(n)
        self.term_sums = [dict.fromkeys(self.terms, 0.0) for _ in range(n)]
        every = self.run.checkpoint_every
        self.next_checkpoint = (self.num_timesteps // every + 1) * every
        self.last_checkpoint = self.num_timesteps
        self.last_steps = self.num_timesteps

    def _on_step(self) -> bool:
        for index, (info, reward, done) in enumerate(zip(self.locals["infos"], self.locals["rewards"], self.locals["dones"])):
            self.returns[index] += reward
            for term, value in info["reward_terms"].items():
                self.term_sums[index][term] += value
            if done:
                episode = {"return": float(self.returns[index]), "success": bool(info.get("is_success", False)), "terms": self.term_sums[index]}
                self.recent.append(episode)
                self.since_point.append(episode)
                self.returns[index] = 0.0
                self.term_sums[index] = dict.fromkeys(self.terms, 0.0)
        if self.num_timesteps >= self.next_checkpoint:
            self.checkpoint()
            self.next_checkpoint += self.run.checkpoint_every
        self.stop_reason = self.run.stop_reason()
        return self.stop_reason is None

    def _on_rollout_end(self) -> None:
        stats = self.summary(list(self.recent))
        seconds = time.monotonic() - self.started
        emit("progress", phase="training", env_steps=self.num_timesteps, budget_env_steps=self.run.budget,
             fraction=round(min(1.0, self.num_timesteps / self.run.budget), 4), wall_seconds=self.wall_seconds(),
             env_steps_per_s=round((self.num_timesteps - self.run.start_steps) / max(seconds, 1e-6), 1), **stats)

    def summary(self, episodes: list[dict]) -> dict:
        if not episodes:
            return {"episodes": 0, "episode_return": None, "success_rate": None, "reward_terms": {}}
        return {
            "episodes": len(episodes),
            "episode_return": round(float(np.mean([e["return"] for e in episodes])), 4),
            "success_rate": round(float(np.mean([e["success"] for e in episodes])), 4),
            "reward_terms": {term: round(float(np.mean([e["terms"][term] for e in episodes])), 4) for term in self.terms},
        }

    def checkpoint(self, success_rate: float | None = None, source: str = "training episodes (stochastic policy)") -> None:
        steps = self.num_timesteps
        path = save_checkpoint(self.model, self.run.output_dir, steps)
        export_onnx(self.model.policy, path.with_suffix(".onnx"))
        stats = self.summary(self.since_point or list(self.recent))
        point = {"env_steps": steps, "wall_seconds": self.wall_seconds(), "mean_return": stats["episode_return"],
                 "success_rate": stats["success_rate"] if success_rate is None else round(success_rate, 4),
                 "reward_terms": stats["reward_terms"], "episodes": stats["episodes"], "source": source}
        if self.run.selection_env is not None:
            point["selection_success_rate"] = round(evaluate_actor(self.model.policy, self.run.selection_env, SELECTION_SEED_BASE, SELECTION_EPISODES, seed_base=True), 4)
            point["checkpoint"] = str(path.relative_to(self.run.output_dir))
        self.run.metrics.append(point)
        self.since_point = []
        self.last_checkpoint = steps
        emit("checkpoint", phase="training", env_steps=steps, path=str(path.relative_to(self.run.output_dir)), onnx=str(path.with_suffix(".onnx").relative_to(self.run.output_dir)))
        emit("eval", phase="training", **point)


class Training:
    def __init__(self, output_dir: Path, spec: dict, scene_xml: str, tcp_site: str, seed: int, checkpoint_every: int, stop_reason):
        self.output_dir = output_dir
        self.spec = spec
        self.scene_xml = scene_xml
        self.tcp_site = tcp_site
        self.seed = seed
        self.budget = spec["budget"]["env_steps"]
        self.checkpoint_every = checkpoint_every
        self.stop_reason = stop_reason
        self.metrics = Metrics(output_dir / "metrics.jsonl")
        self.start_steps = 0
        self.skipped_warm_start = None
        self.selection_env = None

    def best_checkpoint(self) -> str | None:
        """The checkpoint whose deterministic actor did best on the selection episodes (the latest of equals); None without them."""
        measured = [point for point in self.metrics.read() if point.get("selection_success_rate") is not None and (self.output_dir / point["checkpoint"]).is_file()]
        if not measured:
            return None
        return max(measured, key=lambda point: (point["selection_success_rate"], point["env_steps"]))["checkpoint"]

    def warm_start(self, model: PPO) -> dict | None:
        """An env with an expert (pick_place in a twin whose replay reproduced its grasp, lift): clone it first (warm_start.py)."""
        env = make_env(self.scene_xml, self.spec, self.tcp_site)
        if getattr(env, "expert", None) is None:
            return None
        if self.budget < steps_needed(env.episode_steps):
            self.skipped_warm_start = f"the budget ({self.budget} env steps) is below the {steps_needed(env.episode_steps)} a warm start from {env.expert_description} needs; PPO alone"
            return None
        emit("progress", phase="training", step="warm_start", env_steps=0, budget_env_steps=self.budget, fraction=0.0,
             message=f"cloning {env.expert_description} before PPO (behaviour cloning with DAgger)")
        result = {"expert": env.expert_description, **warm_start(model.policy, env, self.seed, self.budget, self.stop_reason)}
        model.num_timesteps += result["env_steps"]
        model.learning_rate = self.spec["ppo"]["learning_rate"] * FINE_TUNE_LR_FACTOR
        model._setup_lr_schedule()
        (self.output_dir / "warm_start.json").write_text(json.dumps(result, indent=2) + "\n")
        return result

    def build_model(self) -> tuple[PPO, float, int | None]:
        torch.set_num_threads(1)
        venv = make_vec_env(self.scene_xml, self.spec, self.tcp_site)
        for leftover in (self.output_dir / "checkpoints").glob("partial_*"):
            leftover.unlink()  # a save or export cut short by a kill
        previous = latest_checkpoint(self.output_dir)
        if previous:
            steps, path = previous
            model = PPO.load(str(path), env=venv, device="cpu")
            if not path.with_suffix(".onnx").is_file():
                export_onnx(model.policy, path.with_suffix(".onnx"))
            venv.seed(self.seed + steps)
            return model, self.metrics.truncate_after(steps), steps
        ppo = self.spec["ppo"]
        model = PPO("MlpPolicy", venv, n_steps=ppo["n_steps"], batch_size=ppo["batch_size"], n_epochs=ppo["n_epochs"], learning_rate=ppo["learning_rate"],
                    gamma=ppo["gamma"], gae_lambda=0.95, policy_kwargs={"net_arch": [ppo["net_arch"], ppo["net_arch"]], "log_std_init": ppo["log_std_init"]}, seed=self.seed, device="cpu", verbose=0)
        self.metrics.path.write_text("")
        return model, 0.0, None

    def run(self) -> dict:
        model, wall_offset, resumed_from = self.build_model()
        warm = self.warm_start(model) if resumed_from is None and self.stop_reason() is None else None
        if warm is not None:
            wall_offset += warm["seconds"]
        if warm is None and (self.output_dir / "warm_start.json").is_file():
            warm = json.loads((self.output_dir / "warm_start.json").read_text())
        if warm is not None:
            self.selection_env = make_env(self.scene_xml, self.spec, self.tcp_site)
        self.start_steps = model.num_timesteps
        if resumed_from is not None:
            emit("resumed", phase="training", env_steps=resumed_from)
        callback = RunCallback(self, reward_terms(self.spec), wall_offset)
        remaining = self.budget - model.num_timesteps
        reason = self.stop_reason()
        cpu_started = cpu_seconds()
        if reason == "package_only" and resumed_from is None:
            raise UserFixableError("nothing_to_package", "--package_only needs a checkpoint in the output dir, and there is none", "package_only")
        # A run whose time ran out before its first step still takes one, so that it has a policy to package.
        if warm is not None and resumed_from is None:
            callback.init_callback(model)
            callback.num_timesteps = model.num_timesteps
            callback._on_training_start()
            callback.checkpoint(success_rate=warm["actor_success_rate"], source=f"warm start: the deterministic actor's own rollouts ({warm['rounds'][-1]['episodes']} episodes)")
        if remaining > 0 and (reason is None or (reason == "time_limit" and model.num_timesteps == 0)):
            model.learn(total_timesteps=remaining, callback=callback, reset_num_timesteps=False, progress_bar=False)
            reason = callback.stop_reason
        else:
            callback.init_callback(model)
            callback.num_timesteps = model.num_timesteps
            callback._on_training_start()
        if model.num_timesteps > 0 and (latest_checkpoint(self.output_dir) or (0,))[0] != model.num_timesteps:
            callback.checkpoint()
        final = latest_checkpoint(self.output_dir)
        if final is None:
            return {"env_steps": 0, "stop_reason": reason or "budget", "checkpoint": None}
        return {"env_steps": final[0], "stop_reason": reason or "budget", "checkpoint": str(final[1].relative_to(self.output_dir)), "warm_start": warm, "warm_start_skipped": self.skipped_warm_start,
                "best_checkpoint": self.best_checkpoint(),
                "resumed_from": resumed_from, "wall_seconds": callback.wall_seconds(), "cpu_seconds": round(cpu_seconds() - cpu_started, 2),
                "env_steps_per_s": round((model.num_timesteps - self.start_steps) / max(time.monotonic() - callback.started, 1e-6), 1)}
