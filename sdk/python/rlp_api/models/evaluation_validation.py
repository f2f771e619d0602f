from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_validation_object import (
    EvaluationValidationObject,
    check_evaluation_validation_object,
)

if TYPE_CHECKING:
    from ..models.evaluation_validation_policy import EvaluationValidationPolicy


T = TypeVar("T", bound="EvaluationValidation")


@_attrs_define
class EvaluationValidation:
    """
    Attributes:
        object_ (EvaluationValidationObject):
        ok (bool):
        policy (EvaluationValidationPolicy):
        twin_id (str):
        episodes (int):
        tokens (int):
        warnings (list[str]):
    """

    object_: EvaluationValidationObject
    ok: bool
    policy: EvaluationValidationPolicy
    twin_id: str
    episodes: int
    tokens: int
    warnings: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        ok = self.ok

        policy = self.policy.to_dict()

        twin_id = self.twin_id

        episodes = self.episodes

        tokens = self.tokens

        warnings = self.warnings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "ok": ok,
                "policy": policy,
                "twin_id": twin_id,
                "episodes": episodes,
                "tokens": tokens,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_validation_policy import EvaluationValidationPolicy

        d = dict(src_dict)
        object_ = check_evaluation_validation_object(d.pop("object"))

        ok = d.pop("ok")

        policy = EvaluationValidationPolicy.from_dict(d.pop("policy"))

        twin_id = d.pop("twin_id")

        episodes = d.pop("episodes")

        tokens = d.pop("tokens")

        warnings = cast(list[str], d.pop("warnings"))

        evaluation_validation = cls(
            object_=object_,
            ok=ok,
            policy=policy,
            twin_id=twin_id,
            episodes=episodes,
            tokens=tokens,
            warnings=warnings,
        )

        evaluation_validation.additional_properties = d
        return evaluation_validation

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
