from typing import Literal

CreateAugmentationRequestReferenceImagesItemMediaType = Literal[
    "image/jpeg", "image/png", "image/webp"
]

CREATE_AUGMENTATION_REQUEST_REFERENCE_IMAGES_ITEM_MEDIA_TYPE_VALUES: set[
    CreateAugmentationRequestReferenceImagesItemMediaType
] = {
    "image/jpeg",
    "image/png",
    "image/webp",
}


def check_create_augmentation_request_reference_images_item_media_type(
    value: str,
) -> CreateAugmentationRequestReferenceImagesItemMediaType:
    if value in CREATE_AUGMENTATION_REQUEST_REFERENCE_IMAGES_ITEM_MEDIA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_AUGMENTATION_REQUEST_REFERENCE_IMAGES_ITEM_MEDIA_TYPE_VALUES!r}"
    )
