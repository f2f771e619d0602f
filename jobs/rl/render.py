"""An evaluation rollout rendered to MP4 (H.264, yuv420p, via ffmpeg) with per-frame segmentation for the judge."""
import shutil
import subprocess
from pathlib import Path

import mujoco
import numpy as np

from envs import CONTROL_HZ, make_env
from evaluate import EVAL_SEED_BASE
from judge import judge_clip
from onnx_policy import torch_actions

WIDTH, HEIGHT = 480, 360
# Every other control step: 25 fps keeps software rendering (no GPU) to about half a minute per clip.
FRAME_EVERY = 2
FPS = CONTROL_HZ // FRAME_EVERY


def _ffmpeg(path: Path) -> subprocess.Popen:
    binary = shutil.which("ffmpeg")
    if binary is None:
        raise RuntimeError("ffmpeg is not on PATH (npm run setup checks for it)")
    return subprocess.Popen([binary, "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{WIDTH}x{HEIGHT}", "-r", str(FPS),
                             "-i", "-", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-movflags", "+faststart", str(path)], stdin=subprocess.PIPE)


def render_rollout(output_dir: Path, checkpoint: Path, spec: dict, scene_xml: str, tcp_site: str) -> dict:
    from stable_baselines3 import PPO

    policy = PPO.load(str(checkpoint), device="cpu").policy
    env = make_env(scene_xml, spec, tcp_site)
    observation, _ = env.reset(seed=EVAL_SEED_BASE)
    colour = mujoco.Renderer(env.model, HEIGHT, WIDTH)
    segmentation = mujoco.Renderer(env.model, HEIGHT, WIDTH)
    segmentation.enable_segmentation_rendering()
    clip = output_dir / "clip.mp4"
    encoder = _ffmpeg(clip)
    masks, final_info = [], {}
    try:
        for step in range(env.episode_steps + 1):
            if step % FRAME_EVERY == 0 or step == env.episode_steps:
                colour.update_scene(env.data, camera="scene")
                encoder.stdin.write(colour.render().tobytes())
                segmentation.update_scene(env.data, camera="scene")
                masks.append(segmentation.render().copy())
            if step == env.episode_steps:
                break
            observation, _, _, _, final_info = env.step(torch_actions(policy, observation[None])[0])
    finally:
        encoder.stdin.close()
        code = encoder.wait()
        colour.close()
        segmentation.close()
    if code != 0:
        raise RuntimeError(f"ffmpeg exited {code} while encoding {clip.name}")
    judged = judge_clip(env, masks, final_info, spec)
    return {"clip": clip.name, "frames": len(masks), "fps": FPS, "width": WIDTH, "height": HEIGHT, "episode_seed": EVAL_SEED_BASE, "judge": judged}
