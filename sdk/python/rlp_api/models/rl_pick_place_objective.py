from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rl_pick_place_objective_type import (
    RlPickPlaceObjectiveType,
    check_rl_pick_place_objective_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RlPickPlaceObjective")


@_attrs_define
class RlPickPlaceObjective:
    """Pick the twin's object up and put it down where the recorded episode let it go. Runs only in a twin's scene
    (scene.twin_id; the job gets the twin's folder as --scene_dir): the robot starts at the recording's first frame
    (keyframe episode_start, the arm's joints jittered by up to 0.03 rad), the object at the twin's calibrated resting
    pose moved by up to 2 cm in x and y; the target is objective.parameters.target when given, else the twin's place
    target (on the table under the recorded release point), else its release position. Delta joint-position actions (5
    arm joints + gripper, 0.05 rad per step) at 50 Hz; observation 32 (joints, velocities, tool, object, object
    quaternion, target, object - tool, target - object, episode phase). In a twin whose replay reproduced its grasp the
    actor first learns from the twin's demonstration (behaviour cloning with DAgger, docs/rl-engine.md), then PPO trains
    on. Reward terms reach (1 - tanh(10 d_tool_object)), grasp (0.5 while both jaws touch the object), lift (10 x object
    height above rest, capped at the larger of the target's height and 5 cm), place (2 (1 - tanh(10 d_object_target))
    once the object has been lifted 2 cm), action (-0.01|a|^2). Success = the object was lifted 2 cm and ends within
    place_tolerance_m of the target.

        Attributes:
            type_ (RlPickPlaceObjectiveType):
            place_tolerance_m (float | Unset): Object within this distance of the release position at the episode's end
                counts as placed. (m) Default: 0.03.
            success_threshold (float | Unset): Evaluation success rate the verdict requires. Default: 0.8.
            episode_steps (int | Unset): Control steps per episode (50 Hz); the demonstration is played faster when it does
                not fit. (steps) Default: 500.
            target (list[float] | None | Unset): Where to put the object: [x, y, z] metres in the robot base frame (the
                twin's frame); z is bounded as a height above the twin's table top. null: the twin's recorded release position
                (a twin built with config.objects has none, so it needs this). Bounds [x, y, z]: [-0.6,-0.6,0] to [0.6,0.6,0.5]
                (m), z above the table top.
    """

    type_: RlPickPlaceObjectiveType
    place_tolerance_m: float | Unset = 0.03
    success_threshold: float | Unset = 0.8
    episode_steps: int | Unset = 500
    target: list[float] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        place_tolerance_m = self.place_tolerance_m

        success_threshold = self.success_threshold

        episode_steps = self.episode_steps

        target: list[float] | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, list):
            target = self.target

        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if place_tolerance_m is not UNSET:
            field_dict["place_tolerance_m"] = place_tolerance_m
        if success_threshold is not UNSET:
            field_dict["success_threshold"] = success_threshold
        if episode_steps is not UNSET:
            field_dict["episode_steps"] = episode_steps
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_rl_pick_place_objective_type(d.pop("type"))

        place_tolerance_m = d.pop("place_tolerance_m", UNSET)

        success_threshold = d.pop("success_threshold", UNSET)

        episode_steps = d.pop("episode_steps", UNSET)

        def _parse_target(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_0 = cast(list[float], data)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        rl_pick_place_objective = cls(
            type_=type_,
            place_tolerance_m=place_tolerance_m,
            success_threshold=success_threshold,
            episode_steps=episode_steps,
            target=target,
        )

        return rl_pick_place_objective
