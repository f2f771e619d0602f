from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rl_task_spec import RlTaskSpec


T = TypeVar("T", bound="RlSpecRequest")


@_attrs_define
class RlSpecRequest:
    """
    Attributes:
        spec (RlTaskSpec): Defaults and bounds as GET /v1/rl_runs/catalog lists them. Example: {'robot': 'so101',
            'objective': {'type': 'reach', 'success_distance_m': 0.02}}.
    """

    spec: RlTaskSpec

    def to_dict(self) -> dict[str, Any]:
        spec = self.spec.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spec": spec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_task_spec import RlTaskSpec

        d = dict(src_dict)
        spec = RlTaskSpec.from_dict(d.pop("spec"))

        rl_spec_request = cls(
            spec=spec,
        )

        return rl_spec_request
