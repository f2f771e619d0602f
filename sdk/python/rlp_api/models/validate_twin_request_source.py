from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.validate_twin_request_source_type import (
    ValidateTwinRequestSourceType,
    check_validate_twin_request_source_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ValidateTwinRequestSource")


@_attrs_define
class ValidateTwinRequestSource:
    """
    Attributes:
        repo_id (str):  Example: demo/so101-pick-place.
        type_ (ValidateTwinRequestSourceType | Unset):  Default: 'hub'.
    """

    repo_id: str
    type_: ValidateTwinRequestSourceType | Unset = "hub"

    def to_dict(self) -> dict[str, Any]:
        repo_id = self.repo_id

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "repo_id": repo_id,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        repo_id = d.pop("repo_id")

        _type_ = d.pop("type", UNSET)
        type_: ValidateTwinRequestSourceType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_validate_twin_request_source_type(_type_)

        validate_twin_request_source = cls(
            repo_id=repo_id,
            type_=type_,
        )

        return validate_twin_request_source
