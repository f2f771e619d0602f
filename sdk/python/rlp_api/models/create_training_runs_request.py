from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_training_runs_request_cameras import (
        CreateTrainingRunsRequestCameras,
    )
    from ..models.create_training_runs_request_config import (
        CreateTrainingRunsRequestConfig,
    )
    from ..models.create_training_runs_request_dataset import (
        CreateTrainingRunsRequestDataset,
    )
    from ..models.create_training_runs_request_output import (
        CreateTrainingRunsRequestOutput,
    )
    from ..models.create_training_runs_request_webhook_metadata_type_0 import (
        CreateTrainingRunsRequestWebhookMetadataType0,
    )
    from ..models.mlflow_integration_request import MlflowIntegrationRequest
    from ..models.tensorboard_integration_request import TensorboardIntegrationRequest
    from ..models.wandb_integration_request import WandbIntegrationRequest


T = TypeVar("T", bound="CreateTrainingRunsRequest")


@_attrs_define
class CreateTrainingRunsRequest:
    """
    Attributes:
        dataset (CreateTrainingRunsRequestDataset):
        policies (list[str]): One run per policy, 1..8. Example: ['mlp'].
        hardware_tier (str | Unset): Default: the largest `min_hardware_tier` of the policies. Example: cpu.
        robot (str | Unset): Label only. Example: so101_follower.
        config (CreateTrainingRunsRequestConfig | Unset): Defaults per policy: `default_steps`, `default_batch_size`;
            `save_freq` a fifth of the steps; `eval_enabled` true.
        cameras (CreateTrainingRunsRequestCameras | Unset):
        output (CreateTrainingRunsRequestOutput | Unset):
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
        webhook_metadata (CreateTrainingRunsRequestWebhookMetadataType0 | None | Unset): Opaque JSON object echoed on
            the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any
            depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
    """

    dataset: CreateTrainingRunsRequestDataset
    policies: list[str]
    hardware_tier: str | Unset = UNSET
    robot: str | Unset = UNSET
    config: CreateTrainingRunsRequestConfig | Unset = UNSET
    cameras: CreateTrainingRunsRequestCameras | Unset = UNSET
    output: CreateTrainingRunsRequestOutput | Unset = UNSET
    from_checkpoint: str | Unset = UNSET
    integrations: (
        list[
            MlflowIntegrationRequest
            | TensorboardIntegrationRequest
            | WandbIntegrationRequest
        ]
        | Unset
    ) = UNSET
    webhook_metadata: CreateTrainingRunsRequestWebhookMetadataType0 | None | Unset = (
        UNSET
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_training_runs_request_webhook_metadata_type_0 import (
            CreateTrainingRunsRequestWebhookMetadataType0,
        )
        from ..models.mlflow_integration_request import MlflowIntegrationRequest
        from ..models.wandb_integration_request import WandbIntegrationRequest

        dataset = self.dataset.to_dict()

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
            self.webhook_metadata, CreateTrainingRunsRequestWebhookMetadataType0
        ):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dataset": dataset,
                "policies": policies,
            }
        )
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_training_runs_request_cameras import (
            CreateTrainingRunsRequestCameras,
        )
        from ..models.create_training_runs_request_config import (
            CreateTrainingRunsRequestConfig,
        )
        from ..models.create_training_runs_request_dataset import (
            CreateTrainingRunsRequestDataset,
        )
        from ..models.create_training_runs_request_output import (
            CreateTrainingRunsRequestOutput,
        )
        from ..models.create_training_runs_request_webhook_metadata_type_0 import (
            CreateTrainingRunsRequestWebhookMetadataType0,
        )
        from ..models.mlflow_integration_request import MlflowIntegrationRequest
        from ..models.tensorboard_integration_request import (
            TensorboardIntegrationRequest,
        )
        from ..models.wandb_integration_request import WandbIntegrationRequest

        d = dict(src_dict)
        dataset = CreateTrainingRunsRequestDataset.from_dict(d.pop("dataset"))

        policies = cast(list[str], d.pop("policies"))

        hardware_tier = d.pop("hardware_tier", UNSET)

        robot = d.pop("robot", UNSET)

        _config = d.pop("config", UNSET)
        config: CreateTrainingRunsRequestConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = CreateTrainingRunsRequestConfig.from_dict(_config)

        _cameras = d.pop("cameras", UNSET)
        cameras: CreateTrainingRunsRequestCameras | Unset
        if isinstance(_cameras, Unset):
            cameras = UNSET
        else:
            cameras = CreateTrainingRunsRequestCameras.from_dict(_cameras)

        _output = d.pop("output", UNSET)
        output: CreateTrainingRunsRequestOutput | Unset
        if isinstance(_output, Unset):
            output = UNSET
        else:
            output = CreateTrainingRunsRequestOutput.from_dict(_output)

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
        ) -> CreateTrainingRunsRequestWebhookMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = (
                    CreateTrainingRunsRequestWebhookMetadataType0.from_dict(data)
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateTrainingRunsRequestWebhookMetadataType0 | None | Unset, data
            )

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        create_training_runs_request = cls(
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
        )

        return create_training_runs_request
