from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TwinConfigInputCamera")


@_attrs_define
class TwinConfigInputCamera:
    """Scene camera override; `pos`/`lookat` in metres, `fovy` in degrees.

    Attributes:
        name (str | Unset): The dataset camera that seeds the room (default: chosen by name: top, overhead, front, side,
            scene).
        pos (list[float] | Unset):
        lookat (list[float] | Unset):
        fovy (float | Unset):
    """

    name: str | Unset = UNSET
    pos: list[float] | Unset = UNSET
    lookat: list[float] | Unset = UNSET
    fovy: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        pos: list[float] | Unset = UNSET
        if not isinstance(self.pos, Unset):
            pos = self.pos

        lookat: list[float] | Unset = UNSET
        if not isinstance(self.lookat, Unset):
            lookat = self.lookat

        fovy = self.fovy

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if pos is not UNSET:
            field_dict["pos"] = pos
        if lookat is not UNSET:
            field_dict["lookat"] = lookat
        if fovy is not UNSET:
            field_dict["fovy"] = fovy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        pos = cast(list[float], d.pop("pos", UNSET))

        lookat = cast(list[float], d.pop("lookat", UNSET))

        fovy = d.pop("fovy", UNSET)

        twin_config_input_camera = cls(
            name=name,
            pos=pos,
            lookat=lookat,
            fovy=fovy,
        )

        return twin_config_input_camera
