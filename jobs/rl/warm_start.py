"""Behaviour cloning with DAgger from an env's expert (pick_place: the twin's demonstration, demonstration.py; lift: a
planned top-down grasp, lift_expert.py): the PPO actor learns to do what the expert does, at the states the actor
itself reaches, before PPO trains it further.

Round 0 rolls the expert out; every later round rolls the current actor out (deterministic; in the early rounds the
expert still takes a shrinking share of the steps, so the states stay near the ones that matter), asks the expert what
it would have done at each state visited, adds those pairs and fits the actor's mean to all pairs so far (mean squared
error). The actor's own rollouts measure each fit: the fit whose rollouts succeeded most is the one kept.
"""
import copy
import time

import numpy as np
import torch

from jobs.sim.progress import emit

EXPERT_EPISODES = 24
MAX_ROUNDS = 12
MIN_ROUNDS = 2
EPISODES_PER_ROUND = 16
# The expert's share of the steps falls to zero over this fraction of the rounds; the rest are the actor's alone.
EXPERT_FADE = 0.6
EPOCHS = 15
# Each round's fit takes at most this many minibatch steps (15 epochs of the first rounds' pairs): later rounds, with more
# pairs, sample them instead of passing over all of them again, so the cost of a round stays flat.
MAX_GRADIENT_STEPS = 1200
BATCH = 256
LEARNING_RATE = 1e-3
FINE_TUNE_LOG_STD = -2.0


def actor_mean(policy, observations: torch.Tensor) -> torch.Tensor:
    features = policy.extract_features(observations, policy.pi_features_extractor)
    latent, _ = policy.mlp_extractor(features)
    return policy.action_net(latent)


def rollout(env, seed: int, act) -> tuple[list[np.ndarray], list[np.ndarray], bool]:
    """One episode driven by `act(observation)`, labelled with the expert's action at every state."""
    observation, _ = env.reset(seed=seed)
    observations, labels, done, info = [], [], False, {}
    while not done:
        label = env.expert_action()
        observations.append(observation)
        labels.append(label)
        observation, _, terminated, truncated, info = env.step(act(observation, label))
        done = terminated or truncated
    return observations, labels, bool(info.get("is_success"))


def fit(policy, observations: np.ndarray, labels: np.ndarray, rng: np.random.Generator) -> float:
    optimizer = torch.optim.Adam(list(policy.mlp_extractor.policy_net.parameters()) + list(policy.action_net.parameters()), lr=LEARNING_RATE)
    x = torch.as_tensor(observations, dtype=torch.float32)
    y = torch.as_tensor(labels, dtype=torch.float32)
    loss_value = 0.0
    steps = min(EPOCHS * -(-len(x) // BATCH), MAX_GRADIENT_STEPS)
    order = np.concatenate([rng.permutation(len(x)) for _ in range(-(-steps * BATCH // len(x)))])
    for step in range(steps):
        batch = order[step * BATCH:(step + 1) * BATCH]
        loss = torch.mean((actor_mean(policy, x[batch]) - y[batch]) ** 2)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        loss_value = float(loss.detach())
    return loss_value


def evaluate_actor(policy, env, seed: int, episodes: int, seed_base: bool = False) -> float:
    """The deterministic actor's success rate over `episodes` episodes (seeds seed + i when seed_base, else seeded from `seed`)."""
    successes = 0
    for episode in range(episodes):
        observation, _ = env.reset(seed=seed + episode if seed_base else seed * 1000 + 999 - episode)
        done, info = False, {}
        while not done:
            with torch.no_grad():
                action = np.clip(actor_mean(policy, torch.as_tensor(observation[None], dtype=torch.float32))[0].numpy(), -1, 1)
            observation, _, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        successes += bool(info.get("is_success"))
    return successes / episodes


def steps_needed(episode_steps: int) -> int:
    """The smallest budget a warm start fits in: the expert's round and the fewest actor rounds."""
    return (EXPERT_EPISODES + MIN_ROUNDS * EPISODES_PER_ROUND) * episode_steps


def warm_start(policy, env, seed: int, budget: int, stop_reason) -> dict:
    """Clones the env's expert into `policy` within `budget` env steps; returns what it did."""
    rng = np.random.default_rng(seed)
    started = time.monotonic()
    observations, labels, steps, rounds = [], [], 0, []

    def act_policy(observation, label, expert_share):
        if rng.random() < expert_share:
            return label
        with torch.no_grad():
            return np.clip(actor_mean(policy, torch.as_tensor(observation[None], dtype=torch.float32))[0].numpy(), -1, 1)

    rounds_total = int(np.clip((budget - EXPERT_EPISODES * env.episode_steps) // (EPISODES_PER_ROUND * env.episode_steps), MIN_ROUNDS, MAX_ROUNDS))
    best = (-1.0, None)
    for round_index in range(rounds_total + 1):
        episodes = EXPERT_EPISODES if round_index == 0 else EPISODES_PER_ROUND
        share = max(0.0, 1.0 - round_index / (EXPERT_FADE * rounds_total))
        act = lambda observation, label, share=share: act_policy(observation, label, share)  # noqa: E731
        successes = 0
        for episode in range(episodes):
            seen, said, success = rollout(env, seed * 1000 + round_index * 100 + episode, act)
            observations.extend(seen)
            labels.extend(said)
            steps += len(seen)
            successes += success
        if share == 0.0 and successes / episodes > best[0]:
            best = (successes / episodes, copy.deepcopy(policy.state_dict()))
        loss = fit(policy, np.array(observations), np.array(labels), rng)
        rounds.append({"round": round_index, "expert_share": round(share, 2), "episodes": episodes,
                       "success_rate": round(successes / episodes, 3), "pairs": len(observations), "loss": round(loss, 5)})
        emit("progress", phase="training", step="warm_start", env_steps=steps, budget_env_steps=budget, fraction=round(min(1.0, steps / budget), 4),
             message=f"cloning the expert: round {round_index}/{rounds_total}, {share:.0%} expert steps, success {successes}/{episodes}, loss {loss:.4f}",
             wall_seconds=round(time.monotonic() - started, 1))
        if stop_reason() is not None:
            break
    final_success = evaluate_actor(policy, env, seed, EPISODES_PER_ROUND)
    if best[1] is not None and best[0] > final_success:
        policy.load_state_dict(best[1])
    with torch.no_grad():
        policy.log_std.fill_(FINE_TUNE_LOG_STD)
    return {"env_steps": steps, "rounds": rounds, "pairs": len(observations), "seconds": round(time.monotonic() - started, 1),
            "actor_success_rate": max(final_success, best[0]), "kept": "final fit" if best[1] is None or best[0] <= final_success else "best round"}
