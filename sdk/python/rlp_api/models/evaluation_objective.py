from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.evaluation_objective_name import (
    EvaluationObjectiveName,
    check_evaluation_objective_name,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.evaluation_objective_parameters import EvaluationObjectiveParameters


T = TypeVar("T", bound="EvaluationObjective")


@_attrs_define
class EvaluationObjective:
    """Default `{"name": "pick_place"}`.

    Attributes:
        name (EvaluationObjectiveName): The RL objectives’ own success tests: pick_place (the twin’s object lifted 2 cm
            and ending within the tolerance of the place target), reach.
        parameters (EvaluationObjectiveParameters | Unset): The objective’s parameters as an RL run’s spec takes them
            (`episode_steps`, `place_tolerance_m`, …); the job checks them.
    """

    name: EvaluationObjectiveName
    parameters: EvaluationObjectiveParameters | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: str = self.name

        parameters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.parameters, Unset):
            parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if parameters is not UNSET:
            field_dict["parameters"] = parameters

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_objective_parameters import (
            EvaluationObjectiveParameters,
        )

        d = dict(src_dict)
        name = check_evaluation_objective_name(d.pop("name"))

        _parameters = d.pop("parameters", UNSET)
        parameters: EvaluationObjectiveParameters | Unset
        if isinstance(_parameters, Unset):
            parameters = UNSET
        else:
            parameters = EvaluationObjectiveParameters.from_dict(_parameters)

        evaluation_objective = cls(
            name=name,
            parameters=parameters,
        )

        return evaluation_objective
