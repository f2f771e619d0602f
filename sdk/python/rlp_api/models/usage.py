from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usage_object import UsageObject, check_usage_object

if TYPE_CHECKING:
    from ..models.usage_record import UsageRecord


T = TypeVar("T", bound="Usage")


@_attrs_define
class Usage:
    """
    Attributes:
        object_ (UsageObject):
        start (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        end (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        charged (int):
        refunded (int):
        net (int):
        granted (int):
        data (list[UsageRecord]):
    """

    object_: UsageObject
    start: datetime.datetime
    end: datetime.datetime
    charged: int
    refunded: int
    net: int
    granted: int
    data: list[UsageRecord]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        start = self.start.isoformat()

        end = self.end.isoformat()

        charged = self.charged

        refunded = self.refunded

        net = self.net

        granted = self.granted

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "start": start,
                "end": end,
                "charged": charged,
                "refunded": refunded,
                "net": net,
                "granted": granted,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.usage_record import UsageRecord

        d = dict(src_dict)
        object_ = check_usage_object(d.pop("object"))

        start = datetime.datetime.fromisoformat(d.pop("start"))

        end = datetime.datetime.fromisoformat(d.pop("end"))

        charged = d.pop("charged")

        refunded = d.pop("refunded")

        net = d.pop("net")

        granted = d.pop("granted")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = UsageRecord.from_dict(data_item_data)

            data.append(data_item)

        usage = cls(
            object_=object_,
            start=start,
            end=end,
            charged=charged,
            refunded=refunded,
            net=net,
            granted=granted,
            data=data,
        )

        usage.additional_properties = d
        return usage

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
