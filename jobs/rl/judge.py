"""The built-in judge: reads the clip's per-frame segmentation and says in sentences what a viewer would see."""
import mujoco
import numpy as np

GEOM = int(mujoco.mjtObj.mjOBJ_GEOM)
GRIPPER_BODIES = ("gripper", "moving_jaw_so101_v1")
SHAKE_PX = 1.5


def _geoms_of_bodies(model, bodies: set[int]) -> np.ndarray:
    return np.array([g for g in range(model.ngeom) if model.geom_bodyid[g] in bodies])


def _robot_bodies(model) -> set[int]:
    """Every body but the world, mocap markers and free objects (with whatever hangs below them)."""
    def free(body: int) -> bool:
        return model.body_jntnum[body] > 0 and model.jnt_type[model.body_jntadr[body]] == mujoco.mjtJoint.mjJNT_FREE
    return {b for b in range(1, model.nbody) if model.body_mocapid[b] < 0 and not free(model.body_rootid[b])}


def _mask(frame: np.ndarray, geoms: np.ndarray) -> np.ndarray:
    return (frame[:, :, 1] == GEOM) & np.isin(frame[:, :, 0], geoms)


def _centroid(mask: np.ndarray):
    ys, xs = np.nonzero(mask)
    return (float(xs.mean()), float(ys.mean())) if len(xs) else None


def _relative(dx: float, dy: float) -> str:
    return f"{abs(dx):.0f} px to the {'right' if dx > 0 else 'left'} of and {abs(dy):.0f} px {'below' if dy > 0 else 'above'}"


def _placement_sentences(env, frames: list[np.ndarray], object_geoms: np.ndarray, final_info: dict, spec: dict) -> tuple[list[str], dict]:
    """pick_place: where the object ends relative to the release target, in the image and in the scene."""
    target_geoms = _geoms_of_bodies(env.model, {env.model.body("target").id})
    target_visible = sum(bool(_mask(frame, target_geoms).any()) for frame in frames)
    sentences = [f"The place target is visible in {target_visible} of {len(frames)} frames." if target_visible else "The place target is never visible (hidden behind the arm or the object)."]
    final_object, final_target = _centroid(_mask(frames[-1], object_geoms)), _centroid(_mask(frames[-1], target_geoms))
    offset = None
    if final_object and final_target:
        offset = [round(final_object[0] - final_target[0], 1), round(final_object[1] - final_target[1], 1)]
        sentences.append(f"In the last frame the object is {_relative(*offset)} the place target in the image.")
    distance, height = final_info.get("distance"), final_info.get("height")
    if distance is not None:
        tolerance = spec["objective"]["parameters"]["place_tolerance_m"]
        lifted = "after lifting it" if final_info.get("lifted") else "never lifted"
        sentences.append(f"The object ends {distance * 100:.1f} cm from the place target, {'inside' if distance <= tolerance else 'outside'} the {tolerance * 100:.1f} cm tolerance ({lifted}).")
    if height is not None:
        held = "held in both jaws" if final_info.get("grasped") else "not held"
        if height < -0.005:
            place = f"{-height * 100:.1f} cm below its resting height (off the table)"
        elif abs(height) < 0.005 and not final_info.get("grasped"):
            place = "resting where it started"
        else:
            place = f"{height * 100:.1f} cm above its resting height"
        sentences.append(f"It ends {place}, {held}.")
    return sentences, {"target_visible_fraction": round(target_visible / len(frames), 3), "final_object_to_target_px": offset}


def judge_clip(env, frames: list[np.ndarray], final_info: dict, spec: dict) -> dict:
    model = env.model
    objective = spec["objective"]["name"]
    object_name = {"reach": "target", "lift": "box"}.get(objective)
    object_geoms = np.array([model.geom(object_name).id]) if object_name else np.array([env.object_geom])
    object_name = object_name or "object"
    robot_geoms = _geoms_of_bodies(model, _robot_bodies(model))
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
    noun = {"reach": "The target", "lift": "The box"}.get(objective, "The object")
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
    placement = {}
    if objective == "pick_place":
        placed, placement = _placement_sentences(env, frames, object_geoms, final_info, spec)
        sentences.extend(placed)
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
        **placement,
    }
