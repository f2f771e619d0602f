from typing import Literal

DownloadRlRunCheckpointFormat = Literal["checkpoint", "onnx"]

DOWNLOAD_RL_RUN_CHECKPOINT_FORMAT_VALUES: set[DownloadRlRunCheckpointFormat] = {
    "checkpoint",
    "onnx",
}


def check_download_rl_run_checkpoint_format(
    value: str,
) -> DownloadRlRunCheckpointFormat:
    if value in DOWNLOAD_RL_RUN_CHECKPOINT_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_RL_RUN_CHECKPOINT_FORMAT_VALUES!r}"
    )
