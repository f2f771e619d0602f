from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.training_run_config_evaluation import TrainingRunConfigEvaluation


T = TypeVar("T", bound="TrainingRunConfig")


@_attrs_define
class TrainingRunConfig:
    """
    Attributes:
        steps (int):
        batch_size (int):
        save_freq (int):
        eval_enabled (bool):
        evaluation (TrainingRunConfigEvaluation | Unset):
    """

    steps: int
    batch_size: int
    save_freq: int
    eval_enabled: bool
    evaluation: TrainingRunConfigEvaluation | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        steps = self.steps

        batch_size = self.batch_size

        save_freq = self.save_freq

        eval_enabled = self.eval_enabled

        evaluation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.evaluation, Unset):
            evaluation = self.evaluation.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "steps": steps,
                "batch_size": batch_size,
                "save_freq": save_freq,
                "eval_enabled": eval_enabled,
            }
        )
        if evaluation is not UNSET:
            field_dict["evaluation"] = evaluation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_run_config_evaluation import TrainingRunConfigEvaluation

        d = dict(src_dict)
        steps = d.pop("steps")

        batch_size = d.pop("batch_size")

        save_freq = d.pop("save_freq")

        eval_enabled = d.pop("eval_enabled")

        _evaluation = d.pop("evaluation", UNSET)
        evaluation: TrainingRunConfigEvaluation | Unset
        if isinstance(_evaluation, Unset):
            evaluation = UNSET
        else:
            evaluation = TrainingRunConfigEvaluation.from_dict(_evaluation)

        training_run_config = cls(
            steps=steps,
            batch_size=batch_size,
            save_freq=save_freq,
            eval_enabled=eval_enabled,
            evaluation=evaluation,
        )

        training_run_config.additional_properties = d
        return training_run_config

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
