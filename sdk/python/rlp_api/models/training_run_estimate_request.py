from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrainingRunEstimateRequest")


@_attrs_define
class TrainingRunEstimateRequest:
    """
    Attributes:
        hardware_tier (str):
        policies (int | Unset):  Default: 1.
        hours (float | Unset):  Default: 1.0.
    """

    hardware_tier: str
    policies: int | Unset = 1
    hours: float | Unset = 1.0

    def to_dict(self) -> dict[str, Any]:
        hardware_tier = self.hardware_tier

        policies = self.policies

        hours = self.hours

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hardware_tier": hardware_tier,
            }
        )
        if policies is not UNSET:
            field_dict["policies"] = policies
        if hours is not UNSET:
            field_dict["hours"] = hours

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hardware_tier = d.pop("hardware_tier")

        policies = d.pop("policies", UNSET)

        hours = d.pop("hours", UNSET)

        training_run_estimate_request = cls(
            hardware_tier=hardware_tier,
            policies=policies,
            hours=hours,
        )

        return training_run_estimate_request
