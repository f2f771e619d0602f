from typing import Literal

AugmentationOutputType1Type = Literal["download"]

AUGMENTATION_OUTPUT_TYPE_1_TYPE_VALUES: set[AugmentationOutputType1Type] = {
    "download",
}


def check_augmentation_output_type_1_type(value: str) -> AugmentationOutputType1Type:
    if value in AUGMENTATION_OUTPUT_TYPE_1_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUGMENTATION_OUTPUT_TYPE_1_TYPE_VALUES!r}"
    )
