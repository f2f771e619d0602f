from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrainingRunEstimateRequestOutput")


@_attrs_define
class TrainingRunEstimateRequestOutput:
    """
    Attributes:
        push_to_hub (bool | Unset):
        hub_repo_id (str | Unset):
    """

    push_to_hub: bool | Unset = UNSET
    hub_repo_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        push_to_hub = self.push_to_hub

        hub_repo_id = self.hub_repo_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if push_to_hub is not UNSET:
            field_dict["push_to_hub"] = push_to_hub
        if hub_repo_id is not UNSET:
            field_dict["hub_repo_id"] = hub_repo_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        push_to_hub = d.pop("push_to_hub", UNSET)

        hub_repo_id = d.pop("hub_repo_id", UNSET)

        training_run_estimate_request_output = cls(
            push_to_hub=push_to_hub,
            hub_repo_id=hub_repo_id,
        )

        return training_run_estimate_request_output
