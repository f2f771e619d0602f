from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.augmentation_output_input_type_0_type import (
    AugmentationOutputInputType0Type,
    check_augmentation_output_input_type_0_type,
)

T = TypeVar("T", bound="AugmentationOutputInputType0")


@_attrs_define
class AugmentationOutputInputType0:
    """
    Attributes:
        type_ (AugmentationOutputInputType0Type):
    """

    type_: AugmentationOutputInputType0Type

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_augmentation_output_input_type_0_type(d.pop("type"))

        augmentation_output_input_type_0 = cls(
            type_=type_,
        )

        return augmentation_output_input_type_0
