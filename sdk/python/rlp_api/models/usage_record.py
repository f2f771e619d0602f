from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usage_record_object import UsageRecordObject, check_usage_record_object

if TYPE_CHECKING:
    from ..models.usage_record_entries_item import UsageRecordEntriesItem


T = TypeVar("T", bound="UsageRecord")


@_attrs_define
class UsageRecord:
    """
    Attributes:
        object_ (UsageRecordObject):
        resource_id (str):
        resource_kind (None | str):
        charged (int):
        refunded (int):
        net (int): charged − refunded
        first_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        last_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        entries (list[UsageRecordEntriesItem]):
    """

    object_: UsageRecordObject
    resource_id: str
    resource_kind: None | str
    charged: int
    refunded: int
    net: int
    first_at: datetime.datetime
    last_at: datetime.datetime
    entries: list[UsageRecordEntriesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        resource_id = self.resource_id

        resource_kind: None | str
        resource_kind = self.resource_kind

        charged = self.charged

        refunded = self.refunded

        net = self.net

        first_at = self.first_at.isoformat()

        last_at = self.last_at.isoformat()

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "resource_id": resource_id,
                "resource_kind": resource_kind,
                "charged": charged,
                "refunded": refunded,
                "net": net,
                "first_at": first_at,
                "last_at": last_at,
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.usage_record_entries_item import UsageRecordEntriesItem

        d = dict(src_dict)
        object_ = check_usage_record_object(d.pop("object"))

        resource_id = d.pop("resource_id")

        def _parse_resource_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resource_kind = _parse_resource_kind(d.pop("resource_kind"))

        charged = d.pop("charged")

        refunded = d.pop("refunded")

        net = d.pop("net")

        first_at = datetime.datetime.fromisoformat(d.pop("first_at"))

        last_at = datetime.datetime.fromisoformat(d.pop("last_at"))

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = UsageRecordEntriesItem.from_dict(entries_item_data)

            entries.append(entries_item)

        usage_record = cls(
            object_=object_,
            resource_id=resource_id,
            resource_kind=resource_kind,
            charged=charged,
            refunded=refunded,
            net=net,
            first_at=first_at,
            last_at=last_at,
            entries=entries,
        )

        usage_record.additional_properties = d
        return usage_record

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
