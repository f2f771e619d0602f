from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mlflow_integration_request import MlflowIntegrationRequest
    from ..models.tensorboard_integration_request import TensorboardIntegrationRequest
    from ..models.training_run_estimate_request_cameras import (
        TrainingRunEstimateRequestCameras,
    )
    from ..models.training_run_estimate_request_config import (
        TrainingRunEstimateRequestConfig,
    )
    from ..models.training_run_estimate_request_dataset import (
        TrainingRunEstimateRequestDataset,
    )
    from ..models.training_run_estimate_request_output import (
        TrainingRunEstimateRequestOutput,
    )
    from ..models.training_run_estimate_request_webhook_metadata_type_0 import (
        TrainingRunEstimateRequestWebhookMetadataType0,
    )
    from ..models.wandb_integration_request import WandbIntegrationRequest


T = TypeVar("T", bound="TrainingRunEstimateRequest")


@_attrs_define
class TrainingRunEstimateRequest:
    """
    Attributes:
        dataset (TrainingRunEstimateRequestDataset | Unset): Not read: the price does not depend on the dataset.
        policies (int | list[str] | Unset): Create's list of policy ids (one run each), or a number of runs 1..8.
            Default: 1. Example: ['mlp'].
        hardware_tier (str | Unset): Default, with a list of policies: the largest `min_hardware_tier` of them (as
            create). Required with a number of runs. Example: cpu.
        robot (str | Unset): Label only. Example: so101_follower.
        config (TrainingRunEstimateRequestConfig | Unset): Defaults per policy: `default_steps`, `default_batch_size`;
            `save_freq` a fifth of the steps; `eval_enabled` true.
        cameras (TrainingRunEstimateRequestCameras | Unset):
        output (TrainingRunEstimateRequestOutput | Unset):
        from_checkpoint (str | Unset): Start from one of your runs' checkpoints (its weights and optimizer state):
            `trn_…:<step>`, as in GET /v1/training_runs/{id}/checkpoints. The built-in `mlp` policy only; the dataset must
            have the same state and action sizes. This run's steps count from 1. Example:
            trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4:500.
        integrations (list[MlflowIntegrationRequest | TensorboardIntegrationRequest | WandbIntegrationRequest] | Unset):
            Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict
            and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status:
            failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
            Example: [{'type': 'mlflow', 'tracking_uri': 'https://mlflow.example.com', 'experiment': 'so101-pick'}, {'type':
            'tensorboard'}].
        webhook_metadata (None | TrainingRunEstimateRequestWebhookMetadataType0 | Unset): Opaque JSON object echoed on
            the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any
            depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
        hours (float | Unset):  Default: 1.0.
    """

    dataset: TrainingRunEstimateRequestDataset | Unset = UNSET
    policies: int | list[str] | Unset = 1
    hardware_tier: str | Unset = UNSET
    robot: str | Unset = UNSET
    config: TrainingRunEstimateRequestConfig | Unset = UNSET
    cameras: TrainingRunEstimateRequestCameras | Unset = UNSET
    output: TrainingRunEstimateRequestOutput | Unset = UNSET
    from_checkpoint: str | Unset = UNSET
    integrations: (
        list[
            MlflowIntegrationRequest
            | TensorboardIntegrationRequest
            | WandbIntegrationRequest
        ]
        | Unset
    ) = UNSET
    webhook_metadata: None | TrainingRunEstimateRequestWebhookMetadataType0 | Unset = (
        UNSET
    )
    hours: float | Unset = 1.0

    def to_dict(self) -> dict[str, Any]:
        from ..models.mlflow_integration_request import MlflowIntegrationRequest
        from ..models.training_run_estimate_request_webhook_metadata_type_0 import (
            TrainingRunEstimateRequestWebhookMetadataType0,
        )
        from ..models.wandb_integration_request import WandbIntegrationRequest

        dataset: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dataset, Unset):
            dataset = self.dataset.to_dict()

        policies: int | list[str] | Unset
        if isinstance(self.policies, Unset):
            policies = UNSET
        elif isinstance(self.policies, list):
            policies = self.policies

        else:
            policies = self.policies

        hardware_tier = self.hardware_tier

        robot = self.robot

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        cameras: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cameras, Unset):
            cameras = self.cameras.to_dict()

        output: dict[str, Any] | Unset = UNSET
        if not isinstance(self.output, Unset):
            output = self.output.to_dict()

        from_checkpoint = self.from_checkpoint

        integrations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.integrations, Unset):
            integrations = []
            for integrations_item_data in self.integrations:
                integrations_item: dict[str, Any]
                if isinstance(
                    integrations_item_data, MlflowIntegrationRequest
                ) or isinstance(integrations_item_data, WandbIntegrationRequest):
                    integrations_item = integrations_item_data.to_dict()
                else:
                    integrations_item = integrations_item_data.to_dict()

                integrations.append(integrations_item)

        webhook_metadata: dict[str, Any] | None | Unset
        if isinstance(self.webhook_metadata, Unset):
            webhook_metadata = UNSET
        elif isinstance(
            self.webhook_metadata, TrainingRunEstimateRequestWebhookMetadataType0
        ):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        hours = self.hours

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dataset is not UNSET:
            field_dict["dataset"] = dataset
        if policies is not UNSET:
            field_dict["policies"] = policies
        if hardware_tier is not UNSET:
            field_dict["hardware_tier"] = hardware_tier
        if robot is not UNSET:
            field_dict["robot"] = robot
        if config is not UNSET:
            field_dict["config"] = config
        if cameras is not UNSET:
            field_dict["cameras"] = cameras
        if output is not UNSET:
            field_dict["output"] = output
        if from_checkpoint is not UNSET:
            field_dict["from_checkpoint"] = from_checkpoint
        if integrations is not UNSET:
            field_dict["integrations"] = integrations
        if webhook_metadata is not UNSET:
            field_dict["webhook_metadata"] = webhook_metadata
        if hours is not UNSET:
            field_dict["hours"] = hours

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mlflow_integration_request import MlflowIntegrationRequest
        from ..models.tensorboard_integration_request import (
            TensorboardIntegrationRequest,
        )
        from ..models.training_run_estimate_request_cameras import (
            TrainingRunEstimateRequestCameras,
        )
        from ..models.training_run_estimate_request_config import (
            TrainingRunEstimateRequestConfig,
        )
        from ..models.training_run_estimate_request_dataset import (
            TrainingRunEstimateRequestDataset,
        )
        from ..models.training_run_estimate_request_output import (
            TrainingRunEstimateRequestOutput,
        )
        from ..models.training_run_estimate_request_webhook_metadata_type_0 import (
            TrainingRunEstimateRequestWebhookMetadataType0,
        )
        from ..models.wandb_integration_request import WandbIntegrationRequest

        d = dict(src_dict)
        _dataset = d.pop("dataset", UNSET)
        dataset: TrainingRunEstimateRequestDataset | Unset
        if isinstance(_dataset, Unset):
            dataset = UNSET
        else:
            dataset = TrainingRunEstimateRequestDataset.from_dict(_dataset)

        def _parse_policies(data: object) -> int | list[str] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                policies_type_1 = cast(list[str], data)

                return policies_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str] | Unset, data)

        policies = _parse_policies(d.pop("policies", UNSET))

        hardware_tier = d.pop("hardware_tier", UNSET)

        robot = d.pop("robot", UNSET)

        _config = d.pop("config", UNSET)
        config: TrainingRunEstimateRequestConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = TrainingRunEstimateRequestConfig.from_dict(_config)

        _cameras = d.pop("cameras", UNSET)
        cameras: TrainingRunEstimateRequestCameras | Unset
        if isinstance(_cameras, Unset):
            cameras = UNSET
        else:
            cameras = TrainingRunEstimateRequestCameras.from_dict(_cameras)

        _output = d.pop("output", UNSET)
        output: TrainingRunEstimateRequestOutput | Unset
        if isinstance(_output, Unset):
            output = UNSET
        else:
            output = TrainingRunEstimateRequestOutput.from_dict(_output)

        from_checkpoint = d.pop("from_checkpoint", UNSET)

        _integrations = d.pop("integrations", UNSET)
        integrations: (
            list[
                MlflowIntegrationRequest
                | TensorboardIntegrationRequest
                | WandbIntegrationRequest
            ]
            | Unset
        ) = UNSET
        if _integrations is not UNSET:
            integrations = []
            for integrations_item_data in _integrations:

                def _parse_integrations_item(
                    data: object,
                ) -> (
                    MlflowIntegrationRequest
                    | TensorboardIntegrationRequest
                    | WandbIntegrationRequest
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        integrations_item_type_0 = MlflowIntegrationRequest.from_dict(
                            data
                        )

                        return integrations_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        integrations_item_type_1 = WandbIntegrationRequest.from_dict(
                            data
                        )

                        return integrations_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    integrations_item_type_2 = TensorboardIntegrationRequest.from_dict(
                        data
                    )

                    return integrations_item_type_2

                integrations_item = _parse_integrations_item(integrations_item_data)

                integrations.append(integrations_item)

        def _parse_webhook_metadata(
            data: object,
        ) -> None | TrainingRunEstimateRequestWebhookMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = (
                    TrainingRunEstimateRequestWebhookMetadataType0.from_dict(data)
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | TrainingRunEstimateRequestWebhookMetadataType0 | Unset, data
            )

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        hours = d.pop("hours", UNSET)

        training_run_estimate_request = cls(
            dataset=dataset,
            policies=policies,
            hardware_tier=hardware_tier,
            robot=robot,
            config=config,
            cameras=cameras,
            output=output,
            from_checkpoint=from_checkpoint,
            integrations=integrations,
            webhook_metadata=webhook_metadata,
            hours=hours,
        )

        return training_run_estimate_request
