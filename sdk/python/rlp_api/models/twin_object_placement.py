from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TwinObjectPlacement")


@_attrs_define
class TwinObjectPlacement:
    """
    Attributes:
        pos (list[float]): [x, y] (resting on the table) or [x, y, z], metres, robot base frame.
        name (str | Unset):
        size_m (float | list[float] | Unset): Edge length of a cube, or [x, y, z], in metres (0.002..1). Default 0.02.
    """

    pos: list[float]
    name: str | Unset = UNSET
    size_m: float | list[float] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pos = self.pos

        name = self.name

        size_m: float | list[float] | Unset
        if isinstance(self.size_m, Unset):
            size_m = UNSET
        elif isinstance(self.size_m, list):
            size_m = self.size_m

        else:
            size_m = self.size_m

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pos": pos,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if size_m is not UNSET:
            field_dict["size_m"] = size_m

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pos = cast(list[float], d.pop("pos"))

        name = d.pop("name", UNSET)

        def _parse_size_m(data: object) -> float | list[float] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                size_m_type_1 = cast(list[float], data)

                return size_m_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | list[float] | Unset, data)

        size_m = _parse_size_m(d.pop("size_m", UNSET))

        twin_object_placement = cls(
            pos=pos,
            name=name,
            size_m=size_m,
        )

        return twin_object_placement
