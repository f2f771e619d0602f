"""What a report states so a reader can trust and reproduce it: the evaluation config, a scene hash, package versions."""
import hashlib
import platform
from importlib import metadata
from pathlib import Path

from jobs.rl.envs import ENVS, LiftEnv, PickPlaceEnv, ReachEnv
from jobs.rl.evaluate import evaluation_seeds
from jobs.sim.file_manifest import sha256_file

PACKAGES = ("mujoco", "torch", "stable-baselines3", "gymnasium", "numpy", "onnx", "onnxruntime")
SCENE_HASH_METHOD = ("sha256 of the text `sha256sum` prints for scene/scene.xml and every file under scene/assets/, sorted by path "
                     "(one '<sha256>  <path>' line each, paths relative to scene/): "
                     "cd scene && find scene.xml assets -type f | LC_ALL=C sort | xargs sha256sum | sha256sum")


def randomisation(spec: dict) -> dict:
    """How each evaluation episode's start differs, read from the environment the objective runs in."""
    env, parameters = ENVS[spec["objective"]["name"]], spec["objective"]["parameters"]
    if env is ReachEnv:
        return {"target": "forward kinematics of joint angles drawn uniformly within the joint limits, kept where "
                          f"x >= {parameters['target_min_forward_m']} m, z >= {parameters['target_min_height_m']} m, "
                          f"|p| <= {parameters['target_max_radius_m']} m and |yaw| <= {parameters['target_max_yaw_deg']} deg",
                "arm_start": "zero joint angles"}
    if env is LiftEnv:
        return {"box_x_m": [parameters["box_min_forward_m"], parameters["box_max_forward_m"]],
                "box_y_m": [-parameters["box_max_side_m"], parameters["box_max_side_m"]], "arm_start": "zero joint angles"}
    if env is PickPlaceEnv:
        return {"object_xy_jitter_m": env.OBJECT_JITTER_M, "arm_joint_jitter_rad": env.ARM_JITTER_RAD,
                "description": f"the object starts uniformly within ±{env.OBJECT_JITTER_M * 100:g} cm in x and y of where the recording picked it; "
                               f"each arm joint within ±{env.ARM_JITTER_RAD} rad of the recording's first frame (the gripper as recorded)"}
    raise ValueError(f"no randomisation described for {env.__name__}")


def evaluation_config(spec: dict) -> dict:
    episodes = spec["evaluation"]["episodes"]
    seeds = evaluation_seeds(episodes)
    return {"episodes": episodes, "seeds": seeds, "seed_rule": f"episode i resets with seed {seeds[0]} + i, whatever the run's training seed",
            "policy": "deterministic (the actor's mean action)", "episode_steps": spec["objective"]["parameters"]["episode_steps"],
            "randomisation": randomisation(spec)}


def scene_hash(scene_dir: Path) -> dict:
    paths = [scene_dir / "scene.xml"] + [path for path in (scene_dir / "assets").rglob("*") if path.is_file()]
    relative = sorted(path.relative_to(scene_dir).as_posix() for path in paths)
    listing = "".join(f"{sha256_file(scene_dir / path)}  {path}\n" for path in relative)
    return {"sha256": hashlib.sha256(listing.encode()).hexdigest(), "files": len(relative), "method": SCENE_HASH_METHOD}


def package_versions() -> dict:
    versions = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = None
    return versions
