from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlCatalogEnginesItem")


@_attrs_define
class RlCatalogEnginesItem:
    """
    Attributes:
        id (str):
        hardware (str):
        available (bool):
        reason (None | str):
        env_steps_per_second (float | None):
    """

    id: str
    hardware: str
    available: bool
    reason: None | str
    env_steps_per_second: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        hardware = self.hardware

        available = self.available

        reason: None | str
        reason = self.reason

        env_steps_per_second: float | None
        env_steps_per_second = self.env_steps_per_second

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "hardware": hardware,
                "available": available,
                "reason": reason,
                "env_steps_per_second": env_steps_per_second,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        hardware = d.pop("hardware")

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_env_steps_per_second(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        env_steps_per_second = _parse_env_steps_per_second(
            d.pop("env_steps_per_second")
        )

        rl_catalog_engines_item = cls(
            id=id,
            hardware=hardware,
            available=available,
            reason=reason,
            env_steps_per_second=env_steps_per_second,
        )

        rl_catalog_engines_item.additional_properties = d
        return rl_catalog_engines_item

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
