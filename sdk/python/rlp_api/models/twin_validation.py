from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.twin_validation_object import (
    TwinValidationObject,
    check_twin_validation_object,
)

if TYPE_CHECKING:
    from ..models.twin_camera import TwinCamera
    from ..models.twin_validation_problems_item import TwinValidationProblemsItem
    from ..models.twin_validation_robot_model import TwinValidationRobotModel
    from ..models.twin_validation_source import TwinValidationSource


T = TypeVar("T", bound="TwinValidation")


@_attrs_define
class TwinValidation:
    """
    Attributes:
        object_ (TwinValidationObject):
        ok (bool): True when a build can start: no problems.
        source (TwinValidationSource):
        episode_index (int):
        robot_type (None | str):
        robot_model (TwinValidationRobotModel):
        camera (TwinCamera):
        frames (int | None):
        fps (float):
        estimate_seconds (int):
        tokens (int):
        problems (list[TwinValidationProblemsItem]):
    """

    object_: TwinValidationObject
    ok: bool
    source: TwinValidationSource
    episode_index: int
    robot_type: None | str
    robot_model: TwinValidationRobotModel
    camera: TwinCamera
    frames: int | None
    fps: float
    estimate_seconds: int
    tokens: int
    problems: list[TwinValidationProblemsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        ok = self.ok

        source = self.source.to_dict()

        episode_index = self.episode_index

        robot_type: None | str
        robot_type = self.robot_type

        robot_model = self.robot_model.to_dict()

        camera = self.camera.to_dict()

        frames: int | None
        frames = self.frames

        fps = self.fps

        estimate_seconds = self.estimate_seconds

        tokens = self.tokens

        problems = []
        for problems_item_data in self.problems:
            problems_item = problems_item_data.to_dict()
            problems.append(problems_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "ok": ok,
                "source": source,
                "episode_index": episode_index,
                "robot_type": robot_type,
                "robot_model": robot_model,
                "camera": camera,
                "frames": frames,
                "fps": fps,
                "estimate_seconds": estimate_seconds,
                "tokens": tokens,
                "problems": problems,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_camera import TwinCamera
        from ..models.twin_validation_problems_item import TwinValidationProblemsItem
        from ..models.twin_validation_robot_model import TwinValidationRobotModel
        from ..models.twin_validation_source import TwinValidationSource

        d = dict(src_dict)
        object_ = check_twin_validation_object(d.pop("object"))

        ok = d.pop("ok")

        source = TwinValidationSource.from_dict(d.pop("source"))

        episode_index = d.pop("episode_index")

        def _parse_robot_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        robot_type = _parse_robot_type(d.pop("robot_type"))

        robot_model = TwinValidationRobotModel.from_dict(d.pop("robot_model"))

        camera = TwinCamera.from_dict(d.pop("camera"))

        def _parse_frames(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        frames = _parse_frames(d.pop("frames"))

        fps = d.pop("fps")

        estimate_seconds = d.pop("estimate_seconds")

        tokens = d.pop("tokens")

        problems = []
        _problems = d.pop("problems")
        for problems_item_data in _problems:
            problems_item = TwinValidationProblemsItem.from_dict(problems_item_data)

            problems.append(problems_item)

        twin_validation = cls(
            object_=object_,
            ok=ok,
            source=source,
            episode_index=episode_index,
            robot_type=robot_type,
            robot_model=robot_model,
            camera=camera,
            frames=frames,
            fps=fps,
            estimate_seconds=estimate_seconds,
            tokens=tokens,
            problems=problems,
        )

        twin_validation.additional_properties = d
        return twin_validation

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
