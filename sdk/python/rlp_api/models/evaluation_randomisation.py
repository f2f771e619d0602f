from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvaluationRandomisation")


@_attrs_define
class EvaluationRandomisation:
    """How each episode’s start is drawn from its seed. The defaults equal an RL run’s own evaluation, so an RL run’s
    policy meets the starts it was judged on.

        Attributes:
            object_xy_m (float | Unset): The object starts within ± this of its resting position in x and y. Default 0.02
                (an RL run’s own).
            object_yaw_deg (float | Unset): The object is turned about the vertical within ± this. Default 0.
            arm_joint_rad (float | Unset): Each arm joint starts within ± this of the recording's first frame. Default 0.03
                (an RL run’s own).
            light_scale (float | Unset): Every light's brightness is scaled by 1 ± this (what a camera sees only). Default
                0.
    """

    object_xy_m: float | Unset = UNSET
    object_yaw_deg: float | Unset = UNSET
    arm_joint_rad: float | Unset = UNSET
    light_scale: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        object_xy_m = self.object_xy_m

        object_yaw_deg = self.object_yaw_deg

        arm_joint_rad = self.arm_joint_rad

        light_scale = self.light_scale

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if object_xy_m is not UNSET:
            field_dict["object_xy_m"] = object_xy_m
        if object_yaw_deg is not UNSET:
            field_dict["object_yaw_deg"] = object_yaw_deg
        if arm_joint_rad is not UNSET:
            field_dict["arm_joint_rad"] = arm_joint_rad
        if light_scale is not UNSET:
            field_dict["light_scale"] = light_scale

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_xy_m = d.pop("object_xy_m", UNSET)

        object_yaw_deg = d.pop("object_yaw_deg", UNSET)

        arm_joint_rad = d.pop("arm_joint_rad", UNSET)

        light_scale = d.pop("light_scale", UNSET)

        evaluation_randomisation = cls(
            object_xy_m=object_xy_m,
            object_yaw_deg=object_yaw_deg,
            arm_joint_rad=arm_joint_rad,
            light_scale=light_scale,
        )

        return evaluation_randomisation
