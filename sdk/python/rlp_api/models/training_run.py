from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_run_object import TrainingRunObject, check_training_run_object

if TYPE_CHECKING:
    from ..models.mlflow_integration import MlflowIntegration
    from ..models.tensorboard_integration import TensorboardIntegration
    from ..models.training_run_cameras import TrainingRunCameras
    from ..models.training_run_config import TrainingRunConfig
    from ..models.training_run_dataset import TrainingRunDataset
    from ..models.training_run_error_type_0 import TrainingRunErrorType0
    from ..models.training_run_eval_type_0 import TrainingRunEvalType0
    from ..models.training_run_metrics import TrainingRunMetrics
    from ..models.training_run_output import TrainingRunOutput
    from ..models.training_run_tokens import TrainingRunTokens
    from ..models.training_run_webhook_metadata_type_0 import (
        TrainingRunWebhookMetadataType0,
    )
    from ..models.wandb_integration import WandbIntegration


T = TypeVar("T", bound="TrainingRun")


@_attrs_define
class TrainingRun:
    """
    Attributes:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        object_ (TrainingRunObject):
        status (str): `processing`, `canceling`, `succeeded`, `failed`, `canceled` (an open set)
        phase (None | str): Only GET by id fills it: provisioning, preparing, downloading_dataset, training, completed,
            failed, canceled.
        status_message (None | str):
        progress (float):
        error (None | TrainingRunErrorType0):
        policy (str):
        robot (None | str):
        hardware_tier (str):
        group_id (str):
        dataset (TrainingRunDataset):
        cameras (TrainingRunCameras):
        config (TrainingRunConfig):
        metrics (TrainingRunMetrics):
        eval_ (None | TrainingRunEvalType0):
        output (TrainingRunOutput):
        tokens (TrainingRunTokens):
        from_checkpoint (None | str): The checkpoint it started from (`trn_…:<step>`), or null.
        integrations (list[MlflowIntegration | TensorboardIntegration | WandbIntegration]): The experiment trackers it
            logs to, each with its status and run URL.
        webhook_metadata (None | TrainingRunWebhookMetadataType0):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        started_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
        completed_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
    """

    id: str
    object_: TrainingRunObject
    status: str
    phase: None | str
    status_message: None | str
    progress: float
    error: None | TrainingRunErrorType0
    policy: str
    robot: None | str
    hardware_tier: str
    group_id: str
    dataset: TrainingRunDataset
    cameras: TrainingRunCameras
    config: TrainingRunConfig
    metrics: TrainingRunMetrics
    eval_: None | TrainingRunEvalType0
    output: TrainingRunOutput
    tokens: TrainingRunTokens
    from_checkpoint: None | str
    integrations: list[MlflowIntegration | TensorboardIntegration | WandbIntegration]
    webhook_metadata: None | TrainingRunWebhookMetadataType0
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    completed_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mlflow_integration import MlflowIntegration
        from ..models.training_run_error_type_0 import TrainingRunErrorType0
        from ..models.training_run_eval_type_0 import TrainingRunEvalType0
        from ..models.training_run_webhook_metadata_type_0 import (
            TrainingRunWebhookMetadataType0,
        )
        from ..models.wandb_integration import WandbIntegration

        id = self.id

        object_: str = self.object_

        status = self.status

        phase: None | str
        phase = self.phase

        status_message: None | str
        status_message = self.status_message

        progress = self.progress

        error: dict[str, Any] | None
        if isinstance(self.error, TrainingRunErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        policy = self.policy

        robot: None | str
        robot = self.robot

        hardware_tier = self.hardware_tier

        group_id = self.group_id

        dataset = self.dataset.to_dict()

        cameras = self.cameras.to_dict()

        config = self.config.to_dict()

        metrics = self.metrics.to_dict()

        eval_: dict[str, Any] | None
        if isinstance(self.eval_, TrainingRunEvalType0):
            eval_ = self.eval_.to_dict()
        else:
            eval_ = self.eval_

        output = self.output.to_dict()

        tokens = self.tokens.to_dict()

        from_checkpoint: None | str
        from_checkpoint = self.from_checkpoint

        integrations = []
        for integrations_item_data in self.integrations:
            integrations_item: dict[str, Any]
            if isinstance(integrations_item_data, MlflowIntegration) or isinstance(
                integrations_item_data, WandbIntegration
            ):
                integrations_item = integrations_item_data.to_dict()
            else:
                integrations_item = integrations_item_data.to_dict()

            integrations.append(integrations_item)

        webhook_metadata: dict[str, Any] | None
        if isinstance(self.webhook_metadata, TrainingRunWebhookMetadataType0):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        created_at = self.created_at.isoformat()

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

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
                "phase": phase,
                "status_message": status_message,
                "progress": progress,
                "error": error,
                "policy": policy,
                "robot": robot,
                "hardware_tier": hardware_tier,
                "group_id": group_id,
                "dataset": dataset,
                "cameras": cameras,
                "config": config,
                "metrics": metrics,
                "eval": eval_,
                "output": output,
                "tokens": tokens,
                "from_checkpoint": from_checkpoint,
                "integrations": integrations,
                "webhook_metadata": webhook_metadata,
                "created_at": created_at,
                "started_at": started_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mlflow_integration import MlflowIntegration
        from ..models.tensorboard_integration import TensorboardIntegration
        from ..models.training_run_cameras import TrainingRunCameras
        from ..models.training_run_config import TrainingRunConfig
        from ..models.training_run_dataset import TrainingRunDataset
        from ..models.training_run_error_type_0 import TrainingRunErrorType0
        from ..models.training_run_eval_type_0 import TrainingRunEvalType0
        from ..models.training_run_metrics import TrainingRunMetrics
        from ..models.training_run_output import TrainingRunOutput
        from ..models.training_run_tokens import TrainingRunTokens
        from ..models.training_run_webhook_metadata_type_0 import (
            TrainingRunWebhookMetadataType0,
        )
        from ..models.wandb_integration import WandbIntegration

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_training_run_object(d.pop("object"))

        status = d.pop("status")

        def _parse_phase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phase = _parse_phase(d.pop("phase"))

        def _parse_status_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status_message = _parse_status_message(d.pop("status_message"))

        progress = d.pop("progress")

        def _parse_error(data: object) -> None | TrainingRunErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = TrainingRunErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrainingRunErrorType0, data)

        error = _parse_error(d.pop("error"))

        policy = d.pop("policy")

        def _parse_robot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        robot = _parse_robot(d.pop("robot"))

        hardware_tier = d.pop("hardware_tier")

        group_id = d.pop("group_id")

        dataset = TrainingRunDataset.from_dict(d.pop("dataset"))

        cameras = TrainingRunCameras.from_dict(d.pop("cameras"))

        config = TrainingRunConfig.from_dict(d.pop("config"))

        metrics = TrainingRunMetrics.from_dict(d.pop("metrics"))

        def _parse_eval_(data: object) -> None | TrainingRunEvalType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                eval_type_0 = TrainingRunEvalType0.from_dict(data)

                return eval_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrainingRunEvalType0, data)

        eval_ = _parse_eval_(d.pop("eval"))

        output = TrainingRunOutput.from_dict(d.pop("output"))

        tokens = TrainingRunTokens.from_dict(d.pop("tokens"))

        def _parse_from_checkpoint(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_checkpoint = _parse_from_checkpoint(d.pop("from_checkpoint"))

        integrations = []
        _integrations = d.pop("integrations")
        for integrations_item_data in _integrations:

            def _parse_integrations_item(
                data: object,
            ) -> MlflowIntegration | TensorboardIntegration | WandbIntegration:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_integration_type_0 = MlflowIntegration.from_dict(
                        data
                    )

                    return componentsschemas_integration_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_integration_type_1 = WandbIntegration.from_dict(
                        data
                    )

                    return componentsschemas_integration_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_integration_type_2 = TensorboardIntegration.from_dict(
                    data
                )

                return componentsschemas_integration_type_2

            integrations_item = _parse_integrations_item(integrations_item_data)

            integrations.append(integrations_item)

        def _parse_webhook_metadata(
            data: object,
        ) -> None | TrainingRunWebhookMetadataType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = TrainingRunWebhookMetadataType0.from_dict(
                    data
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrainingRunWebhookMetadataType0, data)

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

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

        training_run = cls(
            id=id,
            object_=object_,
            status=status,
            phase=phase,
            status_message=status_message,
            progress=progress,
            error=error,
            policy=policy,
            robot=robot,
            hardware_tier=hardware_tier,
            group_id=group_id,
            dataset=dataset,
            cameras=cameras,
            config=config,
            metrics=metrics,
            eval_=eval_,
            output=output,
            tokens=tokens,
            from_checkpoint=from_checkpoint,
            integrations=integrations,
            webhook_metadata=webhook_metadata,
            created_at=created_at,
            started_at=started_at,
            completed_at=completed_at,
        )

        training_run.additional_properties = d
        return training_run

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
