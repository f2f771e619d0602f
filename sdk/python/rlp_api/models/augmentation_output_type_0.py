from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_output_type_0_type import (
    AugmentationOutputType0Type,
    check_augmentation_output_type_0_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AugmentationOutputType0")


@_attrs_define
class AugmentationOutputType0:
    """
    Attributes:
        type_ (AugmentationOutputType0Type):
        repo_id (None | str):
        url (None | str):
        private (bool | Unset):
    """

    type_: AugmentationOutputType0Type
    repo_id: None | str
    url: None | str
    private: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        repo_id: None | str
        repo_id = self.repo_id

        url: None | str
        url = self.url

        private = self.private

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "repo_id": repo_id,
                "url": url,
            }
        )
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_augmentation_output_type_0_type(d.pop("type"))

        def _parse_repo_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        repo_id = _parse_repo_id(d.pop("repo_id"))

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))

        private = d.pop("private", UNSET)

        augmentation_output_type_0 = cls(
            type_=type_,
            repo_id=repo_id,
            url=url,
            private=private,
        )

        augmentation_output_type_0.additional_properties = d
        return augmentation_output_type_0

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
