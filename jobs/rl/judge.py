"""The built-in judge: reads the clip's per-frame segmentation and says in sentences what a viewer would see."""
import mujoco
import numpy as np

GEOM = int(mujoco.mjtObj.mjOBJ_GEOM)
GRIPPER_BODIES = ("gripper", "moving_jaw_so101_v1")
SHAKE_PX = 1.5


def _geoms_of_bodies(model, bodies: set[int]) -> np.ndarray:
    return np.array([g for g in range(model.ngeom) if model.geom_bodyid[g] in bodies])


def _robot_bodies(model, object_name: str) -> set[int]:
    excluded = {0, model.body(object_name).id}
    return {b for b in range(model.nbody) if b not in excluded}


def _mask(frame: np.ndarray, geoms: np.ndarray) -> np.ndarray:
    return (frame[:, :, 1] == GEOM) & np.isin(frame[:, :, 0], geoms)


def _centroid(mask: np.ndarray):
    ys, xs = np.nonzero(mask)
    return (float(xs.mean()), float(ys.mean())) if len(xs) else None


def judge_clip(env, frames: list[np.ndarray], final_info: dict, spec: dict) -> dict:
    model = env.model
    objective = spec["objective"]["name"]
    object_name = "target" if objective == "reach" else "box"
    object_geoms = np.array([model.geom(object_name).id])
    robot_geoms = _geoms_of_bodies(model, _robot_bodies(model, object_name))
    gripper_geoms = _geoms_of_bodies(model, {model.body(name).id for name in GRIPPER_BODIES})
    height, width = frames[0].shape[:2]
    object_visible, gripper_visible, arm_at_edge, gripper_track = 0, 0, 0, []
    for frame in frames:
        object_visible += bool(_mask(frame, object_geoms).any())
        gripper = _mask(frame, gripper_geoms)
        gripper_visible += bool(gripper.any())
        robot = _mask(frame, robot_geoms)
        arm_at_edge += bool(robot[0].any() or robot[-1].any() or robot[:, 0].any() or robot[:, -1].any())
        gripper_track.append(_centroid(gripper))
    n = len(frames)
    sentences = []
    visible_fraction = object_visible / n
    noun = "The target" if objective == "reach" else "The box"
    sentences.append(f"{noun} is visible in {object_visible} of {n} frames." if object_visible else f"{noun} is never visible: the camera does not show it.")
    final_object = _centroid(_mask(frames[-1], object_geoms))
    final_gripper = gripper_track[-1]
    offset_px = None
    if final_object and final_gripper:
        dx, dy = final_gripper[0] - final_object[0], final_gripper[1] - final_object[1]
        offset_px = [round(dx, 1), round(dy, 1)]
        horizontal = f"{abs(dx):.0f} px to the {'right' if dx > 0 else 'left'} of"
        vertical = f"{abs(dy):.0f} px {'below' if dy > 0 else 'above'}"
        sentences.append(f"In the last frame the gripper is {horizontal} and {vertical} the {object_name} in the image.")
    elif not final_gripper:
        sentences.append("In the last frame the gripper is not visible.")
    distance = final_info.get("distance")
    if objective == "reach" and distance is not None:
        radius = spec["objective"]["parameters"]["success_distance_m"]
        verdict = "inside" if distance <= radius else "outside"
        sentences.append(f"The end effector ends {distance * 100:.1f} cm from the target, {verdict} the {radius * 100:.1f} cm success radius.")
    if objective == "lift" and "height" in final_info:
        sentences.append(f"The box ends {final_info['height'] * 100:.1f} cm above its resting height (needed {spec['objective']['parameters']['lift_height_m'] * 100:.1f} cm).")
    leaves = gripper_visible < n
    if leaves:
        sentences.append(f"The gripper leaves the frame in {n - gripper_visible} of {n} frames.")
    elif arm_at_edge:
        sentences.append(f"The arm stays in view, touching the frame's edge in {arm_at_edge} of {n} frames.")
    else:
        sentences.append("The arm stays inside the frame throughout.")
    track = np.array([p for p in gripper_track if p is not None])
    jitter, reversals = 0.0, 0
    if len(track) >= 3:
        second = np.diff(track, n=2, axis=0)
        jitter = float(np.linalg.norm(second, axis=1).mean())
        velocity = np.diff(track, axis=0)
        late = velocity[len(velocity) // 2:]
        moving = np.abs(late) > 0.5
        reversals = int(np.sum((np.sign(late[1:]) != np.sign(late[:-1])) & moving[1:] & moving[:-1]))
    shakes = jitter > SHAKE_PX
    sentences.append(f"The gripper shakes: its image position changes direction {reversals} times in the second half (mean jerk {jitter:.1f} px/frame²)." if shakes
                     else f"The motion is smooth (mean jerk of the gripper's image position {jitter:.1f} px/frame²).")
    return {
        "engine": "segmentation-v1",
        "sentences": sentences,
        "object_visible_fraction": round(visible_fraction, 3),
        "gripper_visible_fraction": round(gripper_visible / n, 3),
        "arm_leaves_frame": leaves,
        "arm_at_edge_frames": arm_at_edge,
        "final_offset_px": offset_px,
        "final_distance_m": distance,
        "shakes": shakes,
        "gripper_jerk_px": round(jitter, 3),
        "image_size": [width, height],
    }
