"""check: the episode exists, its robot has a model whose joints match, and which camera seeds the scene."""
from jobs.twin.dataset import read_episode
from jobs.twin.errors import UserFixableError
from jobs.twin.robot import find_robot, joint_map

SCENE_CAMERA_PREFERENCE = ("top", "overhead", "front", "side", "scene")


def choose_cameras(cameras: list[str], config: dict) -> dict:
    wrist = next((name for name in cameras if "wrist" in name.lower() or "hand" in name.lower()), None)
    requested = (config.get("camera") or {}).get("name") if isinstance(config.get("camera"), dict) else None
    if requested is not None and requested not in cameras:
        raise UserFixableError("camera_not_found", f"config.camera.name '{requested}' is not a camera of the dataset ({', '.join(cameras) or 'none'})", "config.camera.name")
    others = [name for name in cameras if name != wrist]
    preferred = next((name for key in SCENE_CAMERA_PREFERENCE for name in others if key in name.lower()), others[0] if others else None)
    return {"scene": requested or preferred, "wrist": wrist, "available": cameras}


def run(context) -> dict:
    episode = read_episode(context.dataset_root, context.episode_index)
    robot = find_robot(context.models_dir, episode.robot_type, context.config.get("robot_model"))
    model = robot.load()
    joints = joint_map(model, robot, episode.state_names)
    if episode.action_names != episode.state_names:
        raise UserFixableError("dataset_invalid", f"action joints {episode.action_names} differ from observation.state joints {episode.state_names}", "source")
    camera = choose_cameras(episode.cameras, context.config)
    frames = len(episode.state)
    seconds = frames / episode.fps
    assumptions = [
        f"Joint values are degrees in the LeRobot {episode.robot_type} convention and map 1:1 onto the {robot.name} model's joints (radians = degrees × π/180).",
    ]
    if joints.gripper_column is not None:
        low, high = joints.gripper_range
        assumptions.append(f"The gripper's 0..100 maps linearly onto the model's gripper joint range {low:.3f}..{high:.3f} rad.")
    if camera["scene"] is None:
        assumptions.append("The dataset has no fixed camera; the scene camera is placed by default.")
    measurement = (
        f"{episode.robot_type} → {robot.name} ({robot.manifest['source']['package']} {robot.manifest['source']['version']}), "
        f"{frames} frames at {episode.fps:g} fps ({seconds:.1f} s), cameras {', '.join(episode.cameras) or 'none'}"
        + (f" (scene: {camera['scene']})" if camera["scene"] else "")
    )
    return {
        "measurement": measurement,
        "assumptions": assumptions,
        "result": {
            "dataset": {
                "root": str(episode.root),
                "codebase_version": episode.version,
                "robot_type": episode.robot_type,
                "fps": episode.fps,
                "episode_index": episode.index,
                "total_episodes": episode.total_episodes,
                "frames": frames,
                "seconds": round(seconds, 3),
                "task": episode.task,
                "joints": episode.state_names,
            },
            "robot": {"name": robot.name, "dir": str(robot.dir), "mjcf": robot.manifest["mjcf"], "license": robot.manifest["license"], "source": robot.manifest["source"]},
            "camera": camera,
        },
    }
