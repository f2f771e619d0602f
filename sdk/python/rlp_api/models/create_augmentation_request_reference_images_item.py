from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_augmentation_request_reference_images_item_media_type import (
    CreateAugmentationRequestReferenceImagesItemMediaType,
    check_create_augmentation_request_reference_images_item_media_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateAugmentationRequestReferenceImagesItem")


@_attrs_define
class CreateAugmentationRequestReferenceImagesItem:
    """
    Attributes:
        data (str): The photo, base64 (standard or URL-safe alphabet), at most 5 MB decoded.
        camera (None | str | Unset): Camera this photo is the target look for; null = every camera.
        media_type (CreateAugmentationRequestReferenceImagesItemMediaType | Unset):  Default: 'image/jpeg'.
    """

    data: str
    camera: None | str | Unset = UNSET
    media_type: CreateAugmentationRequestReferenceImagesItemMediaType | Unset = (
        "image/jpeg"
    )

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        camera: None | str | Unset
        if isinstance(self.camera, Unset):
            camera = UNSET
        else:
            camera = self.camera

        media_type: str | Unset = UNSET
        if not isinstance(self.media_type, Unset):
            media_type = self.media_type

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )
        if camera is not UNSET:
            field_dict["camera"] = camera
        if media_type is not UNSET:
            field_dict["media_type"] = media_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = d.pop("data")

        def _parse_camera(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        camera = _parse_camera(d.pop("camera", UNSET))

        _media_type = d.pop("media_type", UNSET)
        media_type: CreateAugmentationRequestReferenceImagesItemMediaType | Unset
        if isinstance(_media_type, Unset):
            media_type = UNSET
        else:
            media_type = (
                check_create_augmentation_request_reference_images_item_media_type(
                    _media_type
                )
            )

        create_augmentation_request_reference_images_item = cls(
            data=data,
            camera=camera,
            media_type=media_type,
        )

        return create_augmentation_request_reference_images_item
