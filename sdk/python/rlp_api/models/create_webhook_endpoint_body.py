from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_webhook_endpoint_body_metadata import (
        CreateWebhookEndpointBodyMetadata,
    )


T = TypeVar("T", bound="CreateWebhookEndpointBody")


@_attrs_define
class CreateWebhookEndpointBody:
    """
    Attributes:
        url (str): Where events are POSTed: http or https, no credentials, no fragment. Example:
            https://example.com/webhooks/robot-platform.
        enabled_events (list[str]): Event types to send, with `*` wildcards: `["*"]` for all, `["training_run.*"]`,
            `["*.failed", "augmentation.completed"]`. Example: ['augmentation.*', 'training_run.completed'].
        description (None | str | Unset):
        metadata (CreateWebhookEndpointBodyMetadata | Unset): Your own key/value strings (≤ 50 keys; keys ≤ 40, values ≤
            500 characters). Example: {'team': 'perception'}.
    """

    url: str
    enabled_events: list[str]
    description: None | str | Unset = UNSET
    metadata: CreateWebhookEndpointBodyMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        enabled_events = self.enabled_events

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "enabled_events": enabled_events,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_webhook_endpoint_body_metadata import (
            CreateWebhookEndpointBodyMetadata,
        )

        d = dict(src_dict)
        url = d.pop("url")

        enabled_events = cast(list[str], d.pop("enabled_events"))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: CreateWebhookEndpointBodyMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CreateWebhookEndpointBodyMetadata.from_dict(_metadata)

        create_webhook_endpoint_body = cls(
            url=url,
            enabled_events=enabled_events,
            description=description,
            metadata=metadata,
        )

        return create_webhook_endpoint_body
