from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.training_checkpoint import TrainingCheckpoint


T = TypeVar("T", bound="TrainingRunOutput")


@_attrs_define
class TrainingRunOutput:
    """
    Attributes:
        checkpoint_count (int):
        hub_push_status (None | str):
        hub_repo_id (None | str):
        hub_url (None | str):
        latest_checkpoint (None | TrainingCheckpoint):
    """

    checkpoint_count: int
    hub_push_status: None | str
    hub_repo_id: None | str
    hub_url: None | str
    latest_checkpoint: None | TrainingCheckpoint
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.training_checkpoint import TrainingCheckpoint

        checkpoint_count = self.checkpoint_count

        hub_push_status: None | str
        hub_push_status = self.hub_push_status

        hub_repo_id: None | str
        hub_repo_id = self.hub_repo_id

        hub_url: None | str
        hub_url = self.hub_url

        latest_checkpoint: dict[str, Any] | None
        if isinstance(self.latest_checkpoint, TrainingCheckpoint):
            latest_checkpoint = self.latest_checkpoint.to_dict()
        else:
            latest_checkpoint = self.latest_checkpoint

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checkpoint_count": checkpoint_count,
                "hub_push_status": hub_push_status,
                "hub_repo_id": hub_repo_id,
                "hub_url": hub_url,
                "latest_checkpoint": latest_checkpoint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_checkpoint import TrainingCheckpoint

        d = dict(src_dict)
        checkpoint_count = d.pop("checkpoint_count")

        def _parse_hub_push_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hub_push_status = _parse_hub_push_status(d.pop("hub_push_status"))

        def _parse_hub_repo_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hub_repo_id = _parse_hub_repo_id(d.pop("hub_repo_id"))

        def _parse_hub_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hub_url = _parse_hub_url(d.pop("hub_url"))

        def _parse_latest_checkpoint(data: object) -> None | TrainingCheckpoint:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latest_checkpoint_type_0 = TrainingCheckpoint.from_dict(data)

                return latest_checkpoint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrainingCheckpoint, data)

        latest_checkpoint = _parse_latest_checkpoint(d.pop("latest_checkpoint"))

        training_run_output = cls(
            checkpoint_count=checkpoint_count,
            hub_push_status=hub_push_status,
            hub_repo_id=hub_repo_id,
            hub_url=hub_url,
            latest_checkpoint=latest_checkpoint,
        )

        training_run_output.additional_properties = d
        return training_run_output

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
