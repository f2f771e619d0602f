from typing import Literal

AugmentationOutputType0Type = Literal["hub"]

AUGMENTATION_OUTPUT_TYPE_0_TYPE_VALUES: set[AugmentationOutputType0Type] = {
    "hub",
}


def check_augmentation_output_type_0_type(value: str) -> AugmentationOutputType0Type:
    if value in AUGMENTATION_OUTPUT_TYPE_0_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_OUTPUT_TYPE_0_TYPE_VALUES!r}"
    )
