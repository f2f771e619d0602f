"""validate: reloads the written scene in Python and in @mujoco/mujoco (Node), then measures —
a settle test, the replay's sim-vs-real tracking error per joint, and what happened to the object.
Only a scene that does not load fails the stage; the measurements are reported, not gated."""
import json
import os
import shutil
import subprocess
from pathlib import Path

import mujoco
import numpy as np

from errors import UserFixableError
from inputs import load_inputs
from progress import emit

SETTLE_SECONDS = 1.0
PROJECT_ROOT = Path(__file__).resolve().parents[2]
NODE_CHECK = PROJECT_ROOT / "jobs" / "twin" / "validate-scene.ts"


def load_scene(twin_dir: Path) -> mujoco.MjModel:
    try:
        return mujoco.MjModel.from_xml_path(str(twin_dir / "scene.xml"))
    except ValueError as error:
        raise UserFixableError("scene_invalid", f"the written scene.xml does not load in MuJoCo {mujoco.__version__}: {error}") from error


def settle(model: mujoco.MjModel, data: mujoco.MjData, robot_addresses: list[int]) -> dict:
    key = model.key("episode_start").id
    mujoco.mj_resetDataKeyframe(model, data, key)
    start = data.qpos.copy()
    for _ in range(int(round(SETTLE_SECONDS / model.opt.timestep))):
        mujoco.mj_step(model, data)
    drift = np.rad2deg(np.abs(data.qpos[robot_addresses] - start[robot_addresses]))
    return {"seconds": SETTLE_SECONDS, "max_joint_drift_deg": round(float(drift.max()), 3), "finite": bool(np.all(np.isfinite(data.qpos)))}


def replay(model: mujoco.MjModel, data: mujoco.MjData, inputs, objects: list[dict]) -> dict:
    """Drives the recorded action through the position actuators, frame by frame, and compares with the recorded state."""
    key = model.key("episode_start").id
    mujoco.mj_resetDataKeyframe(model, data, key)
    joints = inputs.joints
    actuator_ids = [model.actuator(inputs.model.actuator(a).name).id if a >= 0 else -1 for a in joints.actuators]
    addresses = [model.joint(name).qposadr[0] for name in joints.joints]
    substeps = max(1, int(round(1.0 / inputs.episode.fps / model.opt.timestep)))
    simulated = np.zeros_like(inputs.state_rad)
    object_bodies = [model.body(entry["name"]).id for entry in objects]
    start_heights = [float(data.xpos[b, 2]) for b in object_bodies]
    lifted = [0.0 for _ in object_bodies]
    frames = len(inputs.action_rad)
    for frame in range(frames):
        simulated[frame] = data.qpos[addresses]
        for actuator, value in zip(actuator_ids, inputs.action_rad[frame]):
            if actuator >= 0:
                data.ctrl[actuator] = value
        for _ in range(substeps):
            mujoco.mj_step(model, data)
        for i, body in enumerate(object_bodies):
            lifted[i] = max(lifted[i], float(data.xpos[body, 2]) - start_heights[i])
        if frame % max(1, frames // 10) == 0:
            emit("progress", stage="validate", fraction=round(frame / frames, 3), message=f"replaying frame {frame}/{frames}")
    error_deg = np.rad2deg(simulated - inputs.state_rad)
    rmse = np.sqrt(np.mean(error_deg**2, axis=0))
    outcome = [
        {"name": entry["name"], "final_pos": [round(float(v), 4) for v in data.xpos[body]], "max_lift_m": round(lifted[i], 4), "lifted": lifted[i] > 0.02}
        for i, (entry, body) in enumerate(zip(objects, object_bodies))
    ]
    return {"rmse_deg": {name: round(float(value), 2) for name, value in zip(joints.joints, rmse)}, "frames": frames, "substeps_per_frame": substeps, "objects": outcome}


def node_check(twin_dir: Path) -> dict:
    """Loads and steps the scene in MuJoCo's WebAssembly build from Node (the engine of a browser viewer)."""
    tsx = PROJECT_ROOT / "node_modules" / ".bin" / "tsx"
    if not shutil.which("node") or not tsx.exists():
        return {"ran": False, "reason": "node or the project's node_modules (tsx, @mujoco/mujoco) is not available here"}
    result = subprocess.run([str(tsx), str(NODE_CHECK), str(twin_dir)], capture_output=True, text=True, cwd=PROJECT_ROOT, env={**os.environ}, timeout=300)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    outcome = json.loads(lines[-1]) if lines else {"error": result.stderr.strip()[-500:]}
    if result.returncode != 0 or "error" in outcome:
        raise UserFixableError("scene_invalid", f"the scene does not load in @mujoco/mujoco: {outcome.get('error')}")
    return {"ran": True, **outcome}


def run(context) -> dict:
    inputs = load_inputs(context)
    objects = context.results["objects"]["result"]["objects"]
    model = load_scene(context.twin_dir)
    data = mujoco.MjData(model)
    addresses = [int(model.joint(name).qposadr[0]) for name in inputs.joints.joints]
    settled = settle(model, data, addresses)
    replayed = replay(model, data, inputs, objects)
    wasm = node_check(context.twin_dir)
    rmse = replayed["rmse_deg"]
    worst = max(rmse, key=rmse.get)
    objects_text = "; ".join(f"{o['name']} {'lifted' if o['lifted'] else 'not lifted'} (max +{o['max_lift_m'] * 1000:.0f} mm)" for o in replayed["objects"]) or "no objects"
    measurement = (
        f"loads in mujoco {mujoco.__version__}" + (f" and {wasm['engine']}" if wasm.get("ran") else " (Node check skipped)")
        + f"; settle drift {settled['max_joint_drift_deg']:.2f}° over {SETTLE_SECONDS:g} s; replay RMSE {min(rmse.values()):.1f}–{rmse[worst]:.1f}° (worst {worst}); {objects_text}"
    )
    return {
        "measurement": measurement,
        "assumptions": ["The tracking error compares the model's position actuators driven by the recorded action with the recorded observation.state; it measures the sim-to-real gap of the model, not of the twin's geometry."],
        "result": {"python": {"engine": f"mujoco {mujoco.__version__}", "bodies": model.nbody, "joints": model.njnt, "actuators": model.nu}, "wasm": wasm, "settle": settled, "replay": replayed},
    }
