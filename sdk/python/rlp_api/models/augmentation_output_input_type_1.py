from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.augmentation_output_input_type_1_type import (
    AugmentationOutputInputType1Type,
    check_augmentation_output_input_type_1_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AugmentationOutputInputType1")


@_attrs_define
class AugmentationOutputInputType1:
    """
    Attributes:
        type_ (AugmentationOutputInputType1Type):
        repo_id (None | str | Unset): Hub dataset to push to (created if missing; a new commit otherwise). Default:
            `<source>-aug-<id>` under the source owner.
        private (bool | Unset):  Default: True.
    """

    type_: AugmentationOutputInputType1Type
    repo_id: None | str | Unset = UNSET
    private: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        repo_id: None | str | Unset
        if isinstance(self.repo_id, Unset):
            repo_id = UNSET
        else:
            repo_id = self.repo_id

        private = self.private

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if repo_id is not UNSET:
            field_dict["repo_id"] = repo_id
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_augmentation_output_input_type_1_type(d.pop("type"))

        def _parse_repo_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        repo_id = _parse_repo_id(d.pop("repo_id", UNSET))

        private = d.pop("private", UNSET)

        augmentation_output_input_type_1 = cls(
            type_=type_,
            repo_id=repo_id,
            private=private,
        )

        return augmentation_output_input_type_1
