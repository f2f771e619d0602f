"""Several evaluation episodes side by side in one MP4 (a 2 × 2 grid, H.264 via ffmpeg) and a poster of their last frames,
rendered afterwards from the states stored while they ran; a failure among them when there is one (render.clip_episodes).
The judge (jobs/rl/judge.py) reads the segmentation of the grid's first failure, else its first episode."""
import shutil
import subprocess
from pathlib import Path

import mujoco
import numpy as np
from PIL import Image

from jobs.rl.judge import judge_clip
from jobs.rl.overlay import Overlay
from jobs.rl.render import clip_episodes
from jobs.sim.renderers import ModelCamera
from jobs.eval.rollout import render_every

TILE_W, TILE_H = 320, 240
COLUMNS = 2
CAMERA = "scene"
POSTER = "clip_grid.jpg"
CLIP = "clip_grid.mp4"
JUDGE_EVERY = 2


def _ffmpeg(path: Path, width: int, height: int, fps: float) -> subprocess.Popen:
    binary = shutil.which("ffmpeg")
    if binary is None:
        raise RuntimeError("ffmpeg is not on PATH (npm run setup checks for it)")
    return subprocess.Popen([binary, "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{width}x{height}", "-r", f"{fps:g}",
                             "-i", "-", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-movflags", "+faststart", str(path)], stdin=subprocess.PIPE)


def _set_state(env, state) -> None:
    qpos, mocap = state
    env.data.qpos[:] = qpos
    env.data.mocap_pos[:] = mocap
    mujoco.mj_forward(env.model, env.data)


def render_grid(output_dir: Path, env, episodes: list[dict], spec: dict, control_hz: float, light_diffuse: np.ndarray) -> dict:
    shown = clip_episodes([e["success"] for e in episodes])
    rows = -(-len(shown) // COLUMNS)
    columns = min(COLUMNS, len(shown))
    width, height = TILE_W * columns, TILE_H * rows
    overlay = Overlay(spec["objective"]["name"], len(shown), env.episode_steps)
    camera = ModelCamera(env.model, CAMERA, TILE_W, TILE_H, multisample=False)  # a clip does not pay for multisampling
    failures = [i for i in shown if not episodes[i]["success"]]
    judged = failures[0] if failures else shown[0]
    frames = max(len(episodes[i]["_states"]) for i in shown)
    every = render_every(env.episode_steps)
    fps = control_hz / every
    hold = max(1, round(fps))  # the last frame stays a second, so each outcome can be read
    encoder = _ffmpeg(output_dir / CLIP, width, height, fps)
    masks, last = [], None
    try:
        for frame in range(frames):
            canvas = np.zeros((height, width, 3), dtype=np.uint8)
            for slot, index in enumerate(shown):
                episode = episodes[index]
                states = episode["_states"]
                at = min(frame, len(states) - 1)
                env.model.light_diffuse[:] = np.clip(light_diffuse * episode["start"]["light_scale"], 0.0, 1.0)
                _set_state(env, states[at])
                ended = at == len(states) - 1
                step = min(at * every, episode["steps"])
                distance = episode["_final_info"].get("distance") if ended else None
                tile = overlay.draw(camera.colour(env.data), slot + 1, episode["seed"], step, distance, episode["success"] if ended else None)
                r, c = divmod(slot, COLUMNS)
                canvas[r * TILE_H:(r + 1) * TILE_H, c * TILE_W:(c + 1) * TILE_W] = tile
                if index == judged and at == frame and (frame % JUDGE_EVERY == 0 or ended):
                    masks.append(camera.segmentation(env.data))
            for _ in range(1 + (hold if frame == frames - 1 else 0)):
                encoder.stdin.write(canvas.tobytes())
            last = canvas
    finally:
        encoder.stdin.close()
        code = encoder.wait()
        camera.close()
        env.model.light_diffuse[:] = light_diffuse
    if code != 0:
        raise RuntimeError(f"ffmpeg exited {code} while encoding {CLIP}")
    Image.fromarray(last).save(output_dir / POSTER, quality=88)
    judgement = judge_clip(env, masks, episodes[judged]["_final_info"], spec)
    return {"clip": CLIP, "poster": POSTER, "width": width, "height": height, "frames": frames + hold, "fps": round(fps, 3), "control_steps_per_frame": every,
            "episodes": [{"slot": slot + 1, "seed": episodes[i]["seed"], "index": i, "success": episodes[i]["success"], "failure_mode": episodes[i]["failure_mode"]} for slot, i in enumerate(shown)],
            "judged_episode_seed": episodes[judged]["seed"], "judge": judgement}
