from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_object import EvaluationObject, check_evaluation_object
from ..models.evaluation_status import EvaluationStatus, check_evaluation_status
from ..models.evaluation_verdict_type_0 import (
    EvaluationVerdictType0,
    check_evaluation_verdict_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.evaluation_error_type_0 import EvaluationErrorType0
    from ..models.evaluation_failure_modes_type_0 import EvaluationFailureModesType0
    from ..models.evaluation_interval import EvaluationInterval
    from ..models.evaluation_objective_view import EvaluationObjectiveView
    from ..models.evaluation_outputs_type_0 import EvaluationOutputsType0
    from ..models.evaluation_policy import EvaluationPolicy
    from ..models.evaluation_randomisation_values import EvaluationRandomisationValues
    from ..models.evaluation_tokens import EvaluationTokens
    from ..models.evaluation_webhook_metadata_type_0 import (
        EvaluationWebhookMetadataType0,
    )


T = TypeVar("T", bound="Evaluation")


@_attrs_define
class Evaluation:
    """
    Attributes:
        id (str):
        object_ (EvaluationObject):
        status (EvaluationStatus):
        phase (None | str):
        progress (float):
        status_message (None | str):
        error (EvaluationErrorType0 | None):
        policy (EvaluationPolicy):
        twin_id (str):
        objective (EvaluationObjectiveView):
        episodes (int):
        seeds (list[int] | None):
        randomisation (EvaluationRandomisationValues):
        verdict (EvaluationVerdictType0 | None):
        success_rate (float | None):
        successes (int | None):
        interval (EvaluationInterval | None):
        threshold (float | None):
        failure_modes (EvaluationFailureModesType0 | None):
        checks (list[Any] | None):
        outputs (EvaluationOutputsType0 | None):
        tokens (EvaluationTokens):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        started_at (datetime.datetime | None):
        completed_at (datetime.datetime | None):
        webhook_metadata (EvaluationWebhookMetadataType0 | None | Unset): Opaque JSON object echoed on the resource, its
            events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most
            500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
    """

    id: str
    object_: EvaluationObject
    status: EvaluationStatus
    phase: None | str
    progress: float
    status_message: None | str
    error: EvaluationErrorType0 | None
    policy: EvaluationPolicy
    twin_id: str
    objective: EvaluationObjectiveView
    episodes: int
    seeds: list[int] | None
    randomisation: EvaluationRandomisationValues
    verdict: EvaluationVerdictType0 | None
    success_rate: float | None
    successes: int | None
    interval: EvaluationInterval | None
    threshold: float | None
    failure_modes: EvaluationFailureModesType0 | None
    checks: list[Any] | None
    outputs: EvaluationOutputsType0 | None
    tokens: EvaluationTokens
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    completed_at: datetime.datetime | None
    webhook_metadata: EvaluationWebhookMetadataType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluation_error_type_0 import EvaluationErrorType0
        from ..models.evaluation_failure_modes_type_0 import EvaluationFailureModesType0
        from ..models.evaluation_interval import EvaluationInterval
        from ..models.evaluation_outputs_type_0 import EvaluationOutputsType0
        from ..models.evaluation_webhook_metadata_type_0 import (
            EvaluationWebhookMetadataType0,
        )

        id = self.id

        object_: str = self.object_

        status: str = self.status

        phase: None | str
        phase = self.phase

        progress = self.progress

        status_message: None | str
        status_message = self.status_message

        error: dict[str, Any] | None
        if isinstance(self.error, EvaluationErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        policy = self.policy.to_dict()

        twin_id = self.twin_id

        objective = self.objective.to_dict()

        episodes = self.episodes

        seeds: list[int] | None
        if isinstance(self.seeds, list):
            seeds = self.seeds

        else:
            seeds = self.seeds

        randomisation = self.randomisation.to_dict()

        verdict: None | str
        if isinstance(self.verdict, str):
            verdict = self.verdict
        else:
            verdict = self.verdict

        success_rate: float | None
        success_rate = self.success_rate

        successes: int | None
        successes = self.successes

        interval: dict[str, Any] | None
        if isinstance(self.interval, EvaluationInterval):
            interval = self.interval.to_dict()
        else:
            interval = self.interval

        threshold: float | None
        threshold = self.threshold

        failure_modes: dict[str, Any] | None
        if isinstance(self.failure_modes, EvaluationFailureModesType0):
            failure_modes = self.failure_modes.to_dict()
        else:
            failure_modes = self.failure_modes

        checks: list[Any] | None
        if isinstance(self.checks, list):
            checks = self.checks

        else:
            checks = self.checks

        outputs: dict[str, Any] | None
        if isinstance(self.outputs, EvaluationOutputsType0):
            outputs = self.outputs.to_dict()
        else:
            outputs = self.outputs

        tokens = self.tokens.to_dict()

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

        webhook_metadata: dict[str, Any] | None | Unset
        if isinstance(self.webhook_metadata, Unset):
            webhook_metadata = UNSET
        elif isinstance(self.webhook_metadata, EvaluationWebhookMetadataType0):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "status": status,
                "phase": phase,
                "progress": progress,
                "status_message": status_message,
                "error": error,
                "policy": policy,
                "twin_id": twin_id,
                "objective": objective,
                "episodes": episodes,
                "seeds": seeds,
                "randomisation": randomisation,
                "verdict": verdict,
                "success_rate": success_rate,
                "successes": successes,
                "interval": interval,
                "threshold": threshold,
                "failure_modes": failure_modes,
                "checks": checks,
                "outputs": outputs,
                "tokens": tokens,
                "created_at": created_at,
                "started_at": started_at,
                "completed_at": completed_at,
            }
        )
        if webhook_metadata is not UNSET:
            field_dict["webhook_metadata"] = webhook_metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_error_type_0 import EvaluationErrorType0
        from ..models.evaluation_failure_modes_type_0 import EvaluationFailureModesType0
        from ..models.evaluation_interval import EvaluationInterval
        from ..models.evaluation_objective_view import EvaluationObjectiveView
        from ..models.evaluation_outputs_type_0 import EvaluationOutputsType0
        from ..models.evaluation_policy import EvaluationPolicy
        from ..models.evaluation_randomisation_values import (
            EvaluationRandomisationValues,
        )
        from ..models.evaluation_tokens import EvaluationTokens
        from ..models.evaluation_webhook_metadata_type_0 import (
            EvaluationWebhookMetadataType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_evaluation_object(d.pop("object"))

        status = check_evaluation_status(d.pop("status"))

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

        def _parse_error(data: object) -> EvaluationErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = EvaluationErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        policy = EvaluationPolicy.from_dict(d.pop("policy"))

        twin_id = d.pop("twin_id")

        objective = EvaluationObjectiveView.from_dict(d.pop("objective"))

        episodes = d.pop("episodes")

        def _parse_seeds(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seeds_type_0 = cast(list[int], data)

                return seeds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        seeds = _parse_seeds(d.pop("seeds"))

        randomisation = EvaluationRandomisationValues.from_dict(d.pop("randomisation"))

        def _parse_verdict(data: object) -> EvaluationVerdictType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verdict_type_0 = check_evaluation_verdict_type_0(data)

                return verdict_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationVerdictType0 | None, data)

        verdict = _parse_verdict(d.pop("verdict"))

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        def _parse_successes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        successes = _parse_successes(d.pop("successes"))

        def _parse_interval(data: object) -> EvaluationInterval | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                interval_type_0 = EvaluationInterval.from_dict(data)

                return interval_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationInterval | None, data)

        interval = _parse_interval(d.pop("interval"))

        def _parse_threshold(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        threshold = _parse_threshold(d.pop("threshold"))

        def _parse_failure_modes(data: object) -> EvaluationFailureModesType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_modes_type_0 = EvaluationFailureModesType0.from_dict(data)

                return failure_modes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationFailureModesType0 | None, data)

        failure_modes = _parse_failure_modes(d.pop("failure_modes"))

        def _parse_checks(data: object) -> list[Any] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                checks_type_0 = cast(list[Any], data)

                return checks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Any] | None, data)

        checks = _parse_checks(d.pop("checks"))

        def _parse_outputs(data: object) -> EvaluationOutputsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outputs_type_0 = EvaluationOutputsType0.from_dict(data)

                return outputs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationOutputsType0 | None, data)

        outputs = _parse_outputs(d.pop("outputs"))

        tokens = EvaluationTokens.from_dict(d.pop("tokens"))

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

        def _parse_webhook_metadata(
            data: object,
        ) -> EvaluationWebhookMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = EvaluationWebhookMetadataType0.from_dict(data)

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationWebhookMetadataType0 | None | Unset, data)

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        evaluation = cls(
            id=id,
            object_=object_,
            status=status,
            phase=phase,
            progress=progress,
            status_message=status_message,
            error=error,
            policy=policy,
            twin_id=twin_id,
            objective=objective,
            episodes=episodes,
            seeds=seeds,
            randomisation=randomisation,
            verdict=verdict,
            success_rate=success_rate,
            successes=successes,
            interval=interval,
            threshold=threshold,
            failure_modes=failure_modes,
            checks=checks,
            outputs=outputs,
            tokens=tokens,
            created_at=created_at,
            started_at=started_at,
            completed_at=completed_at,
            webhook_metadata=webhook_metadata,
        )

        evaluation.additional_properties = d
        return evaluation

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
