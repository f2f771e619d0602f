from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateTrainingRunsRequestConfigEvaluation")


@_attrs_define
class CreateTrainingRunsRequestConfigEvaluation:
    """The built-in `mlp` only: each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded
    episodes, default 10) and `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties.

        Attributes:
            twin_id (str):
            episodes (int | Unset):  Default: 10.
    """

    twin_id: str
    episodes: int | Unset = 10

    def to_dict(self) -> dict[str, Any]:
        twin_id = self.twin_id

        episodes = self.episodes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "twin_id": twin_id,
            }
        )
        if episodes is not UNSET:
            field_dict["episodes"] = episodes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        twin_id = d.pop("twin_id")

        episodes = d.pop("episodes", UNSET)

        create_training_runs_request_config_evaluation = cls(
            twin_id=twin_id,
            episodes=episodes,
        )

        return create_training_runs_request_config_evaluation
