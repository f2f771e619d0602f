from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_training_runs_request_cameras_rename import (
        CreateTrainingRunsRequestCamerasRename,
    )


T = TypeVar("T", bound="CreateTrainingRunsRequestCameras")


@_attrs_define
class CreateTrainingRunsRequestCameras:
    """
    Attributes:
        rename (CreateTrainingRunsRequestCamerasRename | Unset):
    """

    rename: CreateTrainingRunsRequestCamerasRename | Unset = UNSET

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
        from ..models.create_training_runs_request_cameras_rename import (
            CreateTrainingRunsRequestCamerasRename,
        )

        d = dict(src_dict)
        _rename = d.pop("rename", UNSET)
        rename: CreateTrainingRunsRequestCamerasRename | Unset
        if isinstance(_rename, Unset):
            rename = UNSET
        else:
            rename = CreateTrainingRunsRequestCamerasRename.from_dict(_rename)

        create_training_runs_request_cameras = cls(
            rename=rename,
        )

        return create_training_runs_request_cameras
