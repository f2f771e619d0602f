from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_file_object import (
    EvaluationFileObject,
    check_evaluation_file_object,
)

T = TypeVar("T", bound="EvaluationFile")


@_attrs_define
class EvaluationFile:
    """
    Attributes:
        object_ (EvaluationFileObject):
        path (str):
        bytes_ (int):
        sha256 (str):
    """

    object_: EvaluationFileObject
    path: str
    bytes_: int
    sha256: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        path = self.path

        bytes_ = self.bytes_

        sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "path": path,
                "bytes": bytes_,
                "sha256": sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_evaluation_file_object(d.pop("object"))

        path = d.pop("path")

        bytes_ = d.pop("bytes")

        sha256 = d.pop("sha256")

        evaluation_file = cls(
            object_=object_,
            path=path,
            bytes_=bytes_,
            sha256=sha256,
        )

        evaluation_file.additional_properties = d
        return evaluation_file

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
