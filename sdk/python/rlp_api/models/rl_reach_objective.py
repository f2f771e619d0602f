from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rl_reach_objective_type import (
    RlReachObjectiveType,
    check_rl_reach_objective_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RlReachObjective")


@_attrs_define
class RlReachObjective:
    """Move the end effector (site gripperframe) to a target point. Targets are forward kinematics of random joint angles,
    kept inside the bounds below (so never behind the base). Delta joint-position actions at 50 Hz; reward -d + 0.5(1 -
    tanh(d/0.05)) - 0.01|a|^2; success = end effector within success_distance_m at the episode's end.

        Attributes:
            type_ (RlReachObjectiveType):
            success_distance_m (float | Unset): Success radius around the target. (m) Default: 0.02.
            episode_steps (int | Unset): Control steps per episode (50 Hz). (steps) Default: 100.
            action_scale_rad (float | Unset): Largest joint-position change per control step. (rad) Default: 0.05.
            target_min_forward_m (float | Unset): Targets have x >= this (x points forward from the base). (m) Default: 0.1.
            target_min_height_m (float | Unset): Targets have z >= this above the floor. (m) Default: 0.03.
            target_max_radius_m (float | Unset): Targets lie within this distance of the base. (m) Default: 0.4.
            target_max_yaw_deg (float | Unset): Targets lie within this angle of the base's forward axis. (deg) Default:
                60.0.
    """

    type_: RlReachObjectiveType
    success_distance_m: float | Unset = 0.02
    episode_steps: int | Unset = 100
    action_scale_rad: float | Unset = 0.05
    target_min_forward_m: float | Unset = 0.1
    target_min_height_m: float | Unset = 0.03
    target_max_radius_m: float | Unset = 0.4
    target_max_yaw_deg: float | Unset = 60.0

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        success_distance_m = self.success_distance_m

        episode_steps = self.episode_steps

        action_scale_rad = self.action_scale_rad

        target_min_forward_m = self.target_min_forward_m

        target_min_height_m = self.target_min_height_m

        target_max_radius_m = self.target_max_radius_m

        target_max_yaw_deg = self.target_max_yaw_deg

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if success_distance_m is not UNSET:
            field_dict["success_distance_m"] = success_distance_m
        if episode_steps is not UNSET:
            field_dict["episode_steps"] = episode_steps
        if action_scale_rad is not UNSET:
            field_dict["action_scale_rad"] = action_scale_rad
        if target_min_forward_m is not UNSET:
            field_dict["target_min_forward_m"] = target_min_forward_m
        if target_min_height_m is not UNSET:
            field_dict["target_min_height_m"] = target_min_height_m
        if target_max_radius_m is not UNSET:
            field_dict["target_max_radius_m"] = target_max_radius_m
        if target_max_yaw_deg is not UNSET:
            field_dict["target_max_yaw_deg"] = target_max_yaw_deg

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_rl_reach_objective_type(d.pop("type"))

        success_distance_m = d.pop("success_distance_m", UNSET)

        episode_steps = d.pop("episode_steps", UNSET)

        action_scale_rad = d.pop("action_scale_rad", UNSET)

        target_min_forward_m = d.pop("target_min_forward_m", UNSET)

        target_min_height_m = d.pop("target_min_height_m", UNSET)

        target_max_radius_m = d.pop("target_max_radius_m", UNSET)

        target_max_yaw_deg = d.pop("target_max_yaw_deg", UNSET)

        rl_reach_objective = cls(
            type_=type_,
            success_distance_m=success_distance_m,
            episode_steps=episode_steps,
            action_scale_rad=action_scale_rad,
            target_min_forward_m=target_min_forward_m,
            target_min_height_m=target_min_height_m,
            target_max_radius_m=target_max_radius_m,
            target_max_yaw_deg=target_max_yaw_deg,
        )

        return rl_reach_objective
