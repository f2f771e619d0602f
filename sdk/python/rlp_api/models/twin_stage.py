from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinStage")


@_attrs_define
class TwinStage:
    """
    Attributes:
        stage (str): check, kinematics, objects, calibrate, cameras, scene, validate, package
        ok (bool):
        attempts (int): Times this stage ran; a resumed build does not run a finished stage again.
        seconds (float):
        measurement (str):
    """

    stage: str
    ok: bool
    attempts: int
    seconds: float
    measurement: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stage = self.stage

        ok = self.ok

        attempts = self.attempts

        seconds = self.seconds

        measurement = self.measurement

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stage": stage,
                "ok": ok,
                "attempts": attempts,
                "seconds": seconds,
                "measurement": measurement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stage = d.pop("stage")

        ok = d.pop("ok")

        attempts = d.pop("attempts")

        seconds = d.pop("seconds")

        measurement = d.pop("measurement")

        twin_stage = cls(
            stage=stage,
            ok=ok,
            attempts=attempts,
            seconds=seconds,
            measurement=measurement,
        )

        twin_stage.additional_properties = d
        return twin_stage

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
