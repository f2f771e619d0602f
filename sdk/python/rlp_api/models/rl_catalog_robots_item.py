from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rl_catalog_robots_item_action_space import (
        RlCatalogRobotsItemActionSpace,
    )


T = TypeVar("T", bound="RlCatalogRobotsItem")


@_attrs_define
class RlCatalogRobotsItem:
    """
    Attributes:
        robot (str):
        available (bool):
        reason (None | str):
        joints (list[str]):
        action_space (RlCatalogRobotsItemActionSpace):
        license_ (None | str):
    """

    robot: str
    available: bool
    reason: None | str
    joints: list[str]
    action_space: RlCatalogRobotsItemActionSpace
    license_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        robot = self.robot

        available = self.available

        reason: None | str
        reason = self.reason

        joints = self.joints

        action_space = self.action_space.to_dict()

        license_: None | str
        license_ = self.license_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "robot": robot,
                "available": available,
                "reason": reason,
                "joints": joints,
                "action_space": action_space,
                "license": license_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_catalog_robots_item_action_space import (
            RlCatalogRobotsItemActionSpace,
        )

        d = dict(src_dict)
        robot = d.pop("robot")

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        joints = cast(list[str], d.pop("joints"))

        action_space = RlCatalogRobotsItemActionSpace.from_dict(d.pop("action_space"))

        def _parse_license_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        license_ = _parse_license_(d.pop("license"))

        rl_catalog_robots_item = cls(
            robot=robot,
            available=available,
            reason=reason,
            joints=joints,
            action_space=action_space,
            license_=license_,
        )

        rl_catalog_robots_item.additional_properties = d
        return rl_catalog_robots_item

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
