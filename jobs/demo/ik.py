"""Inverse kinematics of the arm by damped least squares on the tool site (position and orientation)."""
import mujoco
import numpy as np

ARM_JOINTS = ["shoulder_pan", "shoulder_lift", "elbow_flex", "wrist_flex", "wrist_roll"]
TOOL_SITE = "gripperframe"


def rotation_error(current: np.ndarray, target: np.ndarray) -> np.ndarray:
    """Axis-angle vector (world frame) that turns `current` into `target` (both 3×3)."""
    quat = np.zeros(4)
    mujoco.mju_mat2Quat(quat, (target @ current.T).ravel())
    velocity = np.zeros(3)
    mujoco.mju_quat2Vel(velocity, quat, 1.0)
    return velocity


def solve(model: mujoco.MjModel, start: np.ndarray, position, rotation: np.ndarray, *, iterations: int = 200, damping: float = 1e-3, rotation_weight: float = 0.3) -> tuple[np.ndarray, float, float]:
    """Arm joint angles (ARM_JOINTS order) that put the tool site at `position` with `rotation`, from `start`.

    Returns (angles, position error m, rotation error rad). Joint limits are respected by clipping each step."""
    data = mujoco.MjData(model)
    joints = [model.joint(name) for name in ARM_JOINTS]
    qpos_ids = [int(joint.qposadr[0]) for joint in joints]
    dof_ids = [int(joint.dofadr[0]) for joint in joints]
    low = np.array([model.jnt_range[joint.id, 0] for joint in joints])
    high = np.array([model.jnt_range[joint.id, 1] for joint in joints])
    site = model.site(TOOL_SITE).id
    q = np.array(start, float)
    jacp = np.zeros((3, model.nv))
    jacr = np.zeros((3, model.nv))
    target = np.asarray(position, float)
    for _ in range(iterations):
        data.qpos[qpos_ids] = q
        mujoco.mj_kinematics(model, data)
        mujoco.mj_comPos(model, data)
        pos_err = target - data.site_xpos[site]
        rot_err = rotation_error(data.site_xmat[site].reshape(3, 3), rotation)
        if np.linalg.norm(pos_err) < 1e-4 and np.linalg.norm(rot_err) < 1e-3:
            break
        mujoco.mj_jacSite(model, data, jacp, jacr, site)
        jac = np.vstack([jacp[:, dof_ids], rotation_weight * jacr[:, dof_ids]])
        err = np.concatenate([pos_err, rotation_weight * rot_err])
        step = jac.T @ np.linalg.solve(jac @ jac.T + damping * np.eye(6), err)
        q = np.clip(q + step, low, high)
    data.qpos[qpos_ids] = q
    mujoco.mj_kinematics(model, data)
    return q, float(np.linalg.norm(target - data.site_xpos[site])), float(np.linalg.norm(rotation_error(data.site_xmat[site].reshape(3, 3), rotation)))


def pointing_down(jaw_yaw: float) -> np.ndarray:
    """Tool rotation with its z axis (towards the fingertips) straight down and its x axis at `jaw_yaw` in the table plane."""
    x = np.array([np.cos(jaw_yaw), np.sin(jaw_yaw), 0.0])
    z = np.array([0.0, 0.0, -1.0])
    y = np.cross(z, x)
    return np.column_stack([x, y, z])
