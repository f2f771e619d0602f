from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluationEpisodeStart")


@_attrs_define
class EvaluationEpisodeStart:
    """
    Attributes:
        object_yaw_deg (float):
        light_scale (float):
    """

    object_yaw_deg: float
    light_scale: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_yaw_deg = self.object_yaw_deg

        light_scale = self.light_scale

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object_yaw_deg": object_yaw_deg,
                "light_scale": light_scale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_yaw_deg = d.pop("object_yaw_deg")

        light_scale = d.pop("light_scale")

        evaluation_episode_start = cls(
            object_yaw_deg=object_yaw_deg,
            light_scale=light_scale,
        )

        evaluation_episode_start.additional_properties = d
        return evaluation_episode_start

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
