from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TrainingRunMetrics")


@_attrs_define
class TrainingRunMetrics:
    """
    Attributes:
        loss (float | None):
        step (int | None):
        max_steps (int | None):
    """

    loss: float | None
    step: int | None
    max_steps: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        loss: float | None
        loss = self.loss

        step: int | None
        step = self.step

        max_steps: int | None
        max_steps = self.max_steps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "loss": loss,
                "step": step,
                "max_steps": max_steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        loss = _parse_loss(d.pop("loss"))

        def _parse_step(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        step = _parse_step(d.pop("step"))

        def _parse_max_steps(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_steps = _parse_max_steps(d.pop("max_steps"))

        training_run_metrics = cls(
            loss=loss,
            step=step,
            max_steps=max_steps,
        )

        training_run_metrics.additional_properties = d
        return training_run_metrics

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
