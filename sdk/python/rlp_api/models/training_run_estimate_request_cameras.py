from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.training_run_estimate_request_cameras_rename import (
        TrainingRunEstimateRequestCamerasRename,
    )


T = TypeVar("T", bound="TrainingRunEstimateRequestCameras")


@_attrs_define
class TrainingRunEstimateRequestCameras:
    """
    Attributes:
        rename (TrainingRunEstimateRequestCamerasRename | Unset):
    """

    rename: TrainingRunEstimateRequestCamerasRename | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rename: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rename, Unset):
            rename = self.rename.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rename is not UNSET:
            field_dict["rename"] = rename

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_run_estimate_request_cameras_rename import (
            TrainingRunEstimateRequestCamerasRename,
        )

        d = dict(src_dict)
        _rename = d.pop("rename", UNSET)
        rename: TrainingRunEstimateRequestCamerasRename | Unset
        if isinstance(_rename, Unset):
            rename = UNSET
        else:
            rename = TrainingRunEstimateRequestCamerasRename.from_dict(_rename)

        training_run_estimate_request_cameras = cls(
            rename=rename,
        )

        return training_run_estimate_request_cameras
