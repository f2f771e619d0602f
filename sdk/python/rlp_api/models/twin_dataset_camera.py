from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinDatasetCamera")


@_attrs_define
class TwinDatasetCamera:
    """
    Attributes:
        key (str): The dataset camera (`front` for `observation.images.front`); a solved one is the scene camera of that
            name.
        solved (bool): Whether the build found the camera's pose and field of view (the `cameras` stage, the robot as
            the calibration target).
        reason (None | str): Why an unsolved camera is not in the scene; null when solved.
        width (int | None):
        height (int | None):
        check (None | str): Path of its check image (recording | render | overlay), for `/v1/twins/{id}/files/{path}`.
        plate (None | str): Path of its background plate (the scene without the robot).
    """

    key: str
    solved: bool
    reason: None | str
    width: int | None
    height: int | None
    check: None | str
    plate: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        solved = self.solved

        reason: None | str
        reason = self.reason

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        check: None | str
        check = self.check

        plate: None | str
        plate = self.plate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "solved": solved,
                "reason": reason,
                "width": width,
                "height": height,
                "check": check,
                "plate": plate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        solved = d.pop("solved")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_check(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        check = _parse_check(d.pop("check"))

        def _parse_plate(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        plate = _parse_plate(d.pop("plate"))

        twin_dataset_camera = cls(
            key=key,
            solved=solved,
            reason=reason,
            width=width,
            height=height,
            check=check,
            plate=plate,
        )

        twin_dataset_camera.additional_properties = d
        return twin_dataset_camera

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
