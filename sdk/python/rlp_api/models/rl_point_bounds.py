from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_point_bounds_components_item_type_0 import (
    RlPointBoundsComponentsItemType0,
    check_rl_point_bounds_components_item_type_0,
)
from ..models.rl_point_bounds_components_item_type_1 import (
    RlPointBoundsComponentsItemType1,
    check_rl_point_bounds_components_item_type_1,
)
from ..models.rl_point_bounds_components_item_type_2 import (
    RlPointBoundsComponentsItemType2,
    check_rl_point_bounds_components_item_type_2,
)
from ..models.rl_point_bounds_unit import RlPointBoundsUnit, check_rl_point_bounds_unit

T = TypeVar("T", bound="RlPointBounds")


@_attrs_define
class RlPointBounds:
    """`[x, y, z]` metres in the robot base frame (the twin's frame); null or absent for the default.

    Attributes:
        description (str):
        unit (RlPointBoundsUnit):
        default (None):
        components (list[RlPointBoundsComponentsItemType0 | RlPointBoundsComponentsItemType1 |
            RlPointBoundsComponentsItemType2]):
        min_ (list[float]):
        max_ (list[float]):
        table_relative (list[bool]): Per component: bounded as a height above the twin's table top (z) rather than in
            the robot base frame.
    """

    description: str
    unit: RlPointBoundsUnit
    default: None
    components: list[
        RlPointBoundsComponentsItemType0
        | RlPointBoundsComponentsItemType1
        | RlPointBoundsComponentsItemType2
    ]
    min_: list[float]
    max_: list[float]
    table_relative: list[bool]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        unit: str = self.unit

        default = self.default

        components = []
        for components_item_data in self.components:
            components_item: str
            if isinstance(components_item_data, str) or isinstance(
                components_item_data, str
            ):
                components_item = components_item_data
            else:
                components_item = components_item_data

            components.append(components_item)

        min_ = []
        for min_item_data in self.min_:
            min_item: float
            min_item = min_item_data
            min_.append(min_item)

        max_ = []
        for max_item_data in self.max_:
            max_item: float
            max_item = max_item_data
            max_.append(max_item)

        table_relative = []
        for table_relative_item_data in self.table_relative:
            table_relative_item: bool
            table_relative_item = table_relative_item_data
            table_relative.append(table_relative_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "unit": unit,
                "default": default,
                "components": components,
                "min": min_,
                "max": max_,
                "table_relative": table_relative,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        unit = check_rl_point_bounds_unit(d.pop("unit"))

        default = d.pop("default")

        components = []
        _components = d.pop("components")
        for components_item_data in _components:

            def _parse_components_item(
                data: object,
            ) -> (
                RlPointBoundsComponentsItemType0
                | RlPointBoundsComponentsItemType1
                | RlPointBoundsComponentsItemType2
            ):
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    components_item_type_0 = (
                        check_rl_point_bounds_components_item_type_0(data)
                    )

                    return components_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    components_item_type_1 = (
                        check_rl_point_bounds_components_item_type_1(data)
                    )

                    return components_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, str):
                    raise TypeError()
                components_item_type_2 = check_rl_point_bounds_components_item_type_2(
                    data
                )

                return components_item_type_2

            components_item = _parse_components_item(components_item_data)

            components.append(components_item)

        min_ = []
        _min_ = d.pop("min")
        for min_item_data in _min_:

            def _parse_min_item(data: object) -> float:
                return cast(float, data)

            min_item = _parse_min_item(min_item_data)

            min_.append(min_item)

        max_ = []
        _max_ = d.pop("max")
        for max_item_data in _max_:

            def _parse_max_item(data: object) -> float:
                return cast(float, data)

            max_item = _parse_max_item(max_item_data)

            max_.append(max_item)

        table_relative = []
        _table_relative = d.pop("table_relative")
        for table_relative_item_data in _table_relative:

            def _parse_table_relative_item(data: object) -> bool:
                return cast(bool, data)

            table_relative_item = _parse_table_relative_item(table_relative_item_data)

            table_relative.append(table_relative_item)

        rl_point_bounds = cls(
            description=description,
            unit=unit,
            default=default,
            components=components,
            min_=min_,
            max_=max_,
            table_relative=table_relative,
        )

        rl_point_bounds.additional_properties = d
        return rl_point_bounds

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
