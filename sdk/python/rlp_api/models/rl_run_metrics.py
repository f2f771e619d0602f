from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rl_run_metrics_reward_terms import RlRunMetricsRewardTerms


T = TypeVar("T", bound="RlRunMetrics")


@_attrs_define
class RlRunMetrics:
    """Live while training (the last rollout): env steps, mean episode return, success rate, reward by term.

    Attributes:
        env_steps (int):
        episode_return (float | None):
        success_rate (float | None):
        reward_terms (RlRunMetricsRewardTerms):
    """

    env_steps: int
    episode_return: float | None
    success_rate: float | None
    reward_terms: RlRunMetricsRewardTerms
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        env_steps = self.env_steps

        episode_return: float | None
        episode_return = self.episode_return

        success_rate: float | None
        success_rate = self.success_rate

        reward_terms = self.reward_terms.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "env_steps": env_steps,
                "episode_return": episode_return,
                "success_rate": success_rate,
                "reward_terms": reward_terms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_run_metrics_reward_terms import RlRunMetricsRewardTerms

        d = dict(src_dict)
        env_steps = d.pop("env_steps")

        def _parse_episode_return(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        episode_return = _parse_episode_return(d.pop("episode_return"))

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        reward_terms = RlRunMetricsRewardTerms.from_dict(d.pop("reward_terms"))

        rl_run_metrics = cls(
            env_steps=env_steps,
            episode_return=episode_return,
            success_rate=success_rate,
            reward_terms=reward_terms,
        )

        rl_run_metrics.additional_properties = d
        return rl_run_metrics

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
