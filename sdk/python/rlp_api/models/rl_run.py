from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_run_object import RlRunObject, check_rl_run_object
from ..models.rl_run_status import RlRunStatus, check_rl_run_status
from ..models.rl_run_verdict_type_1 import (
    RlRunVerdictType1,
    check_rl_run_verdict_type_1,
)
from ..models.rl_run_verdict_type_2_type_1 import (
    RlRunVerdictType2Type1,
    check_rl_run_verdict_type_2_type_1,
)
from ..models.rl_run_verdict_type_3_type_1 import (
    RlRunVerdictType3Type1,
    check_rl_run_verdict_type_3_type_1,
)

if TYPE_CHECKING:
    from ..models.mlflow_integration import MlflowIntegration
    from ..models.rl_run_error_type_0 import RlRunErrorType0
    from ..models.rl_run_metrics import RlRunMetrics
    from ..models.rl_run_outputs_type_0 import RlRunOutputsType0
    from ..models.rl_run_tokens import RlRunTokens
    from ..models.rl_run_webhook_metadata_type_0 import RlRunWebhookMetadataType0
    from ..models.rl_task_spec import RlTaskSpec
    from ..models.tensorboard_integration import TensorboardIntegration
    from ..models.wandb_integration import WandbIntegration


T = TypeVar("T", bound="RlRun")


@_attrs_define
class RlRun:
    """
    Attributes:
        id (str):  Example: rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        object_ (RlRunObject):
        group_id (str):
        seed (int):
        status (RlRunStatus):
        phase (None | str): build_env, training, evaluate, render, package; completed, failed or canceled once ended.
        progress (float):
        status_message (None | str):
        error (None | RlRunErrorType0):
        spec (RlTaskSpec): Defaults and bounds as GET /v1/rl_runs/catalog lists them. Example: {'robot': 'so101',
            'objective': {'type': 'reach', 'success_distance_m': 0.02}}.
        metrics (RlRunMetrics): Live while training (the last rollout): env steps, mean episode return, success rate,
            reward by term.
        verdict (None | RlRunVerdictType1 | RlRunVerdictType2Type1 | RlRunVerdictType3Type1): Once packaged: whether
            every check passed (the success rate against its threshold first). Null before, and for a run that failed or was
            canceled before it had a policy.
        success_rate (float | None): Once packaged: the deterministic policy's success rate on the fixed evaluation
            episodes (the verdict's first check). Not the live training figure, which is `metrics.success_rate`.
        evaluation_episodes (int | None): Once packaged: how many fixed evaluation episodes `success_rate` is measured
            on (100 by default).
        outputs (None | RlRunOutputsType0):
        hardware_tier (str):
        tokens (RlRunTokens):
        integrations (list[MlflowIntegration | TensorboardIntegration | WandbIntegration]): The experiment trackers it
            logs to, each with its status and run URL.
        webhook_metadata (None | RlRunWebhookMetadataType0):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        started_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
        completed_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
    """

    id: str
    object_: RlRunObject
    group_id: str
    seed: int
    status: RlRunStatus
    phase: None | str
    progress: float
    status_message: None | str
    error: None | RlRunErrorType0
    spec: RlTaskSpec
    metrics: RlRunMetrics
    verdict: None | RlRunVerdictType1 | RlRunVerdictType2Type1 | RlRunVerdictType3Type1
    success_rate: float | None
    evaluation_episodes: int | None
    outputs: None | RlRunOutputsType0
    hardware_tier: str
    tokens: RlRunTokens
    integrations: list[MlflowIntegration | TensorboardIntegration | WandbIntegration]
    webhook_metadata: None | RlRunWebhookMetadataType0
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    completed_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mlflow_integration import MlflowIntegration
        from ..models.rl_run_error_type_0 import RlRunErrorType0
        from ..models.rl_run_outputs_type_0 import RlRunOutputsType0
        from ..models.rl_run_webhook_metadata_type_0 import RlRunWebhookMetadataType0
        from ..models.wandb_integration import WandbIntegration

        id = self.id

        object_: str = self.object_

        group_id = self.group_id

        seed = self.seed

        status: str = self.status

        phase: None | str
        phase = self.phase

        progress = self.progress

        status_message: None | str
        status_message = self.status_message

        error: dict[str, Any] | None
        if isinstance(self.error, RlRunErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        spec = self.spec.to_dict()

        metrics = self.metrics.to_dict()

        verdict: None | str
        if (
            isinstance(self.verdict, str)
            or isinstance(self.verdict, str)
            or isinstance(self.verdict, str)
        ):
            verdict = self.verdict
        else:
            verdict = self.verdict

        success_rate: float | None
        success_rate = self.success_rate

        evaluation_episodes: int | None
        evaluation_episodes = self.evaluation_episodes

        outputs: dict[str, Any] | None
        if isinstance(self.outputs, RlRunOutputsType0):
            outputs = self.outputs.to_dict()
        else:
            outputs = self.outputs

        hardware_tier = self.hardware_tier

        tokens = self.tokens.to_dict()

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
        if isinstance(self.webhook_metadata, RlRunWebhookMetadataType0):
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
                "group_id": group_id,
                "seed": seed,
                "status": status,
                "phase": phase,
                "progress": progress,
                "status_message": status_message,
                "error": error,
                "spec": spec,
                "metrics": metrics,
                "verdict": verdict,
                "success_rate": success_rate,
                "evaluation_episodes": evaluation_episodes,
                "outputs": outputs,
                "hardware_tier": hardware_tier,
                "tokens": tokens,
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
        from ..models.rl_run_error_type_0 import RlRunErrorType0
        from ..models.rl_run_metrics import RlRunMetrics
        from ..models.rl_run_outputs_type_0 import RlRunOutputsType0
        from ..models.rl_run_tokens import RlRunTokens
        from ..models.rl_run_webhook_metadata_type_0 import RlRunWebhookMetadataType0
        from ..models.rl_task_spec import RlTaskSpec
        from ..models.tensorboard_integration import TensorboardIntegration
        from ..models.wandb_integration import WandbIntegration

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_rl_run_object(d.pop("object"))

        group_id = d.pop("group_id")

        seed = d.pop("seed")

        status = check_rl_run_status(d.pop("status"))

        def _parse_phase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phase = _parse_phase(d.pop("phase"))

        progress = d.pop("progress")

        def _parse_status_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status_message = _parse_status_message(d.pop("status_message"))

        def _parse_error(data: object) -> None | RlRunErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = RlRunErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RlRunErrorType0, data)

        error = _parse_error(d.pop("error"))

        spec = RlTaskSpec.from_dict(d.pop("spec"))

        metrics = RlRunMetrics.from_dict(d.pop("metrics"))

        def _parse_verdict(
            data: object,
        ) -> None | RlRunVerdictType1 | RlRunVerdictType2Type1 | RlRunVerdictType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verdict_type_1 = check_rl_run_verdict_type_1(data)

                return verdict_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verdict_type_2_type_1 = check_rl_run_verdict_type_2_type_1(data)

                return verdict_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verdict_type_3_type_1 = check_rl_run_verdict_type_3_type_1(data)

                return verdict_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | RlRunVerdictType1
                | RlRunVerdictType2Type1
                | RlRunVerdictType3Type1,
                data,
            )

        verdict = _parse_verdict(d.pop("verdict"))

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        def _parse_evaluation_episodes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evaluation_episodes = _parse_evaluation_episodes(d.pop("evaluation_episodes"))

        def _parse_outputs(data: object) -> None | RlRunOutputsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outputs_type_0 = RlRunOutputsType0.from_dict(data)

                return outputs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RlRunOutputsType0, data)

        outputs = _parse_outputs(d.pop("outputs"))

        hardware_tier = d.pop("hardware_tier")

        tokens = RlRunTokens.from_dict(d.pop("tokens"))

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

        def _parse_webhook_metadata(data: object) -> None | RlRunWebhookMetadataType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = RlRunWebhookMetadataType0.from_dict(data)

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RlRunWebhookMetadataType0, data)

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

        rl_run = cls(
            id=id,
            object_=object_,
            group_id=group_id,
            seed=seed,
            status=status,
            phase=phase,
            progress=progress,
            status_message=status_message,
            error=error,
            spec=spec,
            metrics=metrics,
            verdict=verdict,
            success_rate=success_rate,
            evaluation_episodes=evaluation_episodes,
            outputs=outputs,
            hardware_tier=hardware_tier,
            tokens=tokens,
            integrations=integrations,
            webhook_metadata=webhook_metadata,
            created_at=created_at,
            started_at=started_at,
            completed_at=completed_at,
        )

        rl_run.additional_properties = d
        return rl_run

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
