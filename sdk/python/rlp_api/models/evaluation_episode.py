from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_episode_object import (
    EvaluationEpisodeObject,
    check_evaluation_episode_object,
)

if TYPE_CHECKING:
    from ..models.evaluation_episode_start import EvaluationEpisodeStart


T = TypeVar("T", bound="EvaluationEpisode")


@_attrs_define
class EvaluationEpisode:
    """
    Attributes:
        object_ (EvaluationEpisodeObject):
        index (int):
        seed (int):
        success (bool):
        lift_m (float | None):
        place_error_m (float | None):
        steps (int):
        failure_mode (None | str):
        grasped (bool | None):
        start (EvaluationEpisodeStart):
    """

    object_: EvaluationEpisodeObject
    index: int
    seed: int
    success: bool
    lift_m: float | None
    place_error_m: float | None
    steps: int
    failure_mode: None | str
    grasped: bool | None
    start: EvaluationEpisodeStart
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        index = self.index

        seed = self.seed

        success = self.success

        lift_m: float | None
        lift_m = self.lift_m

        place_error_m: float | None
        place_error_m = self.place_error_m

        steps = self.steps

        failure_mode: None | str
        failure_mode = self.failure_mode

        grasped: bool | None
        grasped = self.grasped

        start = self.start.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "index": index,
                "seed": seed,
                "success": success,
                "lift_m": lift_m,
                "place_error_m": place_error_m,
                "steps": steps,
                "failure_mode": failure_mode,
                "grasped": grasped,
                "start": start,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_episode_start import EvaluationEpisodeStart

        d = dict(src_dict)
        object_ = check_evaluation_episode_object(d.pop("object"))

        index = d.pop("index")

        seed = d.pop("seed")

        success = d.pop("success")

        def _parse_lift_m(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        lift_m = _parse_lift_m(d.pop("lift_m"))

        def _parse_place_error_m(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        place_error_m = _parse_place_error_m(d.pop("place_error_m"))

        steps = d.pop("steps")

        def _parse_failure_mode(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_mode = _parse_failure_mode(d.pop("failure_mode"))

        def _parse_grasped(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        grasped = _parse_grasped(d.pop("grasped"))

        start = EvaluationEpisodeStart.from_dict(d.pop("start"))

        evaluation_episode = cls(
            object_=object_,
            index=index,
            seed=seed,
            success=success,
            lift_m=lift_m,
            place_error_m=place_error_m,
            steps=steps,
            failure_mode=failure_mode,
            grasped=grasped,
            start=start,
        )

        evaluation_episode.additional_properties = d
        return evaluation_episode

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
