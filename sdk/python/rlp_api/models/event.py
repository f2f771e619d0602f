from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_object import EventObject, check_event_object

if TYPE_CHECKING:
    from ..models.event_data import EventData
    from ..models.event_webhook_metadata_type_0 import EventWebhookMetadataType0


T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """
    Attributes:
        id (str): Also the `webhook-id` header of its deliveries. Ids sort by creation time. Example:
            evt_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        object_ (EventObject):
        type_ (str): One of: augmentation.completed, augmentation.failed, augmentation.canceled, training_run.completed,
            training_run.failed, training_run.canceled, twin.completed, twin.failed, twin.canceled, rl_run.completed,
            rl_run.failed, rl_run.canceled, evaluation.completed, evaluation.failed, evaluation.canceled,
            webhook_endpoint.test. Example: augmentation.completed.
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        account_id (str):
        data (EventData):
        webhook_metadata (EventWebhookMetadataType0 | None): The resource's `webhook_metadata`.
        request_id (None | str): Request id of the API call that started the run.
        idempotency_key (None | str): Idempotency-Key of the API call that started the run, if it had one.
    """

    id: str
    object_: EventObject
    type_: str
    created_at: datetime.datetime
    account_id: str
    data: EventData
    webhook_metadata: EventWebhookMetadataType0 | None
    request_id: None | str
    idempotency_key: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_webhook_metadata_type_0 import EventWebhookMetadataType0

        id = self.id

        object_: str = self.object_

        type_ = self.type_

        created_at = self.created_at.isoformat()

        account_id = self.account_id

        data = self.data.to_dict()

        webhook_metadata: dict[str, Any] | None
        if isinstance(self.webhook_metadata, EventWebhookMetadataType0):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        request_id: None | str
        request_id = self.request_id

        idempotency_key: None | str
        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "type": type_,
                "created_at": created_at,
                "account_id": account_id,
                "data": data,
                "webhook_metadata": webhook_metadata,
                "request_id": request_id,
                "idempotency_key": idempotency_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_data import EventData
        from ..models.event_webhook_metadata_type_0 import EventWebhookMetadataType0

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_event_object(d.pop("object"))

        type_ = d.pop("type")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        account_id = d.pop("account_id")

        data = EventData.from_dict(d.pop("data"))

        def _parse_webhook_metadata(data: object) -> EventWebhookMetadataType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = EventWebhookMetadataType0.from_dict(data)

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventWebhookMetadataType0 | None, data)

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata"))

        def _parse_request_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        request_id = _parse_request_id(d.pop("request_id"))

        def _parse_idempotency_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        idempotency_key = _parse_idempotency_key(d.pop("idempotency_key"))

        event = cls(
            id=id,
            object_=object_,
            type_=type_,
            created_at=created_at,
            account_id=account_id,
            data=data,
            webhook_metadata=webhook_metadata,
            request_id=request_id,
            idempotency_key=idempotency_key,
        )

        event.additional_properties = d
        return event

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
