"""Gymnasium environments of the objectives: reach, lift and pick_place, on the scene build_env wrote."""
import math
from pathlib import Path

import gymnasium as gym
import mujoco
import numpy as np

from jobs.rl.demonstration import Expert, load_demonstration
from jobs.rl.lift_expert import LiftExpert

CONTROL_HZ = 50
ARM_JOINTS = ["shoulder_pan", "shoulder_lift", "elbow_flex", "wrist_flex", "wrist_roll"]
LIMIT_MARGIN_RAD = 0.02
DEFAULT_ACTION_SCALE_RAD = 0.05
START_KEYFRAME = "episode_start"
JAW_BODIES = ("gripper", "moving_jaw_so101_v1")


def _span(indices: np.ndarray) -> slice | np.ndarray:
    """A slice when the indices are consecutive (a view: reading and writing it costs a fraction of fancy indexing)."""
    first = int(indices[0])
    return slice(first, first + len(indices)) if np.array_equal(indices, np.arange(first, first + len(indices))) else indices


class ArmEnv(gym.Env):
    """Delta joint-position control at 50 Hz of the joints in `controlled`; fixed-length episodes.

    The per-step code works on Python floats and lists rather than small numpy arrays: an env step does a few dozen
    operations on 3- to 32-element vectors, where each numpy call costs more than the arithmetic. Results are the same
    floating-point operations in the same order, so observations, actions and rewards match the array version
    (bench/rl-env-rollout.py compares them)."""

    metadata = {"render_modes": []}

    def __init__(self, scene_xml: str, parameters: dict, controlled: list[str], tcp_site: str = "gripperframe", model: mujoco.MjModel | None = None):
        # Envs stepped side by side may share one compiled `model` (compiling the scene is ~0.15 s, stepping an
        # episode ~0.01 s): nothing here writes the model, only each env's own MjData.
        self.model = model if model is not None else mujoco.MjModel.from_xml_path(scene_xml)
        self.data = mujoco.MjData(self.model)
        self.parameters = parameters
        self.episode_steps = parameters["episode_steps"]
        self.action_scale = parameters.get("action_scale_rad", DEFAULT_ACTION_SCALE_RAD)
        self.substeps = max(1, round(1.0 / CONTROL_HZ / self.model.opt.timestep))
        self.qpos_addr = np.array([self.model.joint(name).qposadr[0] for name in controlled])
        self.qvel_addr = np.array([self.model.joint(name).dofadr[0] for name in controlled])
        self.actuators = np.array([self.model.actuator(name).id for name in controlled])
        self.ctrl_low = self.model.actuator_ctrlrange[self.actuators, 0]
        self.ctrl_high = self.model.actuator_ctrlrange[self.actuators, 1]
        self.joint_low = np.array([self.model.joint(name).range[0] for name in controlled])
        self.joint_high = np.array([self.model.joint(name).range[1] for name in controlled])
        self.limit_low = self.joint_low + LIMIT_MARGIN_RAD
        self.limit_high = self.joint_high - LIMIT_MARGIN_RAD
        self.tcp = self.model.site(tcp_site).id
        # A twin's scene starts where its recording did; the job's own scenes start at zero joint angles.
        self.start_key = mujoco.mj_name2id(self.model, mujoco.mjtObj.mjOBJ_KEY, START_KEYFRAME)
        self.jaws = [self.model.body(name).id for name in JAW_BODIES]
        self.action_space = gym.spaces.Box(-1.0, 1.0, (len(controlled),), np.float32)
        self.steps = 0
        # MjData's arrays are views of buffers that live as long as the data: fetched once, not per step.
        self.qpos, self.qvel, self.ctrl, self.site_xpos = self.data.qpos, self.data.qvel, self.data.ctrl, self.data.site_xpos
        self.qpos_span, self.qvel_span, self.ctrl_span = _span(self.qpos_addr), _span(self.qvel_addr), _span(self.actuators)
        self.ctrl_bounds = list(zip(self.ctrl_low.tolist(), self.ctrl_high.tolist()))
        self.limit_bounds = list(zip(self.limit_low.tolist(), self.limit_high.tolist()))
        self.geom_body = self.model.geom_bodyid.tolist()

    def _reset_robot(self) -> None:
        if self.start_key >= 0:
            mujoco.mj_resetDataKeyframe(self.model, self.data, self.start_key)
        else:
            mujoco.mj_resetData(self.model, self.data)
        self.data.ctrl[self.actuators] = self.data.qpos[self.qpos_addr]
        self.steps = 0

    def _apply(self, action: np.ndarray) -> float:
        """Steps the physics with `action` clipped to [-1, 1]; returns the clipped action's squared norm."""
        clipped = [min(max(a, -1.0), 1.0) for a in np.asarray(action, dtype=np.float64).ravel().tolist()]
        # Relative to where the joints are, not to the last command: force-limited servos lag under gravity,
        # and a command that drifts away from the joints is state the observation does not show.
        scale = self.action_scale
        self.ctrl[self.ctrl_span] = [min(max(q + a * scale, low), high) for q, a, (low, high) in zip(self.qpos[self.qpos_span].tolist(), clipped, self.ctrl_bounds)]
        mujoco.mj_step(self.model, self.data, nstep=self.substeps)
        self.steps += 1
        return sum(a * a for a in clipped)

    def _joints(self) -> list[float]:
        return self.qpos[self.qpos_span].tolist()

    def at_joint_limit(self, joints: list[float] | None = None) -> bool:
        return any(q <= low or q >= high for q, (low, high) in zip(self._joints() if joints is None else joints, self.limit_bounds))

    @property
    def tcp_pos(self) -> np.ndarray:
        return self.data.site_xpos[self.tcp]

    def _jaws_touching(self, geom: int) -> bool:
        """Both jaws (fixed and moving) in contact with `geom`. Read from the contact arrays at once: a Python loop over
        the contacts took a quarter of pick_place's step time."""
        count = self.data.ncon
        if count == 0:
            return False
        body = self.geom_body
        touching = set()
        for first, second in self.data.contact.geom[:count].tolist():
            if first == geom:
                touching.add(body[second])
            elif second == geom:
                touching.add(body[first])
        return all(jaw in touching for jaw in self.jaws)


class ReachEnv(ArmEnv):
    """Reach a target point: reward -d + 0.5(1 - tanh(d/0.05)) - 0.01|a|^2; success within success_distance_m at the end."""

    def __init__(self, scene_xml: str, parameters: dict, tcp_site: str = "gripperframe", model: mujoco.MjModel | None = None):
        super().__init__(scene_xml, parameters, ARM_JOINTS, tcp_site, model)
        self.observation_space = gym.spaces.Box(-np.inf, np.inf, (19,), np.float32)
        self.target_mocap = self.model.body("target").mocapid[0]
        self.scratch = mujoco.MjData(self.model)
        self.target = np.zeros(3)

    def sample_target(self) -> np.ndarray:
        """FK of random joint angles, kept inside the objective's bounds (never behind the base)."""
        p = self.parameters
        max_yaw = math.radians(p["target_max_yaw_deg"])
        for _ in range(10000):
            self.scratch.qpos[self.qpos_addr] = self.np_random.uniform(self.joint_low, self.joint_high)
            mujoco.mj_kinematics(self.model, self.scratch)
            point = self.scratch.site_xpos[self.tcp].copy()
            if point[0] >= p["target_min_forward_m"] and point[2] >= p["target_min_height_m"] and np.linalg.norm(point) <= p["target_max_radius_m"] and abs(math.atan2(point[1], point[0])) <= max_yaw:
                return point
        raise RuntimeError("no reachable target inside the objective's bounds after 10000 tries; widen them")

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        self._reset_robot()
        self.target = self.sample_target()
        self.data.mocap_pos[self.target_mocap] = self.target
        mujoco.mj_forward(self.model, self.data)
        return self._observe(), {}

    def _observe(self) -> np.ndarray:
        tcp = self.tcp_pos
        return np.concatenate([self.data.qpos[self.qpos_addr], 0.1 * self.data.qvel[self.qvel_addr], tcp, self.target, self.target - tcp]).astype(np.float32)

    def step(self, action):
        action_sq = self._apply(action)
        distance = float(np.linalg.norm(self.target - self.tcp_pos))
        terms = {"distance": -distance, "proximity": 0.5 * (1.0 - math.tanh(distance / 0.05)), "action": -0.01 * action_sq}
        truncated = self.steps >= self.episode_steps
        info = {"reward_terms": terms, "distance": distance, "at_joint_limit": self.at_joint_limit()}
        if truncated:
            info["is_success"] = distance <= self.parameters["success_distance_m"]
        return self._observe(), sum(terms.values()), False, truncated, info


class LiftEnv(ArmEnv):
    """Lift a box: reward terms reach, grasp, lift, action; success = box lift_height_m above rest at the end.
    Observation 23: joints, velocities, tool, box, box - tool, box height above rest, episode phase (the expert's
    keyframes are timed, so the actor cloning it needs to know when it is)."""

    expert_description = "a top-down grasp planned from the box's pose (lift_expert.py)"

    def __init__(self, scene_xml: str, parameters: dict, tcp_site: str = "gripperframe", model: mujoco.MjModel | None = None):
        super().__init__(scene_xml, parameters, ARM_JOINTS + ["gripper"], tcp_site, model)
        self.observation_space = gym.spaces.Box(-np.inf, np.inf, (23,), np.float32)
        self.box_qpos = self.model.joint("box").qposadr[0]
        self.box_geom = self.model.geom("box").id
        self.rest_height = parameters["box_size_m"] / 2
        self.expert = LiftExpert(self.model, ARM_JOINTS + ["gripper"], CONTROL_HZ, self.episode_steps, parameters["box_size_m"])
        self.expert_start = np.zeros(len(self.qpos_addr))

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        self._reset_robot()
        p = self.parameters
        x = self.np_random.uniform(p["box_min_forward_m"], p["box_max_forward_m"])
        y = self.np_random.uniform(-p["box_max_side_m"], p["box_max_side_m"])
        self.data.qpos[self.box_qpos:self.box_qpos + 7] = [x, y, self.rest_height, 1, 0, 0, 0]
        mujoco.mj_forward(self.model, self.data)
        return self._observe(), {}

    @property
    def box_pos(self) -> np.ndarray:
        return self.data.qpos[self.box_qpos:self.box_qpos + 3]

    def _observe(self) -> np.ndarray:
        tcp, box = self.tcp_pos, self.box_pos
        phase = [self.steps / self.episode_steps]
        return np.concatenate([self.data.qpos[self.qpos_addr], 0.1 * self.data.qvel[self.qvel_addr], tcp, box, box - tcp, [box[2] - self.rest_height], phase]).astype(np.float32)

    def expert_action(self) -> np.ndarray:
        """The analytic top-down grasp (lift_expert.py), planned for this episode's box at its first step."""
        if self.steps == 0:
            self.expert.plan(self.box_pos.copy())
            self.expert_start = self.data.qpos[self.qpos_addr].copy()
        return self.expert.action(self.steps, self.expert_start, self.data.qpos[self.qpos_addr], self.action_scale)

    def step(self, action):
        action_sq = self._apply(action)
        distance = float(np.linalg.norm(self.box_pos - self.tcp_pos))
        height = float(self.box_pos[2] - self.rest_height)
        grasp = self._jaws_touching(self.box_geom)
        terms = {
            "reach": 1.0 - math.tanh(10.0 * distance),
            "grasp": 0.5 if grasp else 0.0,
            "lift": 10.0 * min(max(height, 0.0), self.parameters["lift_height_m"]),
            "action": -0.01 * action_sq,
        }
        truncated = self.steps >= self.episode_steps
        info = {"reward_terms": terms, "distance": distance, "height": height, "at_joint_limit": self.at_joint_limit()}
        if truncated:
            info["is_success"] = height >= self.parameters["lift_height_m"]
        return self._observe(), sum(terms.values()), False, truncated, info


class PickPlaceEnv(ArmEnv):
    """A twin's object from where the recording picked it to where the recording let it go: reward terms reach, grasp,
    lift, place, action; success = the object was lifted and ends within place_tolerance_m of the place target."""

    expert_description = "the twin's demonstration"
    OBJECT_JITTER_M = 0.02
    ARM_JITTER_RAD = 0.03
    LIFTED_M = 0.02
    CARRY_HEIGHT_M = 0.05

    def __init__(self, scene_xml: str, parameters: dict, tcp_site: str = "gripperframe", model: mujoco.MjModel | None = None):
        super().__init__(scene_xml, parameters, ARM_JOINTS + ["gripper"], tcp_site, model)
        self.observation_space = gym.spaces.Box(-np.inf, np.inf, (32,), np.float32)
        name = self._pick_object_name()
        body = self.model.body(name)
        self.object_qpos = self.model.jnt_qposadr[body.jntadr[0]]
        self.object_geom = body.geomadr[0]
        self.target = self.model.body("target").pos.copy()
        self.target_list = self.target.tolist()
        self.target_mocap = self.model.body("target").mocapid[0]
        self.rest_pose = self.model.key(START_KEYFRAME).qpos[self.object_qpos:self.object_qpos + 7].copy()
        self.rest_height = float(self.rest_pose[2])
        self.lift_cap = max(self.target[2] - self.rest_height, self.CARRY_HEIGHT_M)
        self.demonstration = load_demonstration(Path(scene_xml).parent)
        self.expert = Expert(self.demonstration, self.model, tcp_site, CONTROL_HZ, self.episode_steps) if self.demonstration else None
        self.object_offset = np.zeros(2)
        self.grasp_offset = np.zeros(2)
        self.was_lifted = False

    def _pick_object_name(self) -> str:
        text = mujoco.mj_name2id(self.model, mujoco.mjtObj.mjOBJ_TEXT, "pick_object")
        if text < 0:
            raise ValueError("the scene names no pick_object: pick_place runs only in a twin's scene (--scene_dir)")
        start = self.model.text_adr[text]
        return bytes(self.model.text_data[start:start + self.model.text_size[text] - 1]).decode()

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        self._reset_robot()
        arm = self.qpos_addr[:-1]
        self.data.qpos[arm] = np.clip(self.data.qpos[arm] + self.np_random.uniform(-self.ARM_JITTER_RAD, self.ARM_JITTER_RAD, len(arm)), self.joint_low[:-1], self.joint_high[:-1])
        self.data.ctrl[self.actuators] = self.data.qpos[self.qpos_addr]
        self.object_offset = self.np_random.uniform(-self.OBJECT_JITTER_M, self.OBJECT_JITTER_M, 2)
        self.data.qpos[self.object_qpos:self.object_qpos + 7] = self.rest_pose
        self.data.qpos[self.object_qpos:self.object_qpos + 2] += self.object_offset
        self.data.mocap_pos[self.target_mocap] = self.target
        self.was_lifted = False
        mujoco.mj_forward(self.model, self.data)
        return self._observe(), {}

    @property
    def object_pos(self) -> np.ndarray:
        return self.data.qpos[self.object_qpos:self.object_qpos + 3]

    def _observe(self, joints: list[float] | None = None, tcp: list[float] | None = None, obj: list[float] | None = None) -> np.ndarray:
        """joints, 0.1 × joint velocities, tool, object, object quaternion, target, object − tool, target − object, phase."""
        joints = self._joints() if joints is None else joints
        tcp = self.site_xpos[self.tcp].tolist() if tcp is None else tcp
        pose = self.qpos[self.object_qpos:self.object_qpos + 7].tolist()
        obj = pose[:3] if obj is None else obj
        target = self.target_list
        velocities = [0.1 * v for v in self.qvel[self.qvel_span].tolist()]
        return np.array(joints + velocities + tcp + obj + pose[3:] + target
                        + [o - t for o, t in zip(obj, tcp)] + [t - o for t, o in zip(target, obj)] + [self.steps / self.episode_steps], dtype=np.float32)

    def expert_action(self) -> np.ndarray:
        """What the twin's demonstration, solved for this episode's object, does now (see demonstration.py)."""
        if self.steps == 0:
            self.expert.plan(self.object_pos.copy(), self.target)
            self.expert_start = self.data.qpos[self.qpos_addr].copy()
        return self.expert.action(self.steps, self.expert_start, self._joints(), self.action_scale)

    def step(self, action):
        action_sq = self._apply(action)
        joints, tcp = self._joints(), self.site_xpos[self.tcp].tolist()
        obj = self.qpos[self.object_qpos:self.object_qpos + 3].tolist()
        reach = math.sqrt(sum((o - t) ** 2 for o, t in zip(obj, tcp)))
        distance = math.sqrt(sum((t - o) ** 2 for t, o in zip(self.target_list, obj)))
        height = obj[2] - self.rest_height
        self.was_lifted = self.was_lifted or height >= self.LIFTED_M
        grasp = self._jaws_touching(self.object_geom)
        terms = {
            "reach": 1.0 - math.tanh(10.0 * reach),
            "grasp": 0.5 if grasp else 0.0,
            "lift": 10.0 * min(max(height, 0.0), self.lift_cap),
            "place": 2.0 * (1.0 - math.tanh(10.0 * distance)) if self.was_lifted else 0.0,
            "action": -0.01 * action_sq,
        }
        truncated = self.steps >= self.episode_steps
        info = {"reward_terms": terms, "distance": distance, "height": height, "grasped": grasp, "lifted": self.was_lifted, "at_joint_limit": self.at_joint_limit(joints)}
        if truncated:
            info["is_success"] = self.was_lifted and distance <= self.parameters["place_tolerance_m"]
        return self._observe(joints, tcp, obj), sum(terms.values()), False, truncated, info


ENVS = {"reach": ReachEnv, "lift": LiftEnv, "pick_place": PickPlaceEnv}


def make_env(scene_xml: str, spec: dict, tcp_site: str = "gripperframe", model: mujoco.MjModel | None = None) -> ArmEnv:
    """The objective's env on the scene; `model`, when given, is the scene already compiled, shared with other envs."""
    objective = spec["objective"]
    return ENVS[objective["name"]](scene_xml, objective["parameters"], tcp_site, model)


def make_envs(scene_xml: str, spec: dict, tcp_site: str, count: int) -> list[ArmEnv]:
    """`count` envs of the objective over one compiled scene, each with its own MjData."""
    model = mujoco.MjModel.from_xml_path(scene_xml)
    return [make_env(scene_xml, spec, tcp_site, model) for _ in range(count)]
