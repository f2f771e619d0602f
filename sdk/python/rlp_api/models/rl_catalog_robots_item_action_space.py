from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlCatalogRobotsItemActionSpace")


@_attrs_define
class RlCatalogRobotsItemActionSpace:
    """
    Attributes:
        type_ (str):
        control_hz (float):
        per_step_limit_rad (float):
        dimensions (int):
    """

    type_: str
    control_hz: float
    per_step_limit_rad: float
    dimensions: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        control_hz = self.control_hz

        per_step_limit_rad = self.per_step_limit_rad

        dimensions = self.dimensions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "control_hz": control_hz,
                "per_step_limit_rad": per_step_limit_rad,
                "dimensions": dimensions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        control_hz = d.pop("control_hz")

        per_step_limit_rad = d.pop("per_step_limit_rad")

        dimensions = d.pop("dimensions")

        rl_catalog_robots_item_action_space = cls(
            type_=type_,
            control_hz=control_hz,
            per_step_limit_rad=per_step_limit_rad,
            dimensions=dimensions,
        )

        rl_catalog_robots_item_action_space.additional_properties = d
        return rl_catalog_robots_item_action_space

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
