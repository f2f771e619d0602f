from typing import Literal

PolicyRefInputType0CheckpointType0 = Literal["best"]

POLICY_REF_INPUT_TYPE_0_CHECKPOINT_TYPE_0_VALUES: set[
    PolicyRefInputType0CheckpointType0
] = {
    "best",
}


def check_policy_ref_input_type_0_checkpoint_type_0(
    value: str,
) -> PolicyRefInputType0CheckpointType0:
    if value in POLICY_REF_INPUT_TYPE_0_CHECKPOINT_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POLICY_REF_INPUT_TYPE_0_CHECKPOINT_TYPE_0_VALUES!r}"
    )
