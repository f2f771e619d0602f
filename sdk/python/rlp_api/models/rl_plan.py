from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_plan_object import RlPlanObject, check_rl_plan_object

if TYPE_CHECKING:
    from ..models.rl_plan_spec import RlPlanSpec


T = TypeVar("T", bound="RlPlan")


@_attrs_define
class RlPlan:
    """
    Attributes:
        object_ (RlPlanObject):
        spec (RlPlanSpec): A draft: validate it (it may name what the description left unclear).
        seeds (int):
        reason (str):
        unmapped (list[str]):
    """

    object_: RlPlanObject
    spec: RlPlanSpec
    seeds: int
    reason: str
    unmapped: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        spec = self.spec.to_dict()

        seeds = self.seeds

        reason = self.reason

        unmapped = self.unmapped

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "spec": spec,
                "seeds": seeds,
                "reason": reason,
                "unmapped": unmapped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_plan_spec import RlPlanSpec

        d = dict(src_dict)
        object_ = check_rl_plan_object(d.pop("object"))

        spec = RlPlanSpec.from_dict(d.pop("spec"))

        seeds = d.pop("seeds")

        reason = d.pop("reason")

        unmapped = cast(list[str], d.pop("unmapped"))

        rl_plan = cls(
            object_=object_,
            spec=spec,
            seeds=seeds,
            reason=reason,
            unmapped=unmapped,
        )

        rl_plan.additional_properties = d
        return rl_plan

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
