"""N seeded episodes of one policy in the twin's scene, closed loop, judged by the RL objectives' own success tests
(the environments of jobs/rl/envs.py decide success exactly as they do for RL runs)."""
import math

import mujoco
import numpy as np

from jobs.twin import replay
from jobs.rl.envs import CONTROL_HZ, ENVS, LiftEnv, PickPlaceEnv
from jobs.eval.policies import OnnxPolicy
from jobs.sim.progress import emit
from jobs.eval.randomisation import Randomiser

# States kept per episode for the clip grid (rendered afterwards): software rendering costs ~0.2-0.5 s a frame on the
# two-core machine whatever the size (the meshes dominate), so a 4-episode grid of 30 frames each is about a minute.
CLIP_FRAMES = 30


def render_every(episode_steps: int) -> int:
    return max(1, -(-episode_steps // CLIP_FRAMES))
OFF_TABLE_M = -0.005


def radians_to_dataset(qpos: np.ndarray, columns: list[dict]) -> np.ndarray:
    """The inverse of replay.dataset_to_radians: model joint positions -> observation.state in the dataset's units."""
    out = np.rad2deg(np.asarray(qpos, dtype=np.float64))
    for index, column in enumerate(columns):
        if column["unit"] == "percent_of_range":
            low, high = column["range_rad"]
            out[index] = (qpos[index] - low) / (high - low) * 100.0
    return out


class ServoModel:
    """The twin's fitted servos in closed loop, the formula replay.servo_commands applies to a recording:
    command[t] = gain · action_rad[t − lag_frames] + offset (the first action stands in before it)."""

    def __init__(self, columns: list[dict], servo: list[dict]):
        self.columns = columns
        self.fits = servo
        self.history: list[np.ndarray] = []

    def reset(self) -> None:
        self.history = []

    def command(self, action_units: np.ndarray) -> np.ndarray:
        self.history.append(replay.dataset_to_radians(action_units, self.columns)[0])
        t = len(self.history) - 1
        return np.array([float(fit["gain"]) * self.history[max(0, t - int(fit["lag_frames"]))][c] + math.radians(float(fit["offset_deg"]))
                         for c, fit in enumerate(self.fits)])


def commanded_env(env_class):
    """The objective's environment driven by absolute joint commands at the dataset's frame rate (the built-in policy's
    actions), its rewards, observation and success test unchanged."""

    class Commanded(env_class):
        def configure(self, actuators: list[str], fps: float) -> None:
            self.commanded = np.array([self.model.actuator(name).id for name in actuators])
            self.commanded_low = self.model.actuator_ctrlrange[self.commanded, 0]
            self.commanded_high = self.model.actuator_ctrlrange[self.commanded, 1]
            self.fps = fps
            # The same length in seconds as the objective's episode_steps at 50 Hz.
            self.episode_steps = max(1, round(self.parameters["episode_steps"] * fps / CONTROL_HZ))

        def _apply(self, command: np.ndarray) -> float:
            self.ctrl[self.commanded] = np.clip(command, self.commanded_low, self.commanded_high)
            # Whole timesteps that keep 1/fps per frame on average, as a twin's replay steps.
            dt = self.model.opt.timestep
            nstep = max(1, round((self.steps + 1) / self.fps / dt) - round(self.steps / self.fps / dt))
            mujoco.mj_step(self.model, self.data, nstep=nstep)
            self.steps += 1
            return 0.0

    Commanded.__name__ = f"Commanded{env_class.__name__}"
    return Commanded


def make_evaluation_env(policy, scene_xml: str, spec: dict, tcp_site: str, replay_section: dict):
    cls = ENVS[spec["objective"]["name"]]
    if not isinstance(policy, OnnxPolicy):
        env = commanded_env(cls)(scene_xml, spec["objective"]["parameters"], tcp_site)
        env.configure([column["actuator"] for column in replay_section["columns"]], float(replay_section["fps"]))
        return env
    return cls(scene_xml, spec["objective"]["parameters"], tcp_site)


def failure_mode(env, success: bool, finite: bool, grasped: bool, max_lift: float, final: dict, spec: dict) -> str | None:
    if success:
        return None
    if not finite:
        return "diverged"
    parameters = spec["objective"]["parameters"]
    if isinstance(env, PickPlaceEnv):
        if max_lift < env.LIFTED_M:
            return "not_lifted" if grasped else "never_grasped"
        if final["height"] < OFF_TABLE_M:
            return "fell_off_table"
        if final.get("grasped") and final["height"] > env.LIFTED_M:
            return "not_released"
        return "missed_target"
    if isinstance(env, LiftEnv):
        if max_lift >= parameters["lift_height_m"]:
            return "dropped"
        return "not_lifted" if grasped else "never_grasped"
    return "short_of_target"


def run_episode(env, randomiser: Randomiser, policy, servo: ServoModel | None, columns: list[dict], seed: int, spec: dict) -> dict:
    observation, drawn = randomiser.reset(seed)
    qpos_addr = np.array([env.model.joint(column["joint"]).qposadr[0] for column in columns]) if servo else None
    if servo:
        servo.reset()
    if hasattr(policy, "reset"):
        policy.reset()
    queue: list[np.ndarray] = []
    states = [(env.data.qpos.copy(), env.data.mocap_pos.copy())]
    every = render_every(env.episode_steps)
    finite, grasped, max_lift, info = True, False, 0.0, {}
    for step in range(env.episode_steps):
        if servo:
            if not queue:
                queue = list(policy.chunk(radians_to_dataset(env.data.qpos[qpos_addr], columns), env.data))
            action = queue.pop(0)
            finite = finite and bool(np.all(np.isfinite(action)))
            command = servo.command(np.nan_to_num(action))
        else:
            command = policy.act(observation)
            finite = finite and bool(np.all(np.isfinite(command)))
            command = np.nan_to_num(command)
        observation, _, _, _, info = env.step(command)
        grasped = grasped or bool(info.get("grasped") or (isinstance(env, LiftEnv) and env._jaws_touching(env.box_geom)))
        max_lift = max(max_lift, float(info.get("height", 0.0)))
        if (step + 1) % every == 0 or step + 1 == env.episode_steps:
            states.append((env.data.qpos.copy(), env.data.mocap_pos.copy()))
    success = bool(info.get("is_success"))
    has_object = "height" in info
    final = {k: v for k, v in info.items() if k in ("distance", "height", "grasped", "lifted")}
    return {
        "seed": seed,
        "success": success,
        "lift_m": round(max_lift, 5) if has_object else None,
        "place_error_m": None if isinstance(env, LiftEnv) else round(float(info["distance"]), 5),
        "steps": env.steps,
        "failure_mode": failure_mode(env, success, finite, grasped, max_lift, final, spec),
        "grasped": grasped if has_object else None,
        "start": drawn,
        "_final_info": final,
        "_states": states,
    }


def run_episodes(env, policy, servo, columns: list[dict], seeds: list[int], spec: dict, randomisation: dict) -> list[dict]:
    randomiser = Randomiser(env, randomisation)
    episodes = []
    for index, seed in enumerate(seeds):
        episode = run_episode(env, randomiser, policy, servo, columns, seed, spec)
        episodes.append(episode)
        done = sum(e["success"] for e in episodes)
        emit("episode", index=index, **{k: v for k, v in episode.items() if not k.startswith("_")})
        emit("progress", phase="episodes", fraction=round((index + 1) / len(seeds), 3), message=f"episode {index + 1}/{len(seeds)} (seed {seed}): {'success' if episode['success'] else episode['failure_mode']}; {done} successes so far")
    randomiser.env.model.light_diffuse[:] = randomiser.light_diffuse
    return episodes
