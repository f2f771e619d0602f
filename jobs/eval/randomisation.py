"""How each episode's start differs, beyond what the objective's own environment draws (jobs/rl/envs.py).

Defaults equal an RL run's own evaluation (object ±2 cm in x and y, arm joints ±0.03 rad, no yaw, no lighting change),
so an RL run's policy evaluated in its own twin with the default seeds starts from the very same states."""
import math

import mujoco
import numpy as np

DEFAULTS = {"object_xy_m": 0.02, "object_yaw_deg": 0.0, "arm_joint_rad": 0.03, "light_scale": 0.0}
DESCRIPTIONS = {
    "object_xy_m": "the object starts uniformly within ± this of its resting position in x and y (pick_place, lift's box range is the objective's own)",
    "object_yaw_deg": "the object is turned about the vertical by a uniform angle within ± this",
    "arm_joint_rad": "each arm joint starts within ± this of the recording's first frame (pick_place)",
    "light_scale": "every light's diffuse colour is scaled by 1 + u, u uniform within ± this (only what a camera sees changes)",
}


def resolve(given: dict | None) -> dict:
    """Every field with its default filled in; the fields and their bounds are checked with the spec (spec_schema.json)."""
    given = given or {}
    return {key: float(given.get(key, default)) for key, default in DEFAULTS.items()}


def describe(randomisation: dict) -> dict:
    return {key: {"value": value, "default": DEFAULTS[key], "meaning": DESCRIPTIONS[key]} for key, value in randomisation.items()}


class Randomiser:
    """Applied around env.reset(seed): the jitter ranges the env reads, then yaw and lighting drawn from the env's own
    seeded generator after its draws, so the same seed always gives the same start."""

    def __init__(self, env, randomisation: dict):
        self.env = env
        self.values = randomisation
        self.light_diffuse = env.model.light_diffuse.copy()
        if hasattr(env, "OBJECT_JITTER_M"):
            env.OBJECT_JITTER_M = randomisation["object_xy_m"]
            env.ARM_JITTER_RAD = randomisation["arm_joint_rad"]
        self.object_qpos = getattr(env, "object_qpos", getattr(env, "box_qpos", None))

    def reset(self, seed: int):
        observation, info = self.env.reset(seed=seed)
        rng = self.env.np_random
        yaw = math.radians(rng.uniform(-1.0, 1.0) * self.values["object_yaw_deg"])
        light = 1.0 + rng.uniform(-1.0, 1.0) * self.values["light_scale"]
        self.env.model.light_diffuse[:] = np.clip(self.light_diffuse * light, 0.0, 1.0)
        if self.object_qpos is not None and yaw != 0.0:
            quat = self.env.data.qpos[self.object_qpos + 3:self.object_qpos + 7].copy()
            turn = np.array([math.cos(yaw / 2), 0.0, 0.0, math.sin(yaw / 2)])
            mujoco.mju_mulQuat(quat, turn, quat)
            self.env.data.qpos[self.object_qpos + 3:self.object_qpos + 7] = quat
            mujoco.mj_forward(self.env.model, self.env.data)
            observation = self.env._observe()
        return observation, {"object_yaw_deg": round(math.degrees(yaw), 3), "light_scale": round(light, 4)}
