from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_validation_object import RlValidationObject, check_rl_validation_object

if TYPE_CHECKING:
    from ..models.rl_task_spec import RlTaskSpec
    from ..models.rl_validation_problems_item import RlValidationProblemsItem
    from ..models.rl_validation_warnings_item import RlValidationWarningsItem


T = TypeVar("T", bound="RlValidation")


@_attrs_define
class RlValidation:
    """
    Attributes:
        object_ (RlValidationObject):
        ok (bool):
        spec (None | RlTaskSpec):
        problems (list[RlValidationProblemsItem]):
        warnings (list[RlValidationWarningsItem]): A valid spec that is unlikely to pass its verdict: a budget
            (`budget.env_steps`) or time limit under what the objective was measured to need (the catalog's
            `min_passing_env_steps`). Empty when none, or when the spec has problems.
    """

    object_: RlValidationObject
    ok: bool
    spec: None | RlTaskSpec
    problems: list[RlValidationProblemsItem]
    warnings: list[RlValidationWarningsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rl_task_spec import RlTaskSpec

        object_: str = self.object_

        ok = self.ok

        spec: dict[str, Any] | None
        if isinstance(self.spec, RlTaskSpec):
            spec = self.spec.to_dict()
        else:
            spec = self.spec

        problems = []
        for problems_item_data in self.problems:
            problems_item = problems_item_data.to_dict()
            problems.append(problems_item)

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "ok": ok,
                "spec": spec,
                "problems": problems,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_task_spec import RlTaskSpec
        from ..models.rl_validation_problems_item import RlValidationProblemsItem
        from ..models.rl_validation_warnings_item import RlValidationWarningsItem

        d = dict(src_dict)
        object_ = check_rl_validation_object(d.pop("object"))

        ok = d.pop("ok")

        def _parse_spec(data: object) -> None | RlTaskSpec:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spec_type_0 = RlTaskSpec.from_dict(data)

                return spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RlTaskSpec, data)

        spec = _parse_spec(d.pop("spec"))

        problems = []
        _problems = d.pop("problems")
        for problems_item_data in _problems:
            problems_item = RlValidationProblemsItem.from_dict(problems_item_data)

            problems.append(problems_item)

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = RlValidationWarningsItem.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        rl_validation = cls(
            object_=object_,
            ok=ok,
            spec=spec,
            problems=problems,
            warnings=warnings,
        )

        rl_validation.additional_properties = d
        return rl_validation

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
