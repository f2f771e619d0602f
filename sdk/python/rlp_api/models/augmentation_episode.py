from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_episode_object import (
    AugmentationEpisodeObject,
    check_augmentation_episode_object,
)
from ..models.augmentation_episode_status import (
    AugmentationEpisodeStatus,
    check_augmentation_episode_status,
)

T = TypeVar("T", bound="AugmentationEpisode")


@_attrs_define
class AugmentationEpisode:
    """
    Attributes:
        object_ (AugmentationEpisodeObject):
        index (int):
        status (AugmentationEpisodeStatus):
        source_episode_index (int):
        error (None | str):
    """

    object_: AugmentationEpisodeObject
    index: int
    status: AugmentationEpisodeStatus
    source_episode_index: int
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        index = self.index

        status: str = self.status

        source_episode_index = self.source_episode_index

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "index": index,
                "status": status,
                "source_episode_index": source_episode_index,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_augmentation_episode_object(d.pop("object"))

        index = d.pop("index")

        status = check_augmentation_episode_status(d.pop("status"))

        source_episode_index = d.pop("source_episode_index")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        augmentation_episode = cls(
            object_=object_,
            index=index,
            status=status,
            source_episode_index=source_episode_index,
            error=error,
        )

        augmentation_episode.additional_properties = d
        return augmentation_episode

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
