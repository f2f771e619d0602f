from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.twin_object import TwinObject, check_twin_object
from ..models.twin_status import TwinStatus, check_twin_status

if TYPE_CHECKING:
    from ..models.twin_camera import TwinCamera
    from ..models.twin_config import TwinConfig
    from ..models.twin_dataset_camera import TwinDatasetCamera
    from ..models.twin_download_type_0 import TwinDownloadType0
    from ..models.twin_error_type_0 import TwinErrorType0
    from ..models.twin_scene_objects import TwinSceneObjects
    from ..models.twin_source import TwinSource
    from ..models.twin_stage import TwinStage
    from ..models.twin_tokens import TwinTokens
    from ..models.twin_webhook_metadata import TwinWebhookMetadata


T = TypeVar("T", bound="Twin")


@_attrs_define
class Twin:
    """
    Attributes:
        id (str):  Example: twin_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        object_ (TwinObject):
        status (TwinStatus):
        progress (float): Of the whole build.
        source (TwinSource):
        episode_index (int):
        stage (str): The stage running now (queued: the first to run; ended: the last reached): check, kinematics,
            objects, calibrate, cameras, scene, validate, package.
        status_message (None | str):
        eta_seconds (int | None):
        error (None | TwinErrorType0):
        camera (None | TwinCamera):
        config (TwinConfig):
        stages (list[TwinStage]):
        download (None | TwinDownloadType0):
        scene_objects (None | TwinSceneObjects): Once succeeded: what the scene holds for pick_place, from its
            twin.json. No object: pick_place cannot run in it; no `release`: pick_place needs `objective.target`. Null
            before, and for twins built before the API kept it.
        cameras (list[TwinDatasetCamera] | None): Once succeeded: every recorded camera, solved (in scene.xml under its
            key, at the recorded resolution) or not with the reason. Null before, and for twins built before the `cameras`
            stage.
        tokens (TwinTokens):
        webhook_metadata (TwinWebhookMetadata): Echoed from create; `{}` when none was given.
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        completed_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
    """

    id: str
    object_: TwinObject
    status: TwinStatus
    progress: float
    source: TwinSource
    episode_index: int
    stage: str
    status_message: None | str
    eta_seconds: int | None
    error: None | TwinErrorType0
    camera: None | TwinCamera
    config: TwinConfig
    stages: list[TwinStage]
    download: None | TwinDownloadType0
    scene_objects: None | TwinSceneObjects
    cameras: list[TwinDatasetCamera] | None
    tokens: TwinTokens
    webhook_metadata: TwinWebhookMetadata
    created_at: datetime.datetime
    completed_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.twin_camera import TwinCamera
        from ..models.twin_download_type_0 import TwinDownloadType0
        from ..models.twin_error_type_0 import TwinErrorType0
        from ..models.twin_scene_objects import TwinSceneObjects

        id = self.id

        object_: str = self.object_

        status: str = self.status

        progress = self.progress

        source = self.source.to_dict()

        episode_index = self.episode_index

        stage = self.stage

        status_message: None | str
        status_message = self.status_message

        eta_seconds: int | None
        eta_seconds = self.eta_seconds

        error: dict[str, Any] | None
        if isinstance(self.error, TwinErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        camera: dict[str, Any] | None
        if isinstance(self.camera, TwinCamera):
            camera = self.camera.to_dict()
        else:
            camera = self.camera

        config = self.config.to_dict()

        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)

        download: dict[str, Any] | None
        if isinstance(self.download, TwinDownloadType0):
            download = self.download.to_dict()
        else:
            download = self.download

        scene_objects: dict[str, Any] | None
        if isinstance(self.scene_objects, TwinSceneObjects):
            scene_objects = self.scene_objects.to_dict()
        else:
            scene_objects = self.scene_objects

        cameras: list[dict[str, Any]] | None
        if isinstance(self.cameras, list):
            cameras = []
            for cameras_type_0_item_data in self.cameras:
                cameras_type_0_item = cameras_type_0_item_data.to_dict()
                cameras.append(cameras_type_0_item)

        else:
            cameras = self.cameras

        tokens = self.tokens.to_dict()

        webhook_metadata = self.webhook_metadata.to_dict()

        created_at = self.created_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "status": status,
                "progress": progress,
                "source": source,
                "episode_index": episode_index,
                "stage": stage,
                "status_message": status_message,
                "eta_seconds": eta_seconds,
                "error": error,
                "camera": camera,
                "config": config,
                "stages": stages,
                "download": download,
                "scene_objects": scene_objects,
                "cameras": cameras,
                "tokens": tokens,
                "webhook_metadata": webhook_metadata,
                "created_at": created_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_camera import TwinCamera
        from ..models.twin_config import TwinConfig
        from ..models.twin_dataset_camera import TwinDatasetCamera
        from ..models.twin_download_type_0 import TwinDownloadType0
        from ..models.twin_error_type_0 import TwinErrorType0
        from ..models.twin_scene_objects import TwinSceneObjects
        from ..models.twin_source import TwinSource
        from ..models.twin_stage import TwinStage
        from ..models.twin_tokens import TwinTokens
        from ..models.twin_webhook_metadata import TwinWebhookMetadata

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_twin_object(d.pop("object"))

        status = check_twin_status(d.pop("status"))

        progress = d.pop("progress")

        source = TwinSource.from_dict(d.pop("source"))

        episode_index = d.pop("episode_index")

        stage = d.pop("stage")

        def _parse_status_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status_message = _parse_status_message(d.pop("status_message"))

        def _parse_eta_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        eta_seconds = _parse_eta_seconds(d.pop("eta_seconds"))

        def _parse_error(data: object) -> None | TwinErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = TwinErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TwinErrorType0, data)

        error = _parse_error(d.pop("error"))

        def _parse_camera(data: object) -> None | TwinCamera:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                camera_type_0 = TwinCamera.from_dict(data)

                return camera_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TwinCamera, data)

        camera = _parse_camera(d.pop("camera"))

        config = TwinConfig.from_dict(d.pop("config"))

        stages = []
        _stages = d.pop("stages")
        for stages_item_data in _stages:
            stages_item = TwinStage.from_dict(stages_item_data)

            stages.append(stages_item)

        def _parse_download(data: object) -> None | TwinDownloadType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                download_type_0 = TwinDownloadType0.from_dict(data)

                return download_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TwinDownloadType0, data)

        download = _parse_download(d.pop("download"))

        def _parse_scene_objects(data: object) -> None | TwinSceneObjects:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scene_objects_type_0 = TwinSceneObjects.from_dict(data)

                return scene_objects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TwinSceneObjects, data)

        scene_objects = _parse_scene_objects(d.pop("scene_objects"))

        def _parse_cameras(data: object) -> list[TwinDatasetCamera] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cameras_type_0 = []
                _cameras_type_0 = data
                for cameras_type_0_item_data in _cameras_type_0:
                    cameras_type_0_item = TwinDatasetCamera.from_dict(
                        cameras_type_0_item_data
                    )

                    cameras_type_0.append(cameras_type_0_item)

                return cameras_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TwinDatasetCamera] | None, data)

        cameras = _parse_cameras(d.pop("cameras"))

        tokens = TwinTokens.from_dict(d.pop("tokens"))

        webhook_metadata = TwinWebhookMetadata.from_dict(d.pop("webhook_metadata"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        twin = cls(
            id=id,
            object_=object_,
            status=status,
            progress=progress,
            source=source,
            episode_index=episode_index,
            stage=stage,
            status_message=status_message,
            eta_seconds=eta_seconds,
            error=error,
            camera=camera,
            config=config,
            stages=stages,
            download=download,
            scene_objects=scene_objects,
            cameras=cameras,
            tokens=tokens,
            webhook_metadata=webhook_metadata,
            created_at=created_at,
            completed_at=completed_at,
        )

        twin.additional_properties = d
        return twin

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
