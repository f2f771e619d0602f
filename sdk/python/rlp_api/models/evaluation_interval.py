from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_interval_method import (
    EvaluationIntervalMethod,
    check_evaluation_interval_method,
)

T = TypeVar("T", bound="EvaluationInterval")


@_attrs_define
class EvaluationInterval:
    """
    Attributes:
        method (EvaluationIntervalMethod):
        confidence (float):
        low (float):
        high (float):
    """

    method: EvaluationIntervalMethod
    confidence: float
    low: float
    high: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        method: str = self.method

        confidence = self.confidence

        low = self.low

        high = self.high

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
                "confidence": confidence,
                "low": low,
                "high": high,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        method = check_evaluation_interval_method(d.pop("method"))

        confidence = d.pop("confidence")

        low = d.pop("low")

        high = d.pop("high")

        evaluation_interval = cls(
            method=method,
            confidence=confidence,
            low=low,
            high=high,
        )

        evaluation_interval.additional_properties = d
        return evaluation_interval

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
