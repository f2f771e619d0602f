from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.twin_catalog_object import TwinCatalogObject, check_twin_catalog_object

if TYPE_CHECKING:
    from ..models.twin_catalog_engines_item import TwinCatalogEnginesItem
    from ..models.twin_catalog_robots_item import TwinCatalogRobotsItem


T = TypeVar("T", bound="TwinCatalog")


@_attrs_define
class TwinCatalog:
    """
    Attributes:
        object_ (TwinCatalogObject):
        engines (list[TwinCatalogEnginesItem]):
        robots (list[TwinCatalogRobotsItem]):
    """

    object_: TwinCatalogObject
    engines: list[TwinCatalogEnginesItem]
    robots: list[TwinCatalogRobotsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        engines = []
        for engines_item_data in self.engines:
            engines_item = engines_item_data.to_dict()
            engines.append(engines_item)

        robots = []
        for robots_item_data in self.robots:
            robots_item = robots_item_data.to_dict()
            robots.append(robots_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "engines": engines,
                "robots": robots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_catalog_engines_item import TwinCatalogEnginesItem
        from ..models.twin_catalog_robots_item import TwinCatalogRobotsItem

        d = dict(src_dict)
        object_ = check_twin_catalog_object(d.pop("object"))

        engines = []
        _engines = d.pop("engines")
        for engines_item_data in _engines:
            engines_item = TwinCatalogEnginesItem.from_dict(engines_item_data)

            engines.append(engines_item)

        robots = []
        _robots = d.pop("robots")
        for robots_item_data in _robots:
            robots_item = TwinCatalogRobotsItem.from_dict(robots_item_data)

            robots.append(robots_item)

        twin_catalog = cls(
            object_=object_,
            engines=engines,
            robots=robots,
        )

        twin_catalog.additional_properties = d
        return twin_catalog

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
