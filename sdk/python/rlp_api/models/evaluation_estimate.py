from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_estimate_object import (
    EvaluationEstimateObject,
    check_evaluation_estimate_object,
)

T = TypeVar("T", bound="EvaluationEstimate")


@_attrs_define
class EvaluationEstimate:
    """
    Attributes:
        object_ (EvaluationEstimateObject):
        episodes (int):
        tokens (int):
        estimated_seconds (int):
        basis (str):
    """

    object_: EvaluationEstimateObject
    episodes: int
    tokens: int
    estimated_seconds: int
    basis: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        episodes = self.episodes

        tokens = self.tokens

        estimated_seconds = self.estimated_seconds

        basis = self.basis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "episodes": episodes,
                "tokens": tokens,
                "estimated_seconds": estimated_seconds,
                "basis": basis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_evaluation_estimate_object(d.pop("object"))

        episodes = d.pop("episodes")

        tokens = d.pop("tokens")

        estimated_seconds = d.pop("estimated_seconds")

        basis = d.pop("basis")

        evaluation_estimate = cls(
            object_=object_,
            episodes=episodes,
            tokens=tokens,
            estimated_seconds=estimated_seconds,
            basis=basis,
        )

        evaluation_estimate.additional_properties = d
        return evaluation_estimate

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
