from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.training_run_cameras_rename import TrainingRunCamerasRename


T = TypeVar("T", bound="TrainingRunCameras")


@_attrs_define
class TrainingRunCameras:
    """
    Attributes:
        rename (TrainingRunCamerasRename):
    """

    rename: TrainingRunCamerasRename
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rename = self.rename.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rename": rename,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_run_cameras_rename import TrainingRunCamerasRename

        d = dict(src_dict)
        rename = TrainingRunCamerasRename.from_dict(d.pop("rename"))

        training_run_cameras = cls(
            rename=rename,
        )

        training_run_cameras.additional_properties = d
        return training_run_cameras

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
