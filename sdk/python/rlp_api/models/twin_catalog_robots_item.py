from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinCatalogRobotsItem")


@_attrs_define
class TwinCatalogRobotsItem:
    """
    Attributes:
        robot (str):
        available (bool):
        reason (None | str):
        robot_types (list[str]):
        license_ (None | str):
        joints (list[str]):
    """

    robot: str
    available: bool
    reason: None | str
    robot_types: list[str]
    license_: None | str
    joints: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        robot = self.robot

        available = self.available

        reason: None | str
        reason = self.reason

        robot_types = self.robot_types

        license_: None | str
        license_ = self.license_

        joints = self.joints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "robot": robot,
                "available": available,
                "reason": reason,
                "robot_types": robot_types,
                "license": license_,
                "joints": joints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        robot = d.pop("robot")

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        robot_types = cast(list[str], d.pop("robot_types"))

        def _parse_license_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        license_ = _parse_license_(d.pop("license"))

        joints = cast(list[str], d.pop("joints"))

        twin_catalog_robots_item = cls(
            robot=robot,
            available=available,
            reason=reason,
            robot_types=robot_types,
            license_=license_,
            joints=joints,
        )

        twin_catalog_robots_item.additional_properties = d
        return twin_catalog_robots_item

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
