from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_endpoint_object import (
    WebhookEndpointObject,
    check_webhook_endpoint_object,
)
from ..models.webhook_endpoint_status import (
    WebhookEndpointStatus,
    check_webhook_endpoint_status,
)

if TYPE_CHECKING:
    from ..models.webhook_endpoint_metadata import WebhookEndpointMetadata


T = TypeVar("T", bound="WebhookEndpointWithSecret")


@_attrs_define
class WebhookEndpointWithSecret:
    """
    Attributes:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        object_ (WebhookEndpointObject):
        url (str):
        description (None | str):
        enabled_events (list[str]):
        metadata (WebhookEndpointMetadata):
        status (WebhookEndpointStatus):
        disabled_reason (None | str): Why it is disabled, e.g. the receiver answered 410 Gone.
        disabled_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        updated_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        secret (str): Signing secret (Standard Webhooks). Returned only by the create call: store it now. Example:
            whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw.
    """

    id: str
    object_: WebhookEndpointObject
    url: str
    description: None | str
    enabled_events: list[str]
    metadata: WebhookEndpointMetadata
    status: WebhookEndpointStatus
    disabled_reason: None | str
    disabled_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_: str = self.object_

        url = self.url

        description: None | str
        description = self.description

        enabled_events = self.enabled_events

        metadata = self.metadata.to_dict()

        status: str = self.status

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "url": url,
                "description": description,
                "enabled_events": enabled_events,
                "metadata": metadata,
                "status": status,
                "disabled_reason": disabled_reason,
                "disabled_at": disabled_at,
                "created_at": created_at,
                "updated_at": updated_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_endpoint_metadata import WebhookEndpointMetadata

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_webhook_endpoint_object(d.pop("object"))

        url = d.pop("url")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        enabled_events = cast(list[str], d.pop("enabled_events"))

        metadata = WebhookEndpointMetadata.from_dict(d.pop("metadata"))

        status = check_webhook_endpoint_status(d.pop("status"))

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        secret = d.pop("secret")

        webhook_endpoint_with_secret = cls(
            id=id,
            object_=object_,
            url=url,
            description=description,
            enabled_events=enabled_events,
            metadata=metadata,
            status=status,
            disabled_reason=disabled_reason,
            disabled_at=disabled_at,
            created_at=created_at,
            updated_at=updated_at,
            secret=secret,
        )

        webhook_endpoint_with_secret.additional_properties = d
        return webhook_endpoint_with_secret

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
