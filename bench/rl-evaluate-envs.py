"""The RL verdict's evaluation episodes with their envs built two ways, side by side: each env compiling the scene
(before) and all envs sharing one compiled model (jobs/rl/envs.py make_envs, now). Same policy-free actions (zeros),
same seeds; prints the seconds of each, the ratio, and whether every observation matched.

    .venv-sim/bin/python bench/rl-evaluate-envs.py MODELS_DIR [EPISODES]
"""
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from jobs.rl.envs import make_env, make_envs  # noqa: E402
from jobs.rl.scene import build_scene  # noqa: E402
from jobs.rl.spec import resolve_spec  # noqa: E402


def episodes(envs) -> tuple[float, np.ndarray]:
    observations = [env.reset(seed=1_000_000 + i)[0] for i, env in enumerate(envs)]
    for _ in range(envs[0].episode_steps):
        observations = [env.step(np.zeros(env.action_space.shape, np.float32))[0] for env in envs]
    return time.perf_counter(), np.stack(observations)


def main(models_dir: str, count: int) -> None:
    spec = {**resolve_spec({"objective": "reach"}), "robot": "so101"}
    scene_dir = Path(tempfile.mkdtemp(prefix="rl-evaluate-envs-"))
    build_scene(Path(models_dir), spec, scene_dir)
    scene_xml = str(scene_dir / "scene.xml")
    started = time.perf_counter()
    each_end, each = episodes([make_env(scene_xml, spec) for _ in range(count)])
    each_seconds = each_end - started
    started = time.perf_counter()
    shared_end, shared = episodes(make_envs(scene_xml, spec, "gripperframe", count))
    shared_seconds = shared_end - started
    print(f"{count} reach evaluation episodes: each env compiling the scene {each_seconds:.2f} s, one shared compiled scene {shared_seconds:.2f} s: "
          f"{each_seconds / shared_seconds:.2f}x; observations identical: {bool(np.array_equal(each, shared))}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100)
