from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.evaluation_objective_view_parameters import (
        EvaluationObjectiveViewParameters,
    )


T = TypeVar("T", bound="EvaluationObjectiveView")


@_attrs_define
class EvaluationObjectiveView:
    """
    Attributes:
        name (str):
        parameters (EvaluationObjectiveViewParameters):
    """

    name: str
    parameters: EvaluationObjectiveViewParameters
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "parameters": parameters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_objective_view_parameters import (
            EvaluationObjectiveViewParameters,
        )

        d = dict(src_dict)
        name = d.pop("name")

        parameters = EvaluationObjectiveViewParameters.from_dict(d.pop("parameters"))

        evaluation_objective_view = cls(
            name=name,
            parameters=parameters,
        )

        evaluation_objective_view.additional_properties = d
        return evaluation_objective_view

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
