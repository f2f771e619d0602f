from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_estimate_object import RlEstimateObject, check_rl_estimate_object

if TYPE_CHECKING:
    from ..models.rl_estimate_assumptions import RlEstimateAssumptions
    from ..models.rl_estimate_warnings_item import RlEstimateWarningsItem


T = TypeVar("T", bound="RlEstimate")


@_attrs_define
class RlEstimate:
    """
    Attributes:
        object_ (RlEstimateObject):
        seeds (int):
        minutes_per_run (float):
        minutes_total (float):
        tokens_per_run (int):
        tokens (int):
        assumptions (RlEstimateAssumptions):
        warnings (list[RlEstimateWarningsItem]): As validate gives them: a budget under what the objective was measured
            to need to pass.
    """

    object_: RlEstimateObject
    seeds: int
    minutes_per_run: float
    minutes_total: float
    tokens_per_run: int
    tokens: int
    assumptions: RlEstimateAssumptions
    warnings: list[RlEstimateWarningsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        seeds = self.seeds

        minutes_per_run = self.minutes_per_run

        minutes_total = self.minutes_total

        tokens_per_run = self.tokens_per_run

        tokens = self.tokens

        assumptions = self.assumptions.to_dict()

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "seeds": seeds,
                "minutes_per_run": minutes_per_run,
                "minutes_total": minutes_total,
                "tokens_per_run": tokens_per_run,
                "tokens": tokens,
                "assumptions": assumptions,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_estimate_assumptions import RlEstimateAssumptions
        from ..models.rl_estimate_warnings_item import RlEstimateWarningsItem

        d = dict(src_dict)
        object_ = check_rl_estimate_object(d.pop("object"))

        seeds = d.pop("seeds")

        minutes_per_run = d.pop("minutes_per_run")

        minutes_total = d.pop("minutes_total")

        tokens_per_run = d.pop("tokens_per_run")

        tokens = d.pop("tokens")

        assumptions = RlEstimateAssumptions.from_dict(d.pop("assumptions"))

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = RlEstimateWarningsItem.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        rl_estimate = cls(
            object_=object_,
            seeds=seeds,
            minutes_per_run=minutes_per_run,
            minutes_total=minutes_total,
            tokens_per_run=tokens_per_run,
            tokens=tokens,
            assumptions=assumptions,
            warnings=warnings,
        )

        rl_estimate.additional_properties = d
        return rl_estimate

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
