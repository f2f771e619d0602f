from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_catalog_object import RlCatalogObject, check_rl_catalog_object

if TYPE_CHECKING:
    from ..models.rl_catalog_budget import RlCatalogBudget
    from ..models.rl_catalog_engines_item import RlCatalogEnginesItem
    from ..models.rl_catalog_hardware_tiers_item import RlCatalogHardwareTiersItem
    from ..models.rl_catalog_objectives_item import RlCatalogObjectivesItem
    from ..models.rl_catalog_robots_item import RlCatalogRobotsItem


T = TypeVar("T", bound="RlCatalog")


@_attrs_define
class RlCatalog:
    """
    Attributes:
        object_ (RlCatalogObject):
        robots (list[RlCatalogRobotsItem]):
        objectives (list[RlCatalogObjectivesItem]):
        budget (RlCatalogBudget):
        max_seeds (int):
        hardware_tiers (list[RlCatalogHardwareTiersItem]):
        engines (list[RlCatalogEnginesItem]):
    """

    object_: RlCatalogObject
    robots: list[RlCatalogRobotsItem]
    objectives: list[RlCatalogObjectivesItem]
    budget: RlCatalogBudget
    max_seeds: int
    hardware_tiers: list[RlCatalogHardwareTiersItem]
    engines: list[RlCatalogEnginesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        robots = []
        for robots_item_data in self.robots:
            robots_item = robots_item_data.to_dict()
            robots.append(robots_item)

        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)

        budget = self.budget.to_dict()

        max_seeds = self.max_seeds

        hardware_tiers = []
        for hardware_tiers_item_data in self.hardware_tiers:
            hardware_tiers_item = hardware_tiers_item_data.to_dict()
            hardware_tiers.append(hardware_tiers_item)

        engines = []
        for engines_item_data in self.engines:
            engines_item = engines_item_data.to_dict()
            engines.append(engines_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "robots": robots,
                "objectives": objectives,
                "budget": budget,
                "max_seeds": max_seeds,
                "hardware_tiers": hardware_tiers,
                "engines": engines,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_catalog_budget import RlCatalogBudget
        from ..models.rl_catalog_engines_item import RlCatalogEnginesItem
        from ..models.rl_catalog_hardware_tiers_item import RlCatalogHardwareTiersItem
        from ..models.rl_catalog_objectives_item import RlCatalogObjectivesItem
        from ..models.rl_catalog_robots_item import RlCatalogRobotsItem

        d = dict(src_dict)
        object_ = check_rl_catalog_object(d.pop("object"))

        robots = []
        _robots = d.pop("robots")
        for robots_item_data in _robots:
            robots_item = RlCatalogRobotsItem.from_dict(robots_item_data)

            robots.append(robots_item)

        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in _objectives:
            objectives_item = RlCatalogObjectivesItem.from_dict(objectives_item_data)

            objectives.append(objectives_item)

        budget = RlCatalogBudget.from_dict(d.pop("budget"))

        max_seeds = d.pop("max_seeds")

        hardware_tiers = []
        _hardware_tiers = d.pop("hardware_tiers")
        for hardware_tiers_item_data in _hardware_tiers:
            hardware_tiers_item = RlCatalogHardwareTiersItem.from_dict(
                hardware_tiers_item_data
            )

            hardware_tiers.append(hardware_tiers_item)

        engines = []
        _engines = d.pop("engines")
        for engines_item_data in _engines:
            engines_item = RlCatalogEnginesItem.from_dict(engines_item_data)

            engines.append(engines_item)

        rl_catalog = cls(
            object_=object_,
            robots=robots,
            objectives=objectives,
            budget=budget,
            max_seeds=max_seeds,
            hardware_tiers=hardware_tiers,
            engines=engines,
        )

        rl_catalog.additional_properties = d
        return rl_catalog

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
