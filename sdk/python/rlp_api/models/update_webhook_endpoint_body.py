from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.update_webhook_endpoint_body_status import (
    UpdateWebhookEndpointBodyStatus,
    check_update_webhook_endpoint_body_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_webhook_endpoint_body_metadata import (
        UpdateWebhookEndpointBodyMetadata,
    )


T = TypeVar("T", bound="UpdateWebhookEndpointBody")


@_attrs_define
class UpdateWebhookEndpointBody:
    """
    Attributes:
        url (str | Unset): Where events are POSTed: http or https, no credentials, no fragment. Example:
            https://example.com/webhooks/robot-platform.
        enabled_events (list[str] | Unset): Event types to send, with `*` wildcards: `["*"]` for all,
            `["training_run.*"]`, `["*.failed", "augmentation.completed"]`. Example: ['augmentation.*',
            'training_run.completed'].
        description (None | str | Unset):
        metadata (UpdateWebhookEndpointBodyMetadata | Unset): Your own key/value strings (≤ 50 keys; keys ≤ 40, values ≤
            500 characters). Example: {'team': 'perception'}.
        status (UpdateWebhookEndpointBodyStatus | Unset): Re-enable an endpoint disabled by a 410, or pause one.
    """

    url: str | Unset = UNSET
    enabled_events: list[str] | Unset = UNSET
    description: None | str | Unset = UNSET
    metadata: UpdateWebhookEndpointBodyMetadata | Unset = UNSET
    status: UpdateWebhookEndpointBodyStatus | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        enabled_events: list[str] | Unset = UNSET
        if not isinstance(self.enabled_events, Unset):
            enabled_events = self.enabled_events

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if enabled_events is not UNSET:
            field_dict["enabled_events"] = enabled_events
        if description is not UNSET:
            field_dict["description"] = description
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.update_webhook_endpoint_body_metadata import (
            UpdateWebhookEndpointBodyMetadata,
        )

        d = dict(src_dict)
        url = d.pop("url", UNSET)

        enabled_events = cast(list[str], d.pop("enabled_events", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: UpdateWebhookEndpointBodyMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = UpdateWebhookEndpointBodyMetadata.from_dict(_metadata)

        _status = d.pop("status", UNSET)
        status: UpdateWebhookEndpointBodyStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_update_webhook_endpoint_body_status(_status)

        update_webhook_endpoint_body = cls(
            url=url,
            enabled_events=enabled_events,
            description=description,
            metadata=metadata,
            status=status,
        )

        return update_webhook_endpoint_body
