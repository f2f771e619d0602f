from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dataset_inspection_object import (
    DatasetInspectionObject,
    check_dataset_inspection_object,
)

if TYPE_CHECKING:
    from ..models.dataset_inspection_cameras_item import DatasetInspectionCamerasItem
    from ..models.dataset_inspection_features import DatasetInspectionFeatures


T = TypeVar("T", bound="DatasetInspection")


@_attrs_define
class DatasetInspection:
    """
    Attributes:
        object_ (DatasetInspectionObject):
        repo_id (str):
        revision (str): The commit that was read.
        codebase_version (str):
        robot_type (None | str):
        fps (float):
        total_episodes (int):
        total_frames (int):
        total_tasks (int):
        tasks (list[str]):
        cameras (list[DatasetInspectionCamerasItem]):
        features (DatasetInspectionFeatures):
        state_dim (int | None):
        action_dim (int | None):
        trainable (bool):
        problems (list[str]):
        warnings (list[str]):
    """

    object_: DatasetInspectionObject
    repo_id: str
    revision: str
    codebase_version: str
    robot_type: None | str
    fps: float
    total_episodes: int
    total_frames: int
    total_tasks: int
    tasks: list[str]
    cameras: list[DatasetInspectionCamerasItem]
    features: DatasetInspectionFeatures
    state_dim: int | None
    action_dim: int | None
    trainable: bool
    problems: list[str]
    warnings: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        repo_id = self.repo_id

        revision = self.revision

        codebase_version = self.codebase_version

        robot_type: None | str
        robot_type = self.robot_type

        fps = self.fps

        total_episodes = self.total_episodes

        total_frames = self.total_frames

        total_tasks = self.total_tasks

        tasks = self.tasks

        cameras = []
        for cameras_item_data in self.cameras:
            cameras_item = cameras_item_data.to_dict()
            cameras.append(cameras_item)

        features = self.features.to_dict()

        state_dim: int | None
        state_dim = self.state_dim

        action_dim: int | None
        action_dim = self.action_dim

        trainable = self.trainable

        problems = self.problems

        warnings = self.warnings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "repo_id": repo_id,
                "revision": revision,
                "codebase_version": codebase_version,
                "robot_type": robot_type,
                "fps": fps,
                "total_episodes": total_episodes,
                "total_frames": total_frames,
                "total_tasks": total_tasks,
                "tasks": tasks,
                "cameras": cameras,
                "features": features,
                "state_dim": state_dim,
                "action_dim": action_dim,
                "trainable": trainable,
                "problems": problems,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dataset_inspection_cameras_item import (
            DatasetInspectionCamerasItem,
        )
        from ..models.dataset_inspection_features import DatasetInspectionFeatures

        d = dict(src_dict)
        object_ = check_dataset_inspection_object(d.pop("object"))

        repo_id = d.pop("repo_id")

        revision = d.pop("revision")

        codebase_version = d.pop("codebase_version")

        def _parse_robot_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        robot_type = _parse_robot_type(d.pop("robot_type"))

        fps = d.pop("fps")

        total_episodes = d.pop("total_episodes")

        total_frames = d.pop("total_frames")

        total_tasks = d.pop("total_tasks")

        tasks = cast(list[str], d.pop("tasks"))

        cameras = []
        _cameras = d.pop("cameras")
        for cameras_item_data in _cameras:
            cameras_item = DatasetInspectionCamerasItem.from_dict(cameras_item_data)

            cameras.append(cameras_item)

        features = DatasetInspectionFeatures.from_dict(d.pop("features"))

        def _parse_state_dim(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        state_dim = _parse_state_dim(d.pop("state_dim"))

        def _parse_action_dim(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        action_dim = _parse_action_dim(d.pop("action_dim"))

        trainable = d.pop("trainable")

        problems = cast(list[str], d.pop("problems"))

        warnings = cast(list[str], d.pop("warnings"))

        dataset_inspection = cls(
            object_=object_,
            repo_id=repo_id,
            revision=revision,
            codebase_version=codebase_version,
            robot_type=robot_type,
            fps=fps,
            total_episodes=total_episodes,
            total_frames=total_frames,
            total_tasks=total_tasks,
            tasks=tasks,
            cameras=cameras,
            features=features,
            state_dim=state_dim,
            action_dim=action_dim,
            trainable=trainable,
            problems=problems,
            warnings=warnings,
        )

        dataset_inspection.additional_properties = d
        return dataset_inspection

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
