"""Frame cost of the RL/evaluation clip renderer (jobs/sim/renderers.py ModelCamera with multisample=False, as
jobs/rl/render.py and jobs/eval/clip_grid.py make it) against MuJoCo's default renderer, side by side on the same
scene: the so101 reach scene the RL job builds, its `scene` camera at the clip's 480x360.

    .venv-sim/bin/python bench/clip-render.py [MODELS_DIR] [FRAMES]

MODELS_DIR defaults to .data/models (npm run setup). Prints ms per colour frame for each and the ratio. The default
renderer multisamples (vis.quality.offsamples = 4); the clip renderer has no multisample buffer.
"""
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from jobs.sim.sim_env import configure_rendering  # noqa: E402

configure_rendering()

import mujoco  # noqa: E402

from jobs.rl.render import CAMERA, HEIGHT, WIDTH  # noqa: E402
from jobs.rl.scene import build_scene  # noqa: E402
from jobs.rl.spec import resolve_spec  # noqa: E402
from jobs.sim.renderers import ModelCamera  # noqa: E402


def per_frame_ms(render, data, frames: int) -> float:
    render(data)
    started = time.perf_counter()
    for _ in range(frames):
        render(data)
    return (time.perf_counter() - started) / frames * 1000


def main() -> None:
    models = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".data" / "models"
    frames = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    scene_dir = Path(tempfile.mkdtemp(prefix="clip-render-"))
    build_scene(models, resolve_spec({"robot": "so101", "objective": {"type": "reach"}}), scene_dir)
    model = mujoco.MjModel.from_xml_path(str(scene_dir / "scene.xml"))
    data = mujoco.MjData(model)
    mujoco.mj_forward(model, data)

    default = mujoco.Renderer(model, HEIGHT, WIDTH)
    def default_frame(d):
        default.update_scene(d, camera=CAMERA)
        return default.render()
    clip = ModelCamera(model, CAMERA, WIDTH, HEIGHT, multisample=False)
    baseline = per_frame_ms(default_frame, data, frames)
    ours = per_frame_ms(clip.colour, data, frames)
    default.close()
    clip.close()
    print(f"{WIDTH}x{HEIGHT}, {frames} frames, MUJOCO_GL={configure_rendering()}, offsamples {model.vis.quality.offsamples}")
    print(f"default renderer  {baseline:6.1f} ms/frame")
    print(f"clip renderer     {ours:6.1f} ms/frame")
    print(f"ratio             {baseline / ours:6.2f}x faster")


if __name__ == "__main__":
    main()
