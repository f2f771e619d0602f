from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinCamera")


@_attrs_define
class TwinCamera:
    """
    Attributes:
        scene (None | str):
        wrist (None | str):
        available (list[str]):
    """

    scene: None | str
    wrist: None | str
    available: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scene: None | str
        scene = self.scene

        wrist: None | str
        wrist = self.wrist

        available = self.available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scene": scene,
                "wrist": wrist,
                "available": available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_scene(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        scene = _parse_scene(d.pop("scene"))

        def _parse_wrist(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wrist = _parse_wrist(d.pop("wrist"))

        available = cast(list[str], d.pop("available"))

        twin_camera = cls(
            scene=scene,
            wrist=wrist,
            available=available,
        )

        twin_camera.additional_properties = d
        return twin_camera

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
