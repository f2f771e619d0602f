from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RlTaskSpecSceneType0")


@_attrs_define
class RlTaskSpecSceneType0:
    """
    Attributes:
        twin_id (str): A succeeded twin of this account: the run trains in its scene.
    """

    twin_id: str

    def to_dict(self) -> dict[str, Any]:
        twin_id = self.twin_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "twin_id": twin_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        twin_id = d.pop("twin_id")

        rl_task_spec_scene_type_0 = cls(
            twin_id=twin_id,
        )

        return rl_task_spec_scene_type_0
