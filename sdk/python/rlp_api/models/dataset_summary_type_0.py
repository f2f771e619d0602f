from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetSummaryType0")


@_attrs_define
class DatasetSummaryType0:
    """
    Attributes:
        codebase_version (str):
        robot_type (None | str):
        fps (float):
        total_episodes (int):
        total_frames (int):
        total_tasks (int):
        cameras (list[str]): Short camera names (`top`); inspect gives sizes and codecs.
        state_dim (int | None):
        action_dim (int | None):
        trainable (bool):
        problems (list[str]):
    """

    codebase_version: str
    robot_type: None | str
    fps: float
    total_episodes: int
    total_frames: int
    total_tasks: int
    cameras: list[str]
    state_dim: int | None
    action_dim: int | None
    trainable: bool
    problems: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        codebase_version = self.codebase_version

        robot_type: None | str
        robot_type = self.robot_type

        fps = self.fps

        total_episodes = self.total_episodes

        total_frames = self.total_frames

        total_tasks = self.total_tasks

        cameras = self.cameras

        state_dim: int | None
        state_dim = self.state_dim

        action_dim: int | None
        action_dim = self.action_dim

        trainable = self.trainable

        problems = self.problems

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "codebase_version": codebase_version,
                "robot_type": robot_type,
                "fps": fps,
                "total_episodes": total_episodes,
                "total_frames": total_frames,
                "total_tasks": total_tasks,
                "cameras": cameras,
                "state_dim": state_dim,
                "action_dim": action_dim,
                "trainable": trainable,
                "problems": problems,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
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

        cameras = cast(list[str], d.pop("cameras"))

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

        dataset_summary_type_0 = cls(
            codebase_version=codebase_version,
            robot_type=robot_type,
            fps=fps,
            total_episodes=total_episodes,
            total_frames=total_frames,
            total_tasks=total_tasks,
            cameras=cameras,
            state_dim=state_dim,
            action_dim=action_dim,
            trainable=trainable,
            problems=problems,
        )

        dataset_summary_type_0.additional_properties = d
        return dataset_summary_type_0

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
