from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_object import (
    WebhookDeliveryObject,
    check_webhook_delivery_object,
)
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)

if TYPE_CHECKING:
    from ..models.webhook_delivery_attempt import WebhookDeliveryAttempt


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        id (str):  Example: whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        object_ (WebhookDeliveryObject):
        endpoint_id (str):
        event_id (str):
        event_type (str):
        status (WebhookDeliveryStatus): `pending` while attempts remain; `canceled` when the endpoint was deleted or
            disabled first.
        attempt_count (int):
        next_attempt_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
        last_status_code (int | None):
        last_error (None | str):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        completed_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
        attempts (list[WebhookDeliveryAttempt]):
    """

    id: str
    object_: WebhookDeliveryObject
    endpoint_id: str
    event_id: str
    event_type: str
    status: WebhookDeliveryStatus
    attempt_count: int
    next_attempt_at: datetime.datetime | None
    last_status_code: int | None
    last_error: None | str
    created_at: datetime.datetime
    completed_at: datetime.datetime | None
    attempts: list[WebhookDeliveryAttempt]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_: str = self.object_

        endpoint_id = self.endpoint_id

        event_id = self.event_id

        event_type = self.event_type

        status: str = self.status

        attempt_count = self.attempt_count

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_error: None | str
        last_error = self.last_error

        created_at = self.created_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "endpoint_id": endpoint_id,
                "event_id": event_id,
                "event_type": event_type,
                "status": status,
                "attempt_count": attempt_count,
                "next_attempt_at": next_attempt_at,
                "last_status_code": last_status_code,
                "last_error": last_error,
                "created_at": created_at,
                "completed_at": completed_at,
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_delivery_attempt import WebhookDeliveryAttempt

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_webhook_delivery_object(d.pop("object"))

        endpoint_id = d.pop("endpoint_id")

        event_id = d.pop("event_id")

        event_type = d.pop("event_type")

        status = check_webhook_delivery_status(d.pop("status"))

        attempt_count = d.pop("attempt_count")

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = WebhookDeliveryAttempt.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        webhook_delivery = cls(
            id=id,
            object_=object_,
            endpoint_id=endpoint_id,
            event_id=event_id,
            event_type=event_type,
            status=status,
            attempt_count=attempt_count,
            next_attempt_at=next_attempt_at,
            last_status_code=last_status_code,
            last_error=last_error,
            created_at=created_at,
            completed_at=completed_at,
            attempts=attempts,
        )

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
