from typing import Literal

PolicyRefInputType1CheckpointType0 = Literal["best"]

POLICY_REF_INPUT_TYPE_1_CHECKPOINT_TYPE_0_VALUES: set[
    PolicyRefInputType1CheckpointType0
] = {
    "best",
}


def check_policy_ref_input_type_1_checkpoint_type_0(
    value: str,
) -> PolicyRefInputType1CheckpointType0:
    if value in POLICY_REF_INPUT_TYPE_1_CHECKPOINT_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POLICY_REF_INPUT_TYPE_1_CHECKPOINT_TYPE_0_VALUES!r}"
    )
