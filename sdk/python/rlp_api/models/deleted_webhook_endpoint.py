from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deleted_webhook_endpoint_object import (
    DeletedWebhookEndpointObject,
    check_deleted_webhook_endpoint_object,
)

T = TypeVar("T", bound="DeletedWebhookEndpoint")


@_attrs_define
class DeletedWebhookEndpoint:
    """
    Attributes:
        id (str):
        object_ (DeletedWebhookEndpointObject):
        deleted (bool):
    """

    id: str
    object_: DeletedWebhookEndpointObject
    deleted: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_: str = self.object_

        deleted = self.deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_deleted_webhook_endpoint_object(d.pop("object"))

        deleted = d.pop("deleted")

        deleted_webhook_endpoint = cls(
            id=id,
            object_=object_,
            deleted=deleted,
        )

        deleted_webhook_endpoint.additional_properties = d
        return deleted_webhook_endpoint

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
