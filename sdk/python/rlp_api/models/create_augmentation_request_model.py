from typing import Literal

CreateAugmentationRequestModel = Literal["auto", "relight", "video"]

CREATE_AUGMENTATION_REQUEST_MODEL_VALUES: set[CreateAugmentationRequestModel] = {
    "auto",
    "relight",
    "video",
}


def check_create_augmentation_request_model(
    value: str,
) -> CreateAugmentationRequestModel:
    if value in CREATE_AUGMENTATION_REQUEST_MODEL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_AUGMENTATION_REQUEST_MODEL_VALUES!r}"
    )
