from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_run_estimate_object import (
    TrainingRunEstimateObject,
    check_training_run_estimate_object,
)

if TYPE_CHECKING:
    from ..models.training_run_estimate_assumptions import (
        TrainingRunEstimateAssumptions,
    )


T = TypeVar("T", bound="TrainingRunEstimate")


@_attrs_define
class TrainingRunEstimate:
    """
    Attributes:
        object_ (TrainingRunEstimateObject):
        tokens (int):
        tokens_per_run (int):
        assumptions (TrainingRunEstimateAssumptions):
    """

    object_: TrainingRunEstimateObject
    tokens: int
    tokens_per_run: int
    assumptions: TrainingRunEstimateAssumptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        tokens = self.tokens

        tokens_per_run = self.tokens_per_run

        assumptions = self.assumptions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "tokens": tokens,
                "tokens_per_run": tokens_per_run,
                "assumptions": assumptions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_run_estimate_assumptions import (
            TrainingRunEstimateAssumptions,
        )

        d = dict(src_dict)
        object_ = check_training_run_estimate_object(d.pop("object"))

        tokens = d.pop("tokens")

        tokens_per_run = d.pop("tokens_per_run")

        assumptions = TrainingRunEstimateAssumptions.from_dict(d.pop("assumptions"))

        training_run_estimate = cls(
            object_=object_,
            tokens=tokens,
            tokens_per_run=tokens_per_run,
            assumptions=assumptions,
        )

        training_run_estimate.additional_properties = d
        return training_run_estimate

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
