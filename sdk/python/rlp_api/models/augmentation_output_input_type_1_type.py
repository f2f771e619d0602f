from typing import Literal

AugmentationOutputInputType1Type = Literal["hub"]

AUGMENTATION_OUTPUT_INPUT_TYPE_1_TYPE_VALUES: set[AugmentationOutputInputType1Type] = {
    "hub",
}


def check_augmentation_output_input_type_1_type(
    value: str,
) -> AugmentationOutputInputType1Type:
    if value in AUGMENTATION_OUTPUT_INPUT_TYPE_1_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_OUTPUT_INPUT_TYPE_1_TYPE_VALUES!r}"
    )
