from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluationWebhookMetadataType0")


@_attrs_define
class EvaluationWebhookMetadataType0:
    """Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40
    characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes
    as JSON.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        evaluation_webhook_metadata_type_0 = cls()

        evaluation_webhook_metadata_type_0.additional_properties = d
        return evaluation_webhook_metadata_type_0

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
