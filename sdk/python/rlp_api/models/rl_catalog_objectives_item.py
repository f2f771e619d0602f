from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rl_catalog_objectives_item_parameters import (
        RlCatalogObjectivesItemParameters,
    )
    from ..models.rl_catalog_objectives_item_point_parameters import (
        RlCatalogObjectivesItemPointParameters,
    )


T = TypeVar("T", bound="RlCatalogObjectivesItem")


@_attrs_define
class RlCatalogObjectivesItem:
    """
    Attributes:
        type_ (str):
        description (str):
        success_threshold (float):
        reward_terms (list[str]):
        needs_twin (bool):
        available (bool):
        reason (None | str):
        parameters (RlCatalogObjectivesItemParameters):
        point_parameters (RlCatalogObjectivesItemPointParameters): Parameters that are points, e.g. pick_place `target`.
        default_env_steps (int):
        min_passing_env_steps (int): The smallest `budget.env_steps` this objective has been measured to pass its
            verdict with on the CPU engine; validate and estimate warn under it.
    """

    type_: str
    description: str
    success_threshold: float
    reward_terms: list[str]
    needs_twin: bool
    available: bool
    reason: None | str
    parameters: RlCatalogObjectivesItemParameters
    point_parameters: RlCatalogObjectivesItemPointParameters
    default_env_steps: int
    min_passing_env_steps: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        description = self.description

        success_threshold = self.success_threshold

        reward_terms = self.reward_terms

        needs_twin = self.needs_twin

        available = self.available

        reason: None | str
        reason = self.reason

        parameters = self.parameters.to_dict()

        point_parameters = self.point_parameters.to_dict()

        default_env_steps = self.default_env_steps

        min_passing_env_steps = self.min_passing_env_steps

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "description": description,
                "success_threshold": success_threshold,
                "reward_terms": reward_terms,
                "needs_twin": needs_twin,
                "available": available,
                "reason": reason,
                "parameters": parameters,
                "point_parameters": point_parameters,
                "default_env_steps": default_env_steps,
                "min_passing_env_steps": min_passing_env_steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_catalog_objectives_item_parameters import (
            RlCatalogObjectivesItemParameters,
        )
        from ..models.rl_catalog_objectives_item_point_parameters import (
            RlCatalogObjectivesItemPointParameters,
        )

        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        success_threshold = d.pop("success_threshold")

        reward_terms = cast(list[str], d.pop("reward_terms"))

        needs_twin = d.pop("needs_twin")

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        parameters = RlCatalogObjectivesItemParameters.from_dict(d.pop("parameters"))

        point_parameters = RlCatalogObjectivesItemPointParameters.from_dict(
            d.pop("point_parameters")
        )

        default_env_steps = d.pop("default_env_steps")

        min_passing_env_steps = d.pop("min_passing_env_steps")

        rl_catalog_objectives_item = cls(
            type_=type_,
            description=description,
            success_threshold=success_threshold,
            reward_terms=reward_terms,
            needs_twin=needs_twin,
            available=available,
            reason=reason,
            parameters=parameters,
            point_parameters=point_parameters,
            default_env_steps=default_env_steps,
            min_passing_env_steps=min_passing_env_steps,
        )

        rl_catalog_objectives_item.additional_properties = d
        return rl_catalog_objectives_item

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
