from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluationOutputsType0Archive")


@_attrs_define
class EvaluationOutputsType0Archive:
    """
    Attributes:
        filename (str):
        bytes_ (int):
        sha256 (str):
        url (str):
    """

    filename: str
    bytes_: int
    sha256: str
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        filename = self.filename

        bytes_ = self.bytes_

        sha256 = self.sha256

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "filename": filename,
                "bytes": bytes_,
                "sha256": sha256,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        filename = d.pop("filename")

        bytes_ = d.pop("bytes")

        sha256 = d.pop("sha256")

        url = d.pop("url")

        evaluation_outputs_type_0_archive = cls(
            filename=filename,
            bytes_=bytes_,
            sha256=sha256,
            url=url,
        )

        evaluation_outputs_type_0_archive.additional_properties = d
        return evaluation_outputs_type_0_archive

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
