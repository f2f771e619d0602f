"""Records fixed-seed rollouts of the RL envs (reach, lift, pick_place) so two versions of jobs/rl can be compared.

    python bench/rl-env-rollout.py record RL_DIR SCENE_DIR MODELS_DIR OUT.npz
    python bench/rl-env-rollout.py compare A.npz B.npz

`record` imports envs.py from RL_DIR (a checkout's jobs/rl, e.g. one written with `git archive`), builds reach and lift
scenes from MODELS_DIR with the job's own scene builder, and uses SCENE_DIR (an RL job's scene/ folder: a twin's
scene with its demonstration) for pick_place. Each objective runs three episodes driven by its expert (where it has
one), three by random actions beyond [-1, 1] (clipping, joint limits) and one by the expert plus noise; every
observation, reward, reward term and info field is kept. `compare` prints the largest difference per field and exits 1
when any exceeds 1e-9 or a success flag differs.
"""
import json
import sys
import tempfile
from pathlib import Path

import numpy as np

TOLERANCE = 1e-9


def record(rl_dir: str, scene_dir: str, models_dir: str, out: str) -> None:
    sys.path[:0] = [rl_dir, str(Path(rl_dir).parent / "sim")]
    from envs import make_env
    from scene import build_scene
    from spec import resolve_spec

    arrays: dict[str, np.ndarray] = {}
    scratch = Path(tempfile.mkdtemp(prefix="rl-env-rollout-"))
    twin = json.loads((Path(scene_dir) / "twin.json").read_text())
    scenes = {
        "reach": (resolve_spec({"objective": "reach"}), None),
        "lift": (resolve_spec({"objective": "lift"}), None),
        "pick_place": (resolve_spec({"objective": {"name": "pick_place"}, "scene": {"twin_id": twin["twin_id"]}}), str(Path(scene_dir) / "scene.xml")),
    }
    for objective, (spec, scene_xml) in scenes.items():
        if scene_xml is None:
            build_scene(Path(models_dir), {**spec, "robot": "so101"}, scratch / objective)
            scene_xml = str(scratch / objective / "scene.xml")
        env = make_env(scene_xml, spec)
        noise = np.random.default_rng(7)
        drivers = (["expert"] * 3 if hasattr(env, "expert_action") else []) + ["random"] * 3 + (["noisy"] if hasattr(env, "expert_action") else [])
        for episode, driver in enumerate(drivers):
            observation, _ = env.reset(seed=100 + episode)
            rows: dict[str, list] = {"observation": [observation]}
            done = False
            while not done:
                if driver == "random":
                    action = noise.uniform(-1.5, 1.5, env.action_space.shape).astype(np.float32)
                else:
                    action = env.expert_action()
                    if driver == "noisy":
                        action = action + noise.normal(0, 0.3, action.shape).astype(np.float32)
                observation, reward, terminated, truncated, info = env.step(action)
                done = terminated or truncated
                rows["observation"].append(observation)
                rows.setdefault("reward", []).append(reward)
                for term, value in info["reward_terms"].items():
                    rows.setdefault(f"term.{term}", []).append(value)
                for field, value in info.items():
                    if field != "reward_terms":
                        rows.setdefault(f"info.{field}", []).append(value)
            for field, values in rows.items():
                arrays[f"{objective}/{episode}/{field}"] = np.array(values, dtype=np.float64)
    np.savez(out, **arrays)


def compare(a_path: str, b_path: str) -> int:
    a, b = np.load(a_path), np.load(b_path)
    if sorted(a.files) != sorted(b.files):
        print("different fields:", sorted(set(a.files) ^ set(b.files)))
        return 1
    worst: dict[str, float] = {}
    failed = False
    for key in sorted(a.files):
        if a[key].shape != b[key].shape:
            print(f"{key}: shape {a[key].shape} vs {b[key].shape}")
            failed = True
            continue
        difference = float(np.max(np.abs(a[key] - b[key]))) if a[key].size else 0.0
        field = key.split("/", 2)[0] + "/" + key.split("/", 2)[2]
        worst[field] = max(worst.get(field, 0.0), difference)
        failed = failed or not difference <= TOLERANCE
    for field, difference in worst.items():
        print(f"{field}: max |a - b| = {difference:.3g}")
    steps = sum(a[key].shape[0] for key in a.files if key.endswith("/reward"))
    print(f"{steps} steps in {sum(1 for key in a.files if key.endswith('/reward'))} episodes: {'DIFFERENT' if failed else f'identical to {TOLERANCE:g}'}")
    return 1 if failed else 0


if __name__ == "__main__":
    if sys.argv[1] == "record":
        record(*sys.argv[2:6])
    else:
        sys.exit(compare(sys.argv[2], sys.argv[3]))
