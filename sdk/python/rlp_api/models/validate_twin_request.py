from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.twin_config_input import TwinConfigInput
    from ..models.validate_twin_request_source import ValidateTwinRequestSource
    from ..models.validate_twin_request_webhook_metadata_type_0 import (
        ValidateTwinRequestWebhookMetadataType0,
    )


T = TypeVar("T", bound="ValidateTwinRequest")


@_attrs_define
class ValidateTwinRequest:
    """
    Attributes:
        source (ValidateTwinRequestSource):
        episode_index (int | Unset):  Default: 0.
        config (TwinConfigInput | Unset): Overrides of what the build infers from the episode. Omitted: `{}`.
        webhook_metadata (None | Unset | ValidateTwinRequestWebhookMetadataType0): Opaque JSON object echoed on the
            resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any
            depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
    """

    source: ValidateTwinRequestSource
    episode_index: int | Unset = 0
    config: TwinConfigInput | Unset = UNSET
    webhook_metadata: None | Unset | ValidateTwinRequestWebhookMetadataType0 = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.validate_twin_request_webhook_metadata_type_0 import (
            ValidateTwinRequestWebhookMetadataType0,
        )

        source = self.source.to_dict()

        episode_index = self.episode_index

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        webhook_metadata: dict[str, Any] | None | Unset
        if isinstance(self.webhook_metadata, Unset):
            webhook_metadata = UNSET
        elif isinstance(self.webhook_metadata, ValidateTwinRequestWebhookMetadataType0):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
            }
        )
        if episode_index is not UNSET:
            field_dict["episode_index"] = episode_index
        if config is not UNSET:
            field_dict["config"] = config
        if webhook_metadata is not UNSET:
            field_dict["webhook_metadata"] = webhook_metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_config_input import TwinConfigInput
        from ..models.validate_twin_request_source import ValidateTwinRequestSource
        from ..models.validate_twin_request_webhook_metadata_type_0 import (
            ValidateTwinRequestWebhookMetadataType0,
        )

        d = dict(src_dict)
        source = ValidateTwinRequestSource.from_dict(d.pop("source"))

        episode_index = d.pop("episode_index", UNSET)

        _config = d.pop("config", UNSET)
        config: TwinConfigInput | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = TwinConfigInput.from_dict(_config)

        def _parse_webhook_metadata(
            data: object,
        ) -> None | Unset | ValidateTwinRequestWebhookMetadataType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = (
                    ValidateTwinRequestWebhookMetadataType0.from_dict(data)
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | ValidateTwinRequestWebhookMetadataType0, data)

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        validate_twin_request = cls(
            source=source,
            episode_index=episode_index,
            config=config,
            webhook_metadata=webhook_metadata,
        )

        return validate_twin_request
