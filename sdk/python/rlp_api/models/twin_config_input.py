from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.twin_config_input_camera import TwinConfigInputCamera
    from ..models.twin_object_placement import TwinObjectPlacement


T = TypeVar("T", bound="TwinConfigInput")


@_attrs_define
class TwinConfigInput:
    """Overrides of what the build infers from the episode. Omitted: `{}`.

    Attributes:
        robot_model (str | Unset): A robot model other than the one the dataset's robot_type maps to (`so101`, `panda`,
            `aloha`).
        objects (list[TwinObjectPlacement] | Unset): Objects to place instead of the ones the recorded grasps suggest.
        table_height_m (float | Unset): Height of the table top relative to the robot base, in metres (-0.5..0.5).
            Default: inferred from the episode.
        camera (TwinConfigInputCamera | Unset): Scene camera override; `pos`/`lookat` in metres, `fovy` in degrees.
        calibrate_cameras (bool | Unset): Calibrate every dataset camera from its video (the `cameras` stage, about a
            minute a camera). `false` builds a state-only twin: every camera is reported unsolved and nothing renders
            through it. Default: the service's setting (TWIN_CALIBRATE_CAMERAS, on unless the operator turned it off).
    """

    robot_model: str | Unset = UNSET
    objects: list[TwinObjectPlacement] | Unset = UNSET
    table_height_m: float | Unset = UNSET
    camera: TwinConfigInputCamera | Unset = UNSET
    calibrate_cameras: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        robot_model = self.robot_model

        objects: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.objects, Unset):
            objects = []
            for objects_item_data in self.objects:
                objects_item = objects_item_data.to_dict()
                objects.append(objects_item)

        table_height_m = self.table_height_m

        camera: dict[str, Any] | Unset = UNSET
        if not isinstance(self.camera, Unset):
            camera = self.camera.to_dict()

        calibrate_cameras = self.calibrate_cameras

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if robot_model is not UNSET:
            field_dict["robot_model"] = robot_model
        if objects is not UNSET:
            field_dict["objects"] = objects
        if table_height_m is not UNSET:
            field_dict["table_height_m"] = table_height_m
        if camera is not UNSET:
            field_dict["camera"] = camera
        if calibrate_cameras is not UNSET:
            field_dict["calibrate_cameras"] = calibrate_cameras

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_config_input_camera import TwinConfigInputCamera
        from ..models.twin_object_placement import TwinObjectPlacement

        d = dict(src_dict)
        robot_model = d.pop("robot_model", UNSET)

        _objects = d.pop("objects", UNSET)
        objects: list[TwinObjectPlacement] | Unset = UNSET
        if _objects is not UNSET:
            objects = []
            for objects_item_data in _objects:
                objects_item = TwinObjectPlacement.from_dict(objects_item_data)

                objects.append(objects_item)

        table_height_m = d.pop("table_height_m", UNSET)

        _camera = d.pop("camera", UNSET)
        camera: TwinConfigInputCamera | Unset
        if isinstance(_camera, Unset):
            camera = UNSET
        else:
            camera = TwinConfigInputCamera.from_dict(_camera)

        calibrate_cameras = d.pop("calibrate_cameras", UNSET)

        twin_config_input = cls(
            robot_model=robot_model,
            objects=objects,
            table_height_m=table_height_m,
            camera=camera,
            calibrate_cameras=calibrate_cameras,
        )

        return twin_config_input
