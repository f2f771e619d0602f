from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_checkpoint_object import (
    TrainingCheckpointObject,
    check_training_checkpoint_object,
)

T = TypeVar("T", bound="TrainingCheckpoint")


@_attrs_define
class TrainingCheckpoint:
    """
    Attributes:
        object_ (TrainingCheckpointObject):
        step (int):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        artifact_uri (str):
        download_url (str):  Example: /v1/training_runs/trn_01J.../checkpoints/500/download.
    """

    object_: TrainingCheckpointObject
    step: int
    created_at: datetime.datetime
    artifact_uri: str
    download_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        step = self.step

        created_at = self.created_at.isoformat()

        artifact_uri = self.artifact_uri

        download_url = self.download_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "step": step,
                "created_at": created_at,
                "artifact_uri": artifact_uri,
                "download_url": download_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_training_checkpoint_object(d.pop("object"))

        step = d.pop("step")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        artifact_uri = d.pop("artifact_uri")

        download_url = d.pop("download_url")

        training_checkpoint = cls(
            object_=object_,
            step=step,
            created_at=created_at,
            artifact_uri=artifact_uri,
            download_url=download_url,
        )

        training_checkpoint.additional_properties = d
        return training_checkpoint

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
