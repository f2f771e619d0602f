from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AugmentationOutputFile")


@_attrs_define
class AugmentationOutputFile:
    """
    Attributes:
        path (str): Relative to the dataset root.
        bytes_ (int):
        url (str): Signed storage link (no credentials, valid one hour), or this API's
            /v1/augmentations/{id}/files/{path} (needs Authorization) when signing is off.
    """

    path: str
    bytes_: int
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        bytes_ = self.bytes_

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "bytes": bytes_,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        path = d.pop("path")

        bytes_ = d.pop("bytes")

        url = d.pop("url")

        augmentation_output_file = cls(
            path=path,
            bytes_=bytes_,
            url=url,
        )

        augmentation_output_file.additional_properties = d
        return augmentation_output_file

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
