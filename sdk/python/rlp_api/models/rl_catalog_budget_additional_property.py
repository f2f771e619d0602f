from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlCatalogBudgetAdditionalProperty")


@_attrs_define
class RlCatalogBudgetAdditionalProperty:
    """
    Attributes:
        description (str):
        unit (None | str):
        default (float):
        min_ (float):
        max_ (float):
        integer (bool):
    """

    description: str
    unit: None | str
    default: float
    min_: float
    max_: float
    integer: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        unit: None | str
        unit = self.unit

        default = self.default

        min_ = self.min_

        max_ = self.max_

        integer = self.integer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "unit": unit,
                "default": default,
                "min": min_,
                "max": max_,
                "integer": integer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        default = d.pop("default")

        min_ = d.pop("min")

        max_ = d.pop("max")

        integer = d.pop("integer")

        rl_catalog_budget_additional_property = cls(
            description=description,
            unit=unit,
            default=default,
            min_=min_,
            max_=max_,
            integer=integer,
        )

        rl_catalog_budget_additional_property.additional_properties = d
        return rl_catalog_budget_additional_property

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
