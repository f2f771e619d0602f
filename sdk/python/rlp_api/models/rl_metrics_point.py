from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_metrics_point_object import (
    RlMetricsPointObject,
    check_rl_metrics_point_object,
)

if TYPE_CHECKING:
    from ..models.rl_metrics_point_reward_terms import RlMetricsPointRewardTerms


T = TypeVar("T", bound="RlMetricsPoint")


@_attrs_define
class RlMetricsPoint:
    """
    Attributes:
        object_ (RlMetricsPointObject):
        env_steps (int):
        wall_seconds (float):
        mean_return (float | None):
        success_rate (float | None):
        reward_terms (RlMetricsPointRewardTerms):
        episodes (int):
    """

    object_: RlMetricsPointObject
    env_steps: int
    wall_seconds: float
    mean_return: float | None
    success_rate: float | None
    reward_terms: RlMetricsPointRewardTerms
    episodes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        env_steps = self.env_steps

        wall_seconds = self.wall_seconds

        mean_return: float | None
        mean_return = self.mean_return

        success_rate: float | None
        success_rate = self.success_rate

        reward_terms = self.reward_terms.to_dict()

        episodes = self.episodes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "env_steps": env_steps,
                "wall_seconds": wall_seconds,
                "mean_return": mean_return,
                "success_rate": success_rate,
                "reward_terms": reward_terms,
                "episodes": episodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_metrics_point_reward_terms import RlMetricsPointRewardTerms

        d = dict(src_dict)
        object_ = check_rl_metrics_point_object(d.pop("object"))

        env_steps = d.pop("env_steps")

        wall_seconds = d.pop("wall_seconds")

        def _parse_mean_return(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_return = _parse_mean_return(d.pop("mean_return"))

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        reward_terms = RlMetricsPointRewardTerms.from_dict(d.pop("reward_terms"))

        episodes = d.pop("episodes")

        rl_metrics_point = cls(
            object_=object_,
            env_steps=env_steps,
            wall_seconds=wall_seconds,
            mean_return=mean_return,
            success_rate=success_rate,
            reward_terms=reward_terms,
            episodes=episodes,
        )

        rl_metrics_point.additional_properties = d
        return rl_metrics_point

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
