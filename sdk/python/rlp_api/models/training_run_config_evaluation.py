from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrainingRunConfigEvaluation")


@_attrs_define
class TrainingRunConfigEvaluation:
    """
    Attributes:
        twin_id (str):
        episodes (int):
        episode_steps (int | Unset):
    """

    twin_id: str
    episodes: int
    episode_steps: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        twin_id = self.twin_id

        episodes = self.episodes

        episode_steps = self.episode_steps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "twin_id": twin_id,
                "episodes": episodes,
            }
        )
        if episode_steps is not UNSET:
            field_dict["episode_steps"] = episode_steps

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        twin_id = d.pop("twin_id")

        episodes = d.pop("episodes")

        episode_steps = d.pop("episode_steps", UNSET)

        training_run_config_evaluation = cls(
            twin_id=twin_id,
            episodes=episodes,
            episode_steps=episode_steps,
        )

        training_run_config_evaluation.additional_properties = d
        return training_run_config_evaluation

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
