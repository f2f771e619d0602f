"""Replays a twin's recorded episode in its scene.xml and measures what the object did.

In an extracted twin archive (needs only mujoco and numpy):

    python replay.py                      the recorded actions through the servo model twin.json states:
                                          prints the lift and the release error that validate reports
    python replay.py --no-servo-model     the raw recorded actions, as they are
    python replay.py --camera KEY --out DIR [--every N]
                                          also writes the frames seen by camera KEY (any camera in scene.xml) as PNG

Everything it reads is in the archive: twin.json's "replay" section (which dataset column drives which joint and
actuator, the units → radians conversion, the servo model per joint, the object and the recorded grasp) and
recording.json (action and observation.state per frame, in the dataset's units). The twin job's validate stage
runs this same file on the same two documents for its figures, so what it prints is what the twin claims.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import struct
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path

if __name__ == "__main__" and "MUJOCO_GL" not in os.environ and sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
    os.environ["MUJOCO_GL"] = "egl"  # headless: offscreen rendering without a window
    os.environ.setdefault("PYOPENGL_PLATFORM", "egl")

import mujoco  # noqa: E402
import numpy as np  # noqa: E402

OBJECT_PARKED = (2.0, 2.0, 0.5)
RECORDING_FILE = "recording.json"


def dataset_to_radians(values, columns: list[dict]) -> np.ndarray:
    """Dataset units → model joint positions (radians), frames × columns: "deg" columns are degrees; a
    "percent_of_range" column (the gripper) maps 0..100 linearly onto the joint's range_rad."""
    values = np.atleast_2d(np.asarray(values, dtype=np.float64))
    out = np.deg2rad(values)
    for index, column in enumerate(columns):
        if column["unit"] == "percent_of_range":
            low, high = column["range_rad"]
            out[:, index] = low + (high - low) * values[:, index] / 100.0
        elif column["unit"] != "deg":
            raise ValueError(f"column {column.get('name')}: unknown unit {column['unit']!r}")
    return out


def servo_commands(action_rad: np.ndarray, servo: list[dict]) -> np.ndarray:
    """The position commands that make the model's servos follow the recorded state, per column:
    gain · action[t − lag_frames] + offset (the first action stands in before the first frame)."""
    commands = np.empty_like(action_rad)
    for column, fit in enumerate(servo):
        lag = int(fit["lag_frames"])
        delayed = np.concatenate([np.repeat(action_rad[:1, column], lag), action_rad[: len(action_rad) - lag, column]])
        commands[:, column] = float(fit["gain"]) * delayed + float(np.deg2rad(fit["offset_deg"]))
    return commands


@dataclass
class Frame:
    qpos: np.ndarray  # the dataset's joints, radians
    object_pose: np.ndarray | None  # x y z qw qx qy qz
    jaw_midpoint: np.ndarray | None
    jaws_touch_object: bool


@dataclass
class Replayer:
    """One compiled twin scene and the dataset-column → model maps a replay needs."""

    model: mujoco.MjModel
    joints: list[str]
    fps: float
    object_name: str | None = None
    jaw_tips: tuple[str, ...] = ()
    actuators: list[str] | None = None  # default: named after the joints
    data: mujoco.MjData = field(init=False)

    def __post_init__(self):
        m = self.model
        self.data = mujoco.MjData(m)
        self.addresses = np.array([m.joint(name).qposadr[0] for name in self.joints])
        self.actuator_ids = np.array([m.actuator(name).id for name in (self.actuators or self.joints)])
        self.frames_stepped = 0
        self.tips = [mujoco.mj_name2id(m, mujoco.mjtObj.mjOBJ_GEOM, name) for name in self.jaw_tips]
        self.object_joint = None
        if self.object_name:
            body = m.body(self.object_name)
            self.object_joint = int(m.jnt_qposadr[body.jntadr[0]])
            self.object_dof = int(m.jnt_dofadr[body.jntadr[0]])
            self.object_geoms = {g for g in range(m.ngeom) if m.geom_bodyid[g] == body.id}
            # Both jaws: the fixed jaw belongs to the tip's body ("gripper"), the moving jaw to its own.
            self.jaw_bodies = {m.geom_bodyid[g] for g in self.tips if g >= 0}

    def reset(self, object_pose=None) -> None:
        self.frames_stepped = 0
        mujoco.mj_resetDataKeyframe(self.model, self.data, self.model.key("episode_start").id)
        if self.object_joint is not None and object_pose is not None:
            self.place_object(object_pose)
        mujoco.mj_forward(self.model, self.data)

    def place_object(self, pose) -> None:
        self.data.qpos[self.object_joint:self.object_joint + 7] = pose
        self.data.qvel[self.object_dof:self.object_dof + 6] = 0

    def park_object(self) -> None:
        self.place_object([*OBJECT_PARKED, 1, 0, 0, 0])

    def snapshot(self) -> mujoco.MjData:
        return copy.copy(self.data)

    def restore(self, saved: mujoco.MjData) -> None:
        self.data = copy.copy(saved)
        self.frames_stepped = int(round(saved.time * self.fps))

    def jaw_midpoint(self) -> np.ndarray | None:
        if len(self.tips) < 2 or min(self.tips) < 0:
            return None
        return (self.data.geom_xpos[self.tips[0]] + self.data.geom_xpos[self.tips[1]]) / 2

    def jaws_touch_object(self) -> bool:
        if self.object_joint is None or not self.jaw_bodies:
            return False
        touching = set()
        for contact in self.data.contact[: self.data.ncon]:
            if contact.geom1 in self.object_geoms:
                touching.add(self.model.geom_bodyid[contact.geom2])
            elif contact.geom2 in self.object_geoms:
                touching.add(self.model.geom_bodyid[contact.geom1])
        return self.jaw_bodies <= touching

    def frame(self) -> Frame:
        pose = self.data.qpos[self.object_joint:self.object_joint + 7].copy() if self.object_joint is not None else None
        return Frame(self.data.qpos[self.addresses].copy(), pose, self.jaw_midpoint(), self.jaws_touch_object())

    def step(self, command: np.ndarray) -> None:
        """One recorded frame: exactly 1/fps of simulated time on average (6 or 7 steps of 5 ms at 30 fps), so the
        replay keeps the recording's timing and a learner at another control rate can follow it in real time."""
        self.data.ctrl[self.actuator_ids] = command
        steps_before = int(round(self.frames_stepped / self.fps / self.model.opt.timestep))
        self.frames_stepped += 1
        steps_after = int(round(self.frames_stepped / self.fps / self.model.opt.timestep))
        mujoco.mj_step(self.model, self.data, nstep=max(1, steps_after - steps_before))

    def settle(self, seconds: float) -> None:
        mujoco.mj_step(self.model, self.data, nstep=int(round(seconds / self.model.opt.timestep)))

    def run(self, commands: np.ndarray, frames: range, on_frame=None) -> list[Frame]:
        """Records each frame before its command is applied (as LeRobot records state before acting);
        on_frame(index) sees the frame as recorded, before its command."""
        recorded = []
        for index in frames:
            recorded.append(self.frame())
            if on_frame:
                on_frame(index)
            self.step(commands[index])
        return recorded


def object_outcome(replayer: Replayer, recorded: list[Frame], spec: dict) -> dict:
    """Lift (highest point above its start while the episode plays), where it comes to rest `settle_seconds` after the
    last frame, and, with a recorded grasp, whether the jaws held it and how far from the recorded release point it rests."""
    thresholds = spec["thresholds"]
    replayer.settle(spec["settle_seconds"])
    rest = recorded[0].object_pose[:3]
    heights = np.array([frame.object_pose[2] for frame in recorded]) - rest[2]
    final = replayer.data.qpos[replayer.object_joint:replayer.object_joint + 3].copy()
    lift = float(max(heights.max(), 0.0))
    outcome = {"name": replayer.object_name, "start_pos": [round(float(v), 4) for v in rest], "final_pos": [round(float(v), 4) for v in final],
               "max_lift_m": round(lift, 4), "lifted": lift >= thresholds["lifted_m"]}
    grasp = spec.get("grasp")
    if grasp is not None:
        first, last = grasp["first_frame"], grasp["last_frame"]
        release = np.array(grasp["release"])
        held = [frame.jaws_touch_object for frame in recorded[first:last + 1]]
        at_release = float(np.linalg.norm(recorded[last].object_pose[:3] - release)) if last < len(recorded) else None
        release_error = float(np.linalg.norm(final[:2] - release[:2]))
        grasped = bool(lift >= thresholds["lifted_m"] and np.mean(held) >= 0.5)
        outcome.update(
            grasped=grasped, held_fraction=round(float(np.mean(held)), 3), release_point=[round(float(v), 4) for v in release],
            at_release_m=None if at_release is None else round(at_release, 4), release_error_m=round(release_error, 4),
            reproduced=bool(grasped and release_error <= thresholds["released_within_m"]),
        )
    return outcome


def replay_episode(model: mujoco.MjModel, spec: dict, recording: dict, servo_model: bool = True, on_frame=None) -> dict:
    """Drives the recorded action (through the servo model unless servo_model is False) and measures the sim against the
    recording: per-joint tracking error (degrees) and, with an object, what happened to it. Also returns the commands
    and the recorded frames (`_frames`) for whoever keeps the replay."""
    columns = spec["columns"]
    action_rad = dataset_to_radians(recording["action"], columns)
    state_rad = dataset_to_radians(recording["observation.state"], columns)
    commands = servo_commands(action_rad, spec["servo"]["joints"]) if servo_model else action_rad
    joints = [column["joint"] for column in columns]
    replayer = Replayer(model, joints, float(recording["fps"]), spec.get("object"), tuple(spec.get("jaw_tips") or ()), [column["actuator"] for column in columns])
    replayer.reset()
    recorded = replayer.run(commands, range(len(commands)), on_frame and (lambda index: on_frame(index, replayer)))
    simulated = np.array([frame.qpos for frame in recorded])
    rmse = np.sqrt(np.mean(np.rad2deg(simulated - state_rad) ** 2, axis=0))
    outcome = {"rmse_deg": {name: round(float(value), 2) for name, value in zip(joints, rmse)}, "frames": len(commands),
               "seconds_per_frame": round(1.0 / float(recording["fps"]), 5),
               "commands": "servo model (twin.json replay.servo)" if servo_model else "raw recorded action", "objects": []}
    if replayer.object_joint is not None:
        outcome["objects"].append(object_outcome(replayer, recorded, spec))
    outcome["_frames"] = {"commands": commands, "recorded": recorded}
    return outcome


def load_twin(twin_dir: Path) -> tuple[mujoco.MjModel, dict, dict, dict]:
    document = json.loads((twin_dir / "twin.json").read_text())
    spec = document.get("replay")
    if not spec:
        raise SystemExit(f"{twin_dir / 'twin.json'} has no 'replay' section: this twin was built before archives could replay themselves; rebuild it")
    recording = json.loads((twin_dir / spec["recording"]).read_text())
    model = mujoco.MjModel.from_xml_path(str(twin_dir / spec["scene"]))
    return model, document, spec, recording


def write_png(path: Path, rgb: np.ndarray) -> None:
    """An 8-bit RGB PNG: each row prefixed with filter 0, deflated, in IHDR/IDAT/IEND chunks."""
    height, width, _ = rgb.shape
    rows = np.concatenate([np.zeros((height, 1), np.uint8), np.ascontiguousarray(rgb, np.uint8).reshape(height, width * 3)], axis=1)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows.tobytes(), 6)) + chunk(b"IEND", b""))


def camera_size(model: mujoco.MjModel, document: dict, key: str) -> tuple[int, int]:
    """The dataset camera's resolution where twin.json records one, else the scene's offscreen buffer."""
    cameras = document.get("cameras") or (document.get("scene") or {}).get("cameras") or []
    entries = cameras.values() if isinstance(cameras, dict) else cameras
    for entry in entries:
        if isinstance(entry, dict) and entry.get("key") == key and entry.get("width") and entry.get("height"):
            return int(entry["width"]), int(entry["height"])
    return int(model.vis.global_.offwidth), int(model.vis.global_.offheight)


def frame_writer(model: mujoco.MjModel, document: dict, key: str, out_dir: Path, every: int):
    names = [model.camera(i).name for i in range(model.ncam)]
    if key not in names:
        raise SystemExit(f"--camera {key}: scene.xml has no camera of that name (it has: {', '.join(names) or 'none'})")
    width, height = camera_size(model, document, key)
    model.vis.global_.offwidth, model.vis.global_.offheight = max(width, model.vis.global_.offwidth), max(height, model.vis.global_.offheight)
    renderer = mujoco.Renderer(model, height=height, width=width)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []

    def write(index: int, replayer: Replayer) -> None:
        if index % every == 0:
            renderer.update_scene(replayer.data, camera=key)
            path = out_dir / f"{key}_{index:05d}.png"
            write_png(path, renderer.render())
            written.append(path)

    return write, written, (width, height)


def describe(outcome: dict, thresholds: dict) -> list[str]:
    lines = ["tracking RMSE vs observation.state: " + ", ".join(f"{name} {value:.2f}°" for name, value in outcome["rmse_deg"].items())]
    for o in outcome["objects"]:
        lines.append(f"lift: {o['max_lift_m'] * 1000:.1f} mm (max_lift_m {o['max_lift_m']:.4f})")
        if "release_error_m" in o:
            lines.append(f"release error: {o['release_error_m'] * 100:.2f} cm (release_error_m {o['release_error_m']:.4f}), held {o['held_fraction']:.0%} of the grasp")
            verdict = "yes" if o["reproduced"] else "no"
            lines.append(f"reproduced: {verdict} (needs a lift >= {thresholds['lifted_m'] * 100:g} cm and a rest within {thresholds['released_within_m'] * 100:g} cm of the release point)")
    return lines


def compare_with_claim(outcome: dict, document: dict, servo_model: bool) -> str | None:
    claimed = (((document.get("measurements") or {}).get("validate") or {}).get("replay") or {}).get("objects") or []
    if not claimed or not outcome["objects"]:
        return None
    claim, mine = claimed[0], outcome["objects"][0]
    keys = [k for k in ("max_lift_m", "release_error_m") if k in claim]
    figures = ", ".join(f"{k} {claim[k]}" for k in keys)
    if not servo_model:
        return f"twin.json (validate) claims {figures} with the servo model; these raw-action figures are not that claim"
    same = all(claim[k] == mine.get(k) for k in keys)
    return f"twin.json (validate) claims {figures}: {'this replay matches it' if same else 'this replay DIFFERS from it'}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--twin", default=str(Path(__file__).resolve().parent), help="the extracted twin folder (default: this file's folder)")
    parser.add_argument("--no-servo-model", dest="servo_model", action="store_false", help="send the raw recorded actions, without the servo model")
    parser.add_argument("--camera", help="render this scene.xml camera at every recorded frame (with --out)")
    parser.add_argument("--out", help="folder for the rendered frames (PNG)")
    parser.add_argument("--every", type=int, default=1, help="render every Nth frame (default 1)")
    parser.add_argument("--json", action="store_true", help="print the measurements as one JSON line instead")
    args = parser.parse_args(argv)
    if bool(args.camera) != bool(args.out):
        parser.error("--camera and --out go together")
    if args.every < 1:
        parser.error("--every must be 1 or more")
    model, document, spec, recording = load_twin(Path(args.twin))
    on_frame, written, size = frame_writer(model, document, args.camera, Path(args.out), args.every) if args.camera else (None, [], None)
    outcome = replay_episode(model, spec, recording, servo_model=args.servo_model, on_frame=on_frame)
    outcome.pop("_frames")
    if args.json:
        print(json.dumps({**outcome, "images": [str(p) for p in written]}))
        return 0
    frames = outcome["frames"]
    built_with = (document.get("engine") or {}).get("simulator")
    if built_with and built_with != f"mujoco {mujoco.__version__}":
        print(f"note: this twin was measured with {built_with}; you run mujoco {mujoco.__version__}, whose contacts may differ slightly")
    print(f"{document.get('twin_id', 'twin')}: {frames} recorded frames at {recording['fps']:g} fps replayed in {spec['scene']} with {outcome['commands']}")
    for line in describe(outcome, spec["thresholds"]):
        print(line)
    claim = compare_with_claim(outcome, document, args.servo_model)
    if claim:
        print(claim)
    if written:
        print(f"wrote {len(written)} frames of camera {args.camera} ({size[0]}×{size[1]}) to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
