from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.augmentation_plan_variations_type_0_item_parameters import (
        AugmentationPlanVariationsType0ItemParameters,
    )


T = TypeVar("T", bound="AugmentationPlanVariationsType0Item")


@_attrs_define
class AugmentationPlanVariationsType0Item:
    """
    Attributes:
        index (int):
        prompt (str):
        seed (int):
        parameters (AugmentationPlanVariationsType0ItemParameters):
        matched (list[str]):
    """

    index: int
    prompt: str
    seed: int
    parameters: AugmentationPlanVariationsType0ItemParameters
    matched: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        prompt = self.prompt

        seed = self.seed

        parameters = self.parameters.to_dict()

        matched = self.matched

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "prompt": prompt,
                "seed": seed,
                "parameters": parameters,
                "matched": matched,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_plan_variations_type_0_item_parameters import (
            AugmentationPlanVariationsType0ItemParameters,
        )

        d = dict(src_dict)
        index = d.pop("index")

        prompt = d.pop("prompt")

        seed = d.pop("seed")

        parameters = AugmentationPlanVariationsType0ItemParameters.from_dict(
            d.pop("parameters")
        )

        matched = cast(list[str], d.pop("matched"))

        augmentation_plan_variations_type_0_item = cls(
            index=index,
            prompt=prompt,
            seed=seed,
            parameters=parameters,
            matched=matched,
        )

        augmentation_plan_variations_type_0_item.additional_properties = d
        return augmentation_plan_variations_type_0_item

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
