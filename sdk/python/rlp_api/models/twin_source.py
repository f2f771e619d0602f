from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.twin_source_type import TwinSourceType, check_twin_source_type

T = TypeVar("T", bound="TwinSource")


@_attrs_define
class TwinSource:
    """
    Attributes:
        type_ (TwinSourceType):
        repo_id (str):
    """

    type_: TwinSourceType
    repo_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        repo_id = self.repo_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "repo_id": repo_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_twin_source_type(d.pop("type"))

        repo_id = d.pop("repo_id")

        twin_source = cls(
            type_=type_,
            repo_id=repo_id,
        )

        twin_source.additional_properties = d
        return twin_source

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
