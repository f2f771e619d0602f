from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlEstimateAssumptions")


@_attrs_define
class RlEstimateAssumptions:
    """
    Attributes:
        env_steps_per_second (float):
        fixed_seconds (float):
        capped_by_time_limit (bool):
    """

    env_steps_per_second: float
    fixed_seconds: float
    capped_by_time_limit: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        env_steps_per_second = self.env_steps_per_second

        fixed_seconds = self.fixed_seconds

        capped_by_time_limit = self.capped_by_time_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "env_steps_per_second": env_steps_per_second,
                "fixed_seconds": fixed_seconds,
                "capped_by_time_limit": capped_by_time_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        env_steps_per_second = d.pop("env_steps_per_second")

        fixed_seconds = d.pop("fixed_seconds")

        capped_by_time_limit = d.pop("capped_by_time_limit")

        rl_estimate_assumptions = cls(
            env_steps_per_second=env_steps_per_second,
            fixed_seconds=fixed_seconds,
            capped_by_time_limit=capped_by_time_limit,
        )

        rl_estimate_assumptions.additional_properties = d
        return rl_estimate_assumptions

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
