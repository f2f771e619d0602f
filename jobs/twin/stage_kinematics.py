"""kinematics: joint-limit excursions and self-penetration over the episode, judged against the rest pose."""
import mujoco
import numpy as np

from jobs.twin.inputs import load_inputs

TABLE_TOLERANCE_M = 0.01


def limit_excess_deg(model: mujoco.MjModel, joints, radians: np.ndarray) -> np.ndarray:
    """Degrees each joint lies beyond its range (0 inside), frames × joints."""
    ids = [model.joint(name).id for name in joints.joints]
    low = model.jnt_range[ids, 0]
    high = model.jnt_range[ids, 1]
    limited = model.jnt_limited[ids].astype(bool)
    excess = np.maximum(low - radians, 0) + np.maximum(radians - high, 0)
    return np.rad2deg(np.where(limited, excess, 0))


def primitive_penetration_m(model: mujoco.MjModel, data: mujoco.MjData) -> float:
    """Deepest penetration among contacts between primitive (non-mesh) collision geoms."""
    deepest = 0.0
    for contact in data.contact[: data.ncon]:
        if model.geom_type[contact.geom1] == mujoco.mjtGeom.mjGEOM_MESH or model.geom_type[contact.geom2] == mujoco.mjtGeom.mjGEOM_MESH:
            continue
        deepest = max(deepest, -float(contact.dist))
    return deepest


def lowest_point_z(model: mujoco.MjModel, data: mujoco.MjData, geoms: list[int]) -> float:
    """Lowest z of the given collision geoms (boxes, spheres, capsules, cylinders exactly; meshes by bounding sphere)."""
    lowest = np.inf
    for geom in geoms:
        centre_z = data.geom_xpos[geom, 2]
        rotation = data.geom_xmat[geom].reshape(3, 3)
        size = model.geom_size[geom]
        kind = model.geom_type[geom]
        if kind == mujoco.mjtGeom.mjGEOM_BOX:
            reach = float(np.abs(rotation[2]) @ size)
        elif kind == mujoco.mjtGeom.mjGEOM_SPHERE:
            reach = float(size[0])
        elif kind in (mujoco.mjtGeom.mjGEOM_CAPSULE, mujoco.mjtGeom.mjGEOM_CYLINDER):
            reach = float(size[0] + abs(rotation[2, 2]) * size[1])
        else:
            reach = float(model.geom_rbound[geom])
        lowest = min(lowest, centre_z - reach)
    return lowest


def run(context) -> dict:
    inputs = load_inputs(context)
    model, joints = inputs.model, inputs.joints
    data = mujoco.MjData(model)
    excess = limit_excess_deg(model, joints, inputs.state_rad)
    penetration = np.zeros(len(inputs.state_rad))
    lowest_tip = np.inf
    moving_geoms = [
        i for i in range(model.ngeom)
        if model.geom_type[i] != mujoco.mjtGeom.mjGEOM_MESH and (model.geom_contype[i] or model.geom_conaffinity[i]) and model.body_weldid[model.geom_bodyid[i]] != 0
    ]
    for frame, row in enumerate(inputs.state_rad):
        data.qpos[:] = inputs.qpos(row)
        mujoco.mj_forward(model, data)
        penetration[frame] = primitive_penetration_m(model, data)
        lowest_tip = min(lowest_tip, lowest_point_z(model, data, moving_geoms))
    rest_excess = excess[0]
    rest_penetration = penetration[0]
    beyond_rest_deg = np.maximum(excess - rest_excess, 0).max(axis=0)
    beyond_rest_mm = max(float((penetration - rest_penetration).max()) * 1000, 0.0)
    given = context.config.get("table_height_m")
    reached = lowest_tip if np.isfinite(lowest_tip) else 0.0
    table_height = float(given) if given is not None else min(0.0, round(reached, 4))
    worst_joint = int(np.argmax(excess.max(axis=0)))
    per_joint = {name: {"rest_excess_deg": round(float(rest_excess[i]), 2), "max_excess_deg": round(float(excess[:, i].max()), 2), "max_beyond_rest_deg": round(float(beyond_rest_deg[i]), 2)} for i, name in enumerate(joints.joints)}
    assumptions = [
        (f"The table top is at z = {table_height:.3f} m (config.table_height_m)." if given is not None else
         f"Without a grasp to calibrate from, the table top is at z = {table_height:.3f} m: the base's height (z = 0), or lower where the model's collision primitives reached below it during the episode; a mount fills the gap under the base. A grasp overrides this (calibrate stage)."),
        "Joint-limit excursions and self-penetration are judged against the episode's first (rest) pose, because the folded rest pose of the real arm already lies outside the model's limits and collision primitives.",
    ]
    measurement = (
        f"rest pose: penetration {rest_penetration * 1000:.1f} mm, worst limit excess {rest_excess.max():.1f}° ({joints.joints[int(np.argmax(rest_excess))]}); "
        f"episode beyond rest: penetration +{beyond_rest_mm:.1f} mm, limits +{beyond_rest_deg.max():.1f}° ({joints.joints[int(np.argmax(beyond_rest_deg))]}); "
        f"lowest point reached {lowest_tip * 1000:.0f} mm → table top at {table_height * 1000:.0f} mm"
    )
    return {
        "measurement": measurement,
        "assumptions": assumptions,
        "result": {
            "table_height_m": table_height,
            "rest_penetration_mm": round(float(rest_penetration) * 1000, 2),
            "max_penetration_mm": round(float(penetration.max()) * 1000, 2),
            "max_penetration_beyond_rest_mm": round(beyond_rest_mm, 2),
            "joints": per_joint,
            "worst_limit_joint": joints.joints[worst_joint],
            "table_height_source": "config" if given is not None else "lowest_point",
            "lowest_point_z_m": round(lowest_tip, 4) if np.isfinite(lowest_tip) else None,
            "below_table": bool(np.isfinite(lowest_tip) and lowest_tip < table_height - TABLE_TOLERANCE_M),
        },
    }
