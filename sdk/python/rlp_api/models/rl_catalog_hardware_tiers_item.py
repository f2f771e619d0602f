from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlCatalogHardwareTiersItem")


@_attrs_define
class RlCatalogHardwareTiersItem:
    """
    Attributes:
        id (str):
        available (bool):
        reason (None | str):
        tokens_per_minute (float):
    """

    id: str
    available: bool
    reason: None | str
    tokens_per_minute: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        available = self.available

        reason: None | str
        reason = self.reason

        tokens_per_minute = self.tokens_per_minute

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "available": available,
                "reason": reason,
                "tokens_per_minute": tokens_per_minute,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        tokens_per_minute = d.pop("tokens_per_minute")

        rl_catalog_hardware_tiers_item = cls(
            id=id,
            available=available,
            reason=reason,
            tokens_per_minute=tokens_per_minute,
        )

        rl_catalog_hardware_tiers_item.additional_properties = d
        return rl_catalog_hardware_tiers_item

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
