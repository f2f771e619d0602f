from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usage_record_entries_item_kind import (
    UsageRecordEntriesItemKind,
    check_usage_record_entries_item_kind,
)

T = TypeVar("T", bound="UsageRecordEntriesItem")


@_attrs_define
class UsageRecordEntriesItem:
    """
    Attributes:
        id (str):
        kind (UsageRecordEntriesItemKind):
        amount (int):
        reason (str):
        description (None | str):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
    """

    id: str
    kind: UsageRecordEntriesItemKind
    amount: int
    reason: str
    description: None | str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind: str = self.kind

        amount = self.amount

        reason = self.reason

        description: None | str
        description = self.description

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "amount": amount,
                "reason": reason,
                "description": description,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = check_usage_record_entries_item_kind(d.pop("kind"))

        amount = d.pop("amount")

        reason = d.pop("reason")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        usage_record_entries_item = cls(
            id=id,
            kind=kind,
            amount=amount,
            reason=reason,
            description=description,
            created_at=created_at,
        )

        usage_record_entries_item.additional_properties = d
        return usage_record_entries_item

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
