from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinValidationRobotModel")


@_attrs_define
class TwinValidationRobotModel:
    """
    Attributes:
        robot (None | str):
        available (bool):
        reason (None | str):
        license_ (None | str):
    """

    robot: None | str
    available: bool
    reason: None | str
    license_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        robot: None | str
        robot = self.robot

        available = self.available

        reason: None | str
        reason = self.reason

        license_: None | str
        license_ = self.license_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "robot": robot,
                "available": available,
                "reason": reason,
                "license": license_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_robot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        robot = _parse_robot(d.pop("robot"))

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_license_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        license_ = _parse_license_(d.pop("license"))

        twin_validation_robot_model = cls(
            robot=robot,
            available=available,
            reason=reason,
            license_=license_,
        )

        twin_validation_robot_model.additional_properties = d
        return twin_validation_robot_model

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
