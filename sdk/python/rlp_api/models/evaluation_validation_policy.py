from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_validation_policy_kind import (
    EvaluationValidationPolicyKind,
    check_evaluation_validation_policy_kind,
)
from ..models.evaluation_validation_policy_type import (
    EvaluationValidationPolicyType,
    check_evaluation_validation_policy_type,
)

T = TypeVar("T", bound="EvaluationValidationPolicy")


@_attrs_define
class EvaluationValidationPolicy:
    """
    Attributes:
        type_ (EvaluationValidationPolicyType):
        run_id (str):
        checkpoint (str):
        kind (EvaluationValidationPolicyKind):
    """

    type_: EvaluationValidationPolicyType
    run_id: str
    checkpoint: str
    kind: EvaluationValidationPolicyKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        run_id = self.run_id

        checkpoint = self.checkpoint

        kind: str = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "run_id": run_id,
                "checkpoint": checkpoint,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_evaluation_validation_policy_type(d.pop("type"))

        run_id = d.pop("run_id")

        checkpoint = d.pop("checkpoint")

        kind = check_evaluation_validation_policy_kind(d.pop("kind"))

        evaluation_validation_policy = cls(
            type_=type_,
            run_id=run_id,
            checkpoint=checkpoint,
            kind=kind,
        )

        evaluation_validation_policy.additional_properties = d
        return evaluation_validation_policy

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
