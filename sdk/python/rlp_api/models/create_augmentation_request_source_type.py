from typing import Literal

CreateAugmentationRequestSourceType = Literal["hub"]

CREATE_AUGMENTATION_REQUEST_SOURCE_TYPE_VALUES: set[
    CreateAugmentationRequestSourceType
] = {
    "hub",
}


def check_create_augmentation_request_source_type(
    value: str,
) -> CreateAugmentationRequestSourceType:
    if value in CREATE_AUGMENTATION_REQUEST_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_AUGMENTATION_REQUEST_SOURCE_TYPE_VALUES!r}"
    )
