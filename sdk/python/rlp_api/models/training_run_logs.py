from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_run_logs_object import (
    TrainingRunLogsObject,
    check_training_run_logs_object,
)

T = TypeVar("T", bound="TrainingRunLogs")


@_attrs_define
class TrainingRunLogs:
    """
    Attributes:
        id (str):
        object_ (TrainingRunLogsObject):
        lines (list[str]):
        tail (int):
    """

    id: str
    object_: TrainingRunLogsObject
    lines: list[str]
    tail: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_: str = self.object_

        lines = self.lines

        tail = self.tail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "lines": lines,
                "tail": tail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_training_run_logs_object(d.pop("object"))

        lines = cast(list[str], d.pop("lines"))

        tail = d.pop("tail")

        training_run_logs = cls(
            id=id,
            object_=object_,
            lines=lines,
            tail=tail,
        )

        training_run_logs.additional_properties = d
        return training_run_logs

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
