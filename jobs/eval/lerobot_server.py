"""A LeRobot policy behind a pipe, run in LeRobot's own Python (.venv-lerobot) for the evaluation job (.venv-sim).

python jobs/eval/lerobot_server.py CHECKPOINT_DIR   (its pretrained_model/ folder, or the checkpoint folder holding it)

Loads the policy with LeRobot's own classes (PreTrainedConfig, get_policy_class(...).from_pretrained) and the pre/post
processors LeRobot saved beside it (normalisation with the dataset's statistics), on the CPU, deterministic.
First line out: {"ok": true, "type", "state_dim", "action_dim", "images": {key: [C, H, W]}} or {"ok": false, "error"}.
Then per request line in, one line out:
  {"op": "reset"}                                       -> {"ok": true}
  {"op": "act", "state": [...], "images": {key: bytes}} -> {"ok": true, "action": [...]}
Images arrive as base64 of H×W×3 uint8 (the twin's render) and are given to the policy as LeRobot's dataset gives them:
float32 C×H×W in [0, 1]. The state and the action are in the dataset's units.
"""
import base64
import json
import os
import sys
from pathlib import Path

STATE = "observation.state"
IMAGE_PREFIX = "observation.images."


# Replies go to the pipe's own copy of stdout; whatever LeRobot or torch prints goes to stderr, out of the protocol.
REPLIES = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)
sys.stdout = sys.stderr


def reply(document: dict) -> None:
    REPLIES.write(json.dumps(document) + "\n")
    REPLIES.flush()


def load(directory: Path):
    import torch
    from lerobot.configs.policies import PreTrainedConfig
    from lerobot.policies.factory import get_policy_class, make_pre_post_processors

    torch.manual_seed(0)
    torch.use_deterministic_algorithms(True)
    torch.set_num_threads(1)
    config = PreTrainedConfig.from_pretrained(str(directory))
    config.device = "cpu"
    policy = get_policy_class(config.type).from_pretrained(str(directory), config=config)
    policy.eval()
    pre, post = make_pre_post_processors(config, pretrained_path=str(directory), preprocessor_overrides={"device_processor": {"device": "cpu"}})
    return config, policy, pre, post


def act(request: dict, config, policy, pre, post) -> list[float]:
    import numpy as np
    import torch

    batch = {STATE: torch.tensor([request["state"]], dtype=torch.float32)}
    for key, feature in config.input_features.items():
        if not key.startswith(IMAGE_PREFIX):
            continue
        channels, height, width = feature.shape
        pixels = np.frombuffer(base64.b64decode(request["images"][key.removeprefix(IMAGE_PREFIX)]), dtype=np.uint8).reshape(height, width, channels)
        batch[key] = torch.from_numpy(pixels.astype(np.float32) / 255.0).permute(2, 0, 1).unsqueeze(0).contiguous()
    with torch.inference_mode():
        action = policy.select_action(pre(batch))
    return [float(v) for v in post(action)[0].tolist()]


def main(argv: list[str]) -> int:
    directory = Path(argv[0])
    if (directory / "pretrained_model" / "config.json").is_file():
        directory = directory / "pretrained_model"
    try:
        config, policy, pre, post = load(directory)
    except Exception as error:  # noqa: BLE001
        reply({"ok": False, "error": f"{type(error).__name__}: {error}"})
        return 3
    images = {key.removeprefix(IMAGE_PREFIX): list(f.shape) for key, f in config.input_features.items() if key.startswith(IMAGE_PREFIX)}
    state = config.input_features.get(STATE)
    reply({"ok": True, "type": config.type, "state_dim": state.shape[0] if state else None, "action_dim": config.output_features["action"].shape[0], "images": images})
    import torch

    for line in sys.stdin:
        request = json.loads(line)
        if request["op"] == "reset":
            torch.manual_seed(0)
            policy.reset()
            reply({"ok": True})
        else:
            reply({"ok": True, "action": act(request, config, policy, pre, post)})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
