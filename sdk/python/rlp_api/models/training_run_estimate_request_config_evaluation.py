from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrainingRunEstimateRequestConfigEvaluation")


@_attrs_define
class TrainingRunEstimateRequestConfigEvaluation:
    """Each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded episodes, default 10) and
    `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's
    `act` and `diffusion`; a LeRobot policy reads every camera of the dataset, so the twin must have solved each (400
    `config.evaluation.twin_id` naming the camera otherwise). Vision-language-action policies cannot be evaluated (400
    `config.evaluation`).

        Attributes:
            twin_id (str):
            episodes (int | Unset):  Default: 10.
            episode_steps (int | Unset): Control steps per episode (50 Hz), 20..1000; default pick_place's 500. A LeRobot
                policy runs about 1–2 steps a second on a CPU.
    """

    twin_id: str
    episodes: int | Unset = 10
    episode_steps: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        twin_id = self.twin_id

        episodes = self.episodes

        episode_steps = self.episode_steps

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "twin_id": twin_id,
            }
        )
        if episodes is not UNSET:
            field_dict["episodes"] = episodes
        if episode_steps is not UNSET:
            field_dict["episode_steps"] = episode_steps

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        twin_id = d.pop("twin_id")

        episodes = d.pop("episodes", UNSET)

        episode_steps = d.pop("episode_steps", UNSET)

        training_run_estimate_request_config_evaluation = cls(
            twin_id=twin_id,
            episodes=episodes,
            episode_steps=episode_steps,
        )

        return training_run_estimate_request_config_evaluation
