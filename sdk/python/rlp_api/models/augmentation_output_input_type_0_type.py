from typing import Literal

AugmentationOutputInputType0Type = Literal["download"]

AUGMENTATION_OUTPUT_INPUT_TYPE_0_TYPE_VALUES: set[AugmentationOutputInputType0Type] = {
    "download",
}


def check_augmentation_output_input_type_0_type(
    value: str,
) -> AugmentationOutputInputType0Type:
    if value in AUGMENTATION_OUTPUT_INPUT_TYPE_0_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_OUTPUT_INPUT_TYPE_0_TYPE_VALUES!r}"
    )
