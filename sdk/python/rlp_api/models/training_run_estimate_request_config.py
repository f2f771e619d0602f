from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.training_run_estimate_request_config_evaluation import (
        TrainingRunEstimateRequestConfigEvaluation,
    )


T = TypeVar("T", bound="TrainingRunEstimateRequestConfig")


@_attrs_define
class TrainingRunEstimateRequestConfig:
    """Defaults per policy: `default_steps`, `default_batch_size`; `save_freq` a fifth of the steps; `eval_enabled` true.

    Attributes:
        steps (int | Unset):
        batch_size (int | Unset):
        save_freq (int | Unset):
        eval_enabled (bool | Unset):
        evaluation (TrainingRunEstimateRequestConfigEvaluation | Unset): Each saved checkpoint is evaluated closed loop
            in this twin (pick_place, `episodes` seeded episodes, default 10) and `eval.best_checkpoint` is chosen by
            success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's `act` and `diffusion`; a LeRobot
            policy reads every camera of the dataset, so the twin must have solved each (400 `config.evaluation.twin_id`
            naming the camera otherwise). Vision-language-action policies cannot be evaluated (400 `config.evaluation`).
    """

    steps: int | Unset = UNSET
    batch_size: int | Unset = UNSET
    save_freq: int | Unset = UNSET
    eval_enabled: bool | Unset = UNSET
    evaluation: TrainingRunEstimateRequestConfigEvaluation | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        steps = self.steps

        batch_size = self.batch_size

        save_freq = self.save_freq

        eval_enabled = self.eval_enabled

        evaluation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.evaluation, Unset):
            evaluation = self.evaluation.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if steps is not UNSET:
            field_dict["steps"] = steps
        if batch_size is not UNSET:
            field_dict["batch_size"] = batch_size
        if save_freq is not UNSET:
            field_dict["save_freq"] = save_freq
        if eval_enabled is not UNSET:
            field_dict["eval_enabled"] = eval_enabled
        if evaluation is not UNSET:
            field_dict["evaluation"] = evaluation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_run_estimate_request_config_evaluation import (
            TrainingRunEstimateRequestConfigEvaluation,
        )

        d = dict(src_dict)
        steps = d.pop("steps", UNSET)

        batch_size = d.pop("batch_size", UNSET)

        save_freq = d.pop("save_freq", UNSET)

        eval_enabled = d.pop("eval_enabled", UNSET)

        _evaluation = d.pop("evaluation", UNSET)
        evaluation: TrainingRunEstimateRequestConfigEvaluation | Unset
        if isinstance(_evaluation, Unset):
            evaluation = UNSET
        else:
            evaluation = TrainingRunEstimateRequestConfigEvaluation.from_dict(
                _evaluation
            )

        training_run_estimate_request_config = cls(
            steps=steps,
            batch_size=batch_size,
            save_freq=save_freq,
            eval_enabled=eval_enabled,
            evaluation=evaluation,
        )

        return training_run_estimate_request_config
