from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinSceneObjectsObjectsItem")


@_attrs_define
class TwinSceneObjectsObjectsItem:
    """
    Attributes:
        name (str):
        size_m (float | list[float] | None):
        pos (list[float] | None): [x, y, z] metres in the robot base frame.
    """

    name: str
    size_m: float | list[float] | None
    pos: list[float] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        size_m: float | list[float] | None
        if isinstance(self.size_m, list):
            size_m = self.size_m

        else:
            size_m = self.size_m

        pos: list[float] | None
        if isinstance(self.pos, list):
            pos = self.pos

        else:
            pos = self.pos

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "size_m": size_m,
                "pos": pos,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_size_m(data: object) -> float | list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                size_m_type_1 = cast(list[float], data)

                return size_m_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | list[float] | None, data)

        size_m = _parse_size_m(d.pop("size_m"))

        def _parse_pos(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pos_type_0 = cast(list[float], data)

                return pos_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        pos = _parse_pos(d.pop("pos"))

        twin_scene_objects_objects_item = cls(
            name=name,
            size_m=size_m,
            pos=pos,
        )

        twin_scene_objects_objects_item.additional_properties = d
        return twin_scene_objects_objects_item

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
