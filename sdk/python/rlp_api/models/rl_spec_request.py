from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mlflow_integration_request import MlflowIntegrationRequest
    from ..models.rl_spec_request_webhook_metadata_type_0 import (
        RlSpecRequestWebhookMetadataType0,
    )
    from ..models.rl_task_spec import RlTaskSpec
    from ..models.tensorboard_integration_request import TensorboardIntegrationRequest
    from ..models.wandb_integration_request import WandbIntegrationRequest


T = TypeVar("T", bound="RlSpecRequest")


@_attrs_define
class RlSpecRequest:
    """
    Attributes:
        spec (RlTaskSpec): Defaults and bounds as GET /v1/rl_runs/catalog lists them. Example: {'robot': 'so101',
            'objective': {'type': 'reach', 'success_distance_m': 0.02}}.
        seeds (int | list[float] | Unset):
        integrations (list[MlflowIntegrationRequest | TensorboardIntegrationRequest | WandbIntegrationRequest] | Unset):
            Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict
            and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status:
            failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
            Example: [{'type': 'mlflow', 'tracking_uri': 'https://mlflow.example.com', 'experiment': 'so101-pick'}, {'type':
            'tensorboard'}].
        webhook_metadata (None | RlSpecRequestWebhookMetadataType0 | Unset): Opaque JSON object echoed on the resource,
            its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at
            most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
    """

    spec: RlTaskSpec
    seeds: int | list[float] | Unset = UNSET
    integrations: (
        list[
            MlflowIntegrationRequest
            | TensorboardIntegrationRequest
            | WandbIntegrationRequest
        ]
        | Unset
    ) = UNSET
    webhook_metadata: None | RlSpecRequestWebhookMetadataType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mlflow_integration_request import MlflowIntegrationRequest
        from ..models.rl_spec_request_webhook_metadata_type_0 import (
            RlSpecRequestWebhookMetadataType0,
        )
        from ..models.wandb_integration_request import WandbIntegrationRequest

        spec = self.spec.to_dict()

        seeds: int | list[float] | Unset
        if isinstance(self.seeds, Unset):
            seeds = UNSET
        elif isinstance(self.seeds, list):
            seeds = self.seeds

        else:
            seeds = self.seeds

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
        elif isinstance(self.webhook_metadata, RlSpecRequestWebhookMetadataType0):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spec": spec,
            }
        )
        if seeds is not UNSET:
            field_dict["seeds"] = seeds
        if integrations is not UNSET:
            field_dict["integrations"] = integrations
        if webhook_metadata is not UNSET:
            field_dict["webhook_metadata"] = webhook_metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mlflow_integration_request import MlflowIntegrationRequest
        from ..models.rl_spec_request_webhook_metadata_type_0 import (
            RlSpecRequestWebhookMetadataType0,
        )
        from ..models.rl_task_spec import RlTaskSpec
        from ..models.tensorboard_integration_request import (
            TensorboardIntegrationRequest,
        )
        from ..models.wandb_integration_request import WandbIntegrationRequest

        d = dict(src_dict)
        spec = RlTaskSpec.from_dict(d.pop("spec"))

        def _parse_seeds(data: object) -> int | list[float] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seeds_type_1 = cast(list[float], data)

                return seeds_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[float] | Unset, data)

        seeds = _parse_seeds(d.pop("seeds", UNSET))

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
        ) -> None | RlSpecRequestWebhookMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = RlSpecRequestWebhookMetadataType0.from_dict(
                    data
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RlSpecRequestWebhookMetadataType0 | Unset, data)

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        rl_spec_request = cls(
            spec=spec,
            seeds=seeds,
            integrations=integrations,
            webhook_metadata=webhook_metadata,
        )

        return rl_spec_request
