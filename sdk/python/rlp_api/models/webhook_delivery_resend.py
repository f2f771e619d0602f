from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_resend_object import (
    WebhookDeliveryResendObject,
    check_webhook_delivery_resend_object,
)

T = TypeVar("T", bound="WebhookDeliveryResend")


@_attrs_define
class WebhookDeliveryResend:
    """
    Attributes:
        object_ (WebhookDeliveryResendObject):
        delivery_id (str):
        attempt (int): The number the new attempt will be recorded under.
    """

    object_: WebhookDeliveryResendObject
    delivery_id: str
    attempt: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        delivery_id = self.delivery_id

        attempt = self.attempt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "delivery_id": delivery_id,
                "attempt": attempt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_webhook_delivery_resend_object(d.pop("object"))

        delivery_id = d.pop("delivery_id")

        attempt = d.pop("attempt")

        webhook_delivery_resend = cls(
            object_=object_,
            delivery_id=delivery_id,
            attempt=attempt,
        )

        webhook_delivery_resend.additional_properties = d
        return webhook_delivery_resend

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
