from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rl_task_spec import RlTaskSpec


T = TypeVar("T", bound="RlEstimateRequest")


@_attrs_define
class RlEstimateRequest:
    """
    Attributes:
        spec (RlTaskSpec): Defaults and bounds as GET /v1/rl_runs/catalog lists them. Example: {'robot': 'so101',
            'objective': {'type': 'reach', 'success_distance_m': 0.02}}.
        seeds (int | list[float] | Unset): A number of runs 1..8, or their seeds as a list. Default: 1.
    """

    spec: RlTaskSpec
    seeds: int | list[float] | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        spec = self.spec.to_dict()

        seeds: int | list[float] | Unset
        if isinstance(self.seeds, Unset):
            seeds = UNSET
        elif isinstance(self.seeds, list):
            seeds = self.seeds

        else:
            seeds = self.seeds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spec": spec,
            }
        )
        if seeds is not UNSET:
            field_dict["seeds"] = seeds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_task_spec import RlTaskSpec

        d = dict(src_dict)
        spec = RlTaskSpec.from_dict(d.pop("spec"))

        def _parse_seeds(data: object) -> int | list[float] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seeds_type_1 = cast(list[float], data)

                return seeds_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[float] | Unset, data)

        seeds = _parse_seeds(d.pop("seeds", UNSET))

        rl_estimate_request = cls(
            spec=spec,
            seeds=seeds,
        )

        return rl_estimate_request
