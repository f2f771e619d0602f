from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.twin_config_input import TwinConfigInput
    from ..models.validate_twin_request_source import ValidateTwinRequestSource


T = TypeVar("T", bound="ValidateTwinRequest")


@_attrs_define
class ValidateTwinRequest:
    """
    Attributes:
        source (ValidateTwinRequestSource):
        episode_index (int | Unset):  Default: 0.
        config (TwinConfigInput | Unset): Overrides of what the build infers from the episode. Omitted: `{}`.
    """

    source: ValidateTwinRequestSource
    episode_index: int | Unset = 0
    config: TwinConfigInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source.to_dict()

        episode_index = self.episode_index

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_config_input import TwinConfigInput
        from ..models.validate_twin_request_source import ValidateTwinRequestSource

        d = dict(src_dict)
        source = ValidateTwinRequestSource.from_dict(d.pop("source"))

        episode_index = d.pop("episode_index", UNSET)

        _config = d.pop("config", UNSET)
        config: TwinConfigInput | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = TwinConfigInput.from_dict(_config)

        validate_twin_request = cls(
            source=source,
            episode_index=episode_index,
            config=config,
        )

        return validate_twin_request
