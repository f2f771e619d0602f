"""Several evaluation episodes rendered to one MP4 (H.264, yuv420p, via ffmpeg) with a text overlay, a poster frame,
and per-frame segmentation of the first episode for the judge."""
import shutil
import subprocess
from pathlib import Path

from PIL import Image

from jobs.rl.envs import CONTROL_HZ, make_env
from jobs.rl.evaluate import evaluation_seeds
from jobs.rl.judge import judge_clip
from jobs.rl.onnx_policy import torch_actions
from jobs.rl.overlay import Overlay
from jobs.sim.progress import emit
from jobs.sim.renderers import ModelCamera

WIDTH, HEIGHT = 480, 360
CAMERA = "scene"
# Every other control step: 25 fps keeps software rendering (no GPU) to about half a minute per episode.
FRAME_EVERY = 2
CLIP_EPISODES = 4
POSTER = "poster.jpg"
# Software rendering costs ~0.1-0.3 s a frame: past this many colour frames a clip takes every k-th control step
# instead (a lower frame rate, same real-time speed). Four 500-step pick_place episodes at every other step were
# 1 000 frames and 459 s of rendering on the two-core machine under load.
MAX_CLIP_FRAMES = 300


def frame_every(episodes: int, episode_steps: int) -> int:
    return max(FRAME_EVERY, -(-episodes * episode_steps // MAX_CLIP_FRAMES))


def _ffmpeg(path: Path, every: int) -> subprocess.Popen:
    binary = shutil.which("ffmpeg")
    if binary is None:
        raise RuntimeError("ffmpeg is not on PATH (npm run setup checks for it)")
    return subprocess.Popen([binary, "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{WIDTH}x{HEIGHT}", "-r", f"{CONTROL_HZ}/{every}",
                             "-i", "-", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-movflags", "+faststart", str(path)], stdin=subprocess.PIPE)


def clip_episodes(per_episode_success: list[bool]) -> list[int]:
    """The first CLIP_EPISODES evaluation episodes, the last swapped for the first failure when none of them failed."""
    shown = list(range(min(CLIP_EPISODES, len(per_episode_success))))
    failures = [i for i, success in enumerate(per_episode_success) if not success]
    if failures and all(per_episode_success[i] for i in shown):
        shown[-1] = failures[0]
    return shown


def _episode(env, policy, camera: ModelCamera, overlay: Overlay, encoder, number: int, seed: int, segment: bool, every: int) -> dict:
    """Writes one episode's frames (every `every` control steps); returns its outcome, its last overlaid frame and (when
    segment) its masks, which the judge reads at every other step whatever the clip's rate."""
    observation, _ = env.reset(seed=seed)
    masks, info, frames = [], {}, 0
    hold = CONTROL_HZ // every // 2  # the last frame stays on screen half a second, so its outcome can be read
    for step in range(env.episode_steps + 1):
        last = step == env.episode_steps
        if step % every == 0 or last:
            outcome = bool(info.get("is_success")) if last else None
            frame = overlay.draw(camera.colour(env.data), number, seed, step, info.get("distance"), outcome)
            for _ in range(1 + (hold if last else 0)):
                encoder.stdin.write(frame.tobytes())
                frames += 1
        if segment and (step % FRAME_EVERY == 0 or last):
            masks.append(camera.segmentation(env.data))
        if last:
            break
        observation, _, _, _, info = env.step(torch_actions(policy, observation[None])[0])
    return {"seed": seed, "success": bool(info.get("is_success")), "final_distance_m": info.get("distance"), "frames": frames,
            "final_info": info, "poster": frame, "masks": masks}


def render_rollout(output_dir: Path, checkpoint: Path, spec: dict, scene_xml: str, tcp_site: str, per_episode_success: list[bool]) -> dict:
    from stable_baselines3 import PPO

    policy = PPO.load(str(checkpoint), device="cpu").policy
    env = make_env(scene_xml, spec, tcp_site)
    seeds = evaluation_seeds(len(per_episode_success))
    shown = clip_episodes(per_episode_success)
    overlay = Overlay(spec["objective"]["name"], len(shown), env.episode_steps)
    camera = ModelCamera(env.model, CAMERA, WIDTH, HEIGHT, multisample=False)  # a clip does not pay for multisampling
    clip = output_dir / "clip.mp4"
    every = frame_every(len(shown), env.episode_steps)
    encoder = _ffmpeg(clip, every)
    episodes = []
    try:
        for number, index in enumerate(shown, start=1):
            emit("progress", phase="render", fraction=round((number - 1) / len(shown), 3), message=f"rendering evaluation episode {number}/{len(shown)} (seed {seeds[index]})")
            episodes.append(_episode(env, policy, camera, overlay, encoder, number, seeds[index], segment=number == 1, every=every))
    finally:
        encoder.stdin.close()
        code = encoder.wait()
        camera.close()
    if code != 0:
        raise RuntimeError(f"ffmpeg exited {code} while encoding {clip.name}")
    first = episodes[0]
    # The judge reads the first episode, the one the evaluation's first seed starts.
    judged = judge_clip(env, first["masks"], first["final_info"], spec)
    poster = next((e for e in episodes if e["success"]), first)
    Image.fromarray(poster["poster"]).save(output_dir / POSTER, quality=88)
    fps = CONTROL_HZ / every
    return {"clip": clip.name, "frames": sum(e["frames"] for e in episodes), "fps": int(fps) if fps.is_integer() else round(fps, 3), "width": WIDTH, "height": HEIGHT,
            "control_steps_per_frame": every, "episode_seed": first["seed"], "judged_episode_seed": first["seed"], "hold_frames": CONTROL_HZ // every // 2, "poster": POSTER,
            "episodes": [{k: e[k] for k in ("seed", "success", "final_distance_m", "frames")} for e in episodes], "judge": judged}
