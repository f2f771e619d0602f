from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetInspectionCamerasItem")


@_attrs_define
class DatasetInspectionCamerasItem:
    """
    Attributes:
        key (str):  Example: observation.images.top.
        name (str):  Example: top.
        width (int | None):
        height (int | None):
        codec (None | str):
        pix_fmt (None | str):
        video_present (bool):
    """

    key: str
    name: str
    width: int | None
    height: int | None
    codec: None | str
    pix_fmt: None | str
    video_present: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        name = self.name

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        codec: None | str
        codec = self.codec

        pix_fmt: None | str
        pix_fmt = self.pix_fmt

        video_present = self.video_present

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "name": name,
                "width": width,
                "height": height,
                "codec": codec,
                "pix_fmt": pix_fmt,
                "video_present": video_present,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        name = d.pop("name")

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_codec(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        codec = _parse_codec(d.pop("codec"))

        def _parse_pix_fmt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pix_fmt = _parse_pix_fmt(d.pop("pix_fmt"))

        video_present = d.pop("video_present")

        dataset_inspection_cameras_item = cls(
            key=key,
            name=name,
            width=width,
            height=height,
            codec=codec,
            pix_fmt=pix_fmt,
            video_present=video_present,
        )

        dataset_inspection_cameras_item.additional_properties = d
        return dataset_inspection_cameras_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
