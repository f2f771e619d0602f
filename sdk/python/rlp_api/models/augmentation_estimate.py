from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_estimate_model import (
    AugmentationEstimateModel,
    check_augmentation_estimate_model,
)
from ..models.augmentation_estimate_object import (
    AugmentationEstimateObject,
    check_augmentation_estimate_object,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.augmentation_estimate_breakdown import AugmentationEstimateBreakdown


T = TypeVar("T", bound="AugmentationEstimate")


@_attrs_define
class AugmentationEstimate:
    """
    Attributes:
        object_ (AugmentationEstimateObject):
        model (AugmentationEstimateModel):
        tokens (int):
        breakdown (AugmentationEstimateBreakdown):
        balance (int | Unset): The account's balance now; only for keys that hold `usage:read`.
    """

    object_: AugmentationEstimateObject
    model: AugmentationEstimateModel
    tokens: int
    breakdown: AugmentationEstimateBreakdown
    balance: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        model: str = self.model

        tokens = self.tokens

        breakdown = self.breakdown.to_dict()

        balance = self.balance

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "model": model,
                "tokens": tokens,
                "breakdown": breakdown,
            }
        )
        if balance is not UNSET:
            field_dict["balance"] = balance

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_estimate_breakdown import (
            AugmentationEstimateBreakdown,
        )

        d = dict(src_dict)
        object_ = check_augmentation_estimate_object(d.pop("object"))

        model = check_augmentation_estimate_model(d.pop("model"))

        tokens = d.pop("tokens")

        breakdown = AugmentationEstimateBreakdown.from_dict(d.pop("breakdown"))

        balance = d.pop("balance", UNSET)

        augmentation_estimate = cls(
            object_=object_,
            model=model,
            tokens=tokens,
            breakdown=breakdown,
            balance=balance,
        )

        augmentation_estimate.additional_properties = d
        return augmentation_estimate

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
