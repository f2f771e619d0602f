from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_test_event_object import (
    WebhookTestEventObject,
    check_webhook_test_event_object,
)
from ..models.webhook_test_event_type import (
    WebhookTestEventType,
    check_webhook_test_event_type,
)

T = TypeVar("T", bound="WebhookTestEvent")


@_attrs_define
class WebhookTestEvent:
    """
    Attributes:
        object_ (WebhookTestEventObject):
        event_id (str):
        delivery_id (str): Follow it in GET /v1/webhook_endpoints/{id}/deliveries.
        type_ (WebhookTestEventType):
    """

    object_: WebhookTestEventObject
    event_id: str
    delivery_id: str
    type_: WebhookTestEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        event_id = self.event_id

        delivery_id = self.delivery_id

        type_: str = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "event_id": event_id,
                "delivery_id": delivery_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_webhook_test_event_object(d.pop("object"))

        event_id = d.pop("event_id")

        delivery_id = d.pop("delivery_id")

        type_ = check_webhook_test_event_type(d.pop("type"))

        webhook_test_event = cls(
            object_=object_,
            event_id=event_id,
            delivery_id=delivery_id,
            type_=type_,
        )

        webhook_test_event.additional_properties = d
        return webhook_test_event

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
