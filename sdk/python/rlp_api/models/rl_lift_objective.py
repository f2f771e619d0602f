from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rl_lift_objective_type import (
    RlLiftObjectiveType,
    check_rl_lift_objective_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RlLiftObjective")


@_attrs_define
class RlLiftObjective:
    """Grasp a box resting on the floor in front of the arm and lift it. Delta joint-position actions (5 arm joints +
    gripper) at 50 Hz; reward terms reach (1 - tanh(10 d_box)), grasp (both jaws touching the box), lift (box height
    above rest, capped at lift_height_m, x 10). Success = box at least lift_height_m above its rest height at the
    episode's end. Observation 23 (joints, velocities, tool, box, box - tool, box height above rest, episode phase). The
    actor first learns from an analytic expert (a top-down grasp planned by inverse kinematics from the box's pose at
    reset; behaviour cloning with DAgger, docs/rl-engine.md), then PPO trains on.

        Attributes:
            type_ (RlLiftObjectiveType):
            lift_height_m (float | Unset): Height above rest the box must reach. (m) Default: 0.05.
            box_size_m (float | Unset): Side of the cube. (m) Default: 0.025.
            episode_steps (int | Unset): Control steps per episode (50 Hz). (steps) Default: 150.
            action_scale_rad (float | Unset): Largest joint-position change per control step. (rad) Default: 0.05.
            box_min_forward_m (float | Unset): Nearest box position (x, forward). (m) Default: 0.18.
            box_max_forward_m (float | Unset): Farthest box position (x, forward). (m) Default: 0.28.
            box_max_side_m (float | Unset): Largest |y| of the box position. (m) Default: 0.08.
    """

    type_: RlLiftObjectiveType
    lift_height_m: float | Unset = 0.05
    box_size_m: float | Unset = 0.025
    episode_steps: int | Unset = 150
    action_scale_rad: float | Unset = 0.05
    box_min_forward_m: float | Unset = 0.18
    box_max_forward_m: float | Unset = 0.28
    box_max_side_m: float | Unset = 0.08

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        lift_height_m = self.lift_height_m

        box_size_m = self.box_size_m

        episode_steps = self.episode_steps

        action_scale_rad = self.action_scale_rad

        box_min_forward_m = self.box_min_forward_m

        box_max_forward_m = self.box_max_forward_m

        box_max_side_m = self.box_max_side_m

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if lift_height_m is not UNSET:
            field_dict["lift_height_m"] = lift_height_m
        if box_size_m is not UNSET:
            field_dict["box_size_m"] = box_size_m
        if episode_steps is not UNSET:
            field_dict["episode_steps"] = episode_steps
        if action_scale_rad is not UNSET:
            field_dict["action_scale_rad"] = action_scale_rad
        if box_min_forward_m is not UNSET:
            field_dict["box_min_forward_m"] = box_min_forward_m
        if box_max_forward_m is not UNSET:
            field_dict["box_max_forward_m"] = box_max_forward_m
        if box_max_side_m is not UNSET:
            field_dict["box_max_side_m"] = box_max_side_m

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_rl_lift_objective_type(d.pop("type"))

        lift_height_m = d.pop("lift_height_m", UNSET)

        box_size_m = d.pop("box_size_m", UNSET)

        episode_steps = d.pop("episode_steps", UNSET)

        action_scale_rad = d.pop("action_scale_rad", UNSET)

        box_min_forward_m = d.pop("box_min_forward_m", UNSET)

        box_max_forward_m = d.pop("box_max_forward_m", UNSET)

        box_max_side_m = d.pop("box_max_side_m", UNSET)

        rl_lift_objective = cls(
            type_=type_,
            lift_height_m=lift_height_m,
            box_size_m=box_size_m,
            episode_steps=episode_steps,
            action_scale_rad=action_scale_rad,
            box_min_forward_m=box_min_forward_m,
            box_max_forward_m=box_max_forward_m,
            box_max_side_m=box_max_side_m,
        )

        return rl_lift_objective
