"""The verdict's measurements: fixed-seed evaluation of the deterministic policy, ONNX export and parity, finiteness."""
import json
from pathlib import Path

import numpy as np
from stable_baselines3 import PPO

from jobs.rl.envs import make_envs
from jobs.rl.onnx_policy import export_onnx, onnx_actions, torch_actions
from jobs.sim.progress import emit
from jobs.rl.spec import SCHEMA, reward_terms, success_threshold

EVAL_SEED_BASE = 1_000_000
PARITY_OBSERVATIONS = 4096
PARITY_FILE_PAIRS = 16


def evaluation_seeds(count: int) -> list[int]:
    return [EVAL_SEED_BASE + i for i in range(count)]


def run_episodes(policy, scene_xml: str, spec: dict, tcp_site: str, seeds: list[int]) -> dict:
    """All episodes stepped together, one batched forward pass of the deterministic actor per control step."""
    envs = make_envs(scene_xml, spec, tcp_site, len(seeds))
    observations = np.stack([env.reset(seed=seed)[0] for env, seed in zip(envs, seeds)])
    terms = reward_terms(spec)
    returns = np.zeros(len(envs))
    term_sums = np.zeros((len(envs), len(terms)))
    success = np.zeros(len(envs), dtype=bool)
    final_distance = np.zeros(len(envs))
    limit_steps = 0
    previous_actions = None
    action_changes = []
    seen_observations = [observations]
    finite = True
    steps = envs[0].episode_steps
    for step in range(steps):
        actions = torch_actions(policy, observations)
        finite = finite and bool(np.all(np.isfinite(actions)) and np.all(np.isfinite(observations)))
        if previous_actions is not None:
            action_changes.append(np.abs(actions - previous_actions).max(axis=1))
        previous_actions = actions
        next_observations = []
        for index, env in enumerate(envs):
            observation, reward, _, truncated, info = env.step(actions[index])
            returns[index] += reward
            term_sums[index] += [info["reward_terms"][term] for term in terms]
            limit_steps += info["at_joint_limit"]
            if truncated:
                success[index] = info["is_success"]
                final_distance[index] = info["distance"]
            next_observations.append(observation)
        observations = np.stack(next_observations)
        seen_observations.append(observations)
        if step % 20 == 0:
            emit("progress", phase="evaluate", fraction=round(step / steps, 3), message=f"evaluation step {step}/{steps} of {len(envs)} episodes")
    return {
        "episodes": len(envs),
        "success_rate": float(success.mean()),
        "mean_return": float(returns.mean()),
        "reward_terms": {term: float(term_sums[:, i].mean()) for i, term in enumerate(terms)},
        "final_distance_m": {"mean": float(final_distance.mean()), "median": float(np.median(final_distance)), "max": float(final_distance.max())},
        "joint_limit_fraction": limit_steps / (len(envs) * steps),
        "action_smoothness": float(np.mean(action_changes)) if action_changes else 0.0,
        "finite": finite and bool(np.all(np.isfinite(returns))),
        "per_episode_success": success.tolist(),
        "observations": np.concatenate(seen_observations),
    }


def parity(policy, onnx_path: Path, observations: np.ndarray, seed: int) -> tuple[float, np.ndarray, np.ndarray]:
    """Max |torch - onnxruntime| over PARITY_OBSERVATIONS observations: visited states plus perturbed ones."""
    rng = np.random.default_rng(seed)
    picked = observations[rng.choice(len(observations), size=min(len(observations), PARITY_OBSERVATIONS // 2), replace=False)]
    perturbed = picked + rng.normal(0.0, 0.2, size=picked.shape)
    sample = np.concatenate([picked, perturbed])[:PARITY_OBSERVATIONS].astype(np.float32)
    expected = torch_actions(policy, sample)
    actual = onnx_actions(onnx_path, sample)
    return float(np.max(np.abs(expected - actual))), sample, expected


def evaluate(output_dir: Path, checkpoint: Path, spec: dict, scene_xml: str, tcp_site: str, seed: int) -> dict:
    model = PPO.load(str(checkpoint), device="cpu")
    policy_path = output_dir / "policy.onnx"
    export_onnx(model.policy, policy_path)
    outcome = run_episodes(model.policy, scene_xml, spec, tcp_site, evaluation_seeds(spec["evaluation"]["episodes"]))
    observations = outcome.pop("observations")
    max_abs, sample, expected = parity(model.policy, policy_path, observations, seed)
    (output_dir / "parity.json").write_text(json.dumps({
        "description": "observation/action pairs of the deterministic actor in torch, for checking policy.onnx elsewhere",
        "input": "observation", "output": "action",
        "observations": sample[:PARITY_FILE_PAIRS].tolist(), "actions": expected[:PARITY_FILE_PAIRS].tolist(),
    }) + "\n")
    thresholds = SCHEMA["checks"]
    threshold = success_threshold(spec)
    checks = [
        {"name": "success_rate", "passed": outcome["success_rate"] >= threshold, "value": outcome["success_rate"], "threshold": threshold,
         "detail": f"{round(outcome['success_rate'] * outcome['episodes'])}/{outcome['episodes']} fixed evaluation episodes (seeds {EVAL_SEED_BASE}..{EVAL_SEED_BASE + outcome['episodes'] - 1}) succeeded with the deterministic policy; needed {threshold:.0%}"},
        {"name": "onnx_parity", "passed": max_abs <= thresholds["onnx_parity_max_abs"], "value": max_abs, "threshold": thresholds["onnx_parity_max_abs"],
         "detail": f"max |torch - onnxruntime| over {len(sample)} observations (opset 17)"},
        {"name": "finite", "passed": outcome["finite"], "value": outcome["finite"], "detail": "no NaN or inf in observations, actions or returns"},
        {"name": "joint_limit_time", "passed": outcome["joint_limit_fraction"] <= thresholds["joint_limit_fraction_max"], "value": outcome["joint_limit_fraction"],
         "threshold": thresholds["joint_limit_fraction_max"], "detail": "fraction of evaluation steps with a joint within 0.02 rad of its limit"},
        {"name": "action_smoothness", "passed": outcome["action_smoothness"] <= thresholds["action_smoothness_max"], "value": outcome["action_smoothness"],
         "threshold": thresholds["action_smoothness_max"], "detail": "mean over steps of the largest change of any action component between control steps (actions in [-1, 1])"},
    ]
    return {"evaluation": outcome, "checks": checks, "policy": "policy.onnx", "checkpoint": str(checkpoint.relative_to(output_dir))}
