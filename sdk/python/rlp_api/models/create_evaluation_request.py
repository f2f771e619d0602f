from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_evaluation_request_webhook_metadata_type_0 import (
        CreateEvaluationRequestWebhookMetadataType0,
    )
    from ..models.evaluation_objective import EvaluationObjective
    from ..models.evaluation_randomisation import EvaluationRandomisation
    from ..models.policy_ref_input_type_0 import PolicyRefInputType0
    from ..models.policy_ref_input_type_1 import PolicyRefInputType1


T = TypeVar("T", bound="CreateEvaluationRequest")


@_attrs_define
class CreateEvaluationRequest:
    """
    Attributes:
        policy (PolicyRefInputType0 | PolicyRefInputType1): The policy to run: a built-in training run's `mlp` (state
            in, joint commands out: it cannot see where the object is) or an RL run's ONNX actor. Another account's run
            answers 404.
        twin_id (str):
        episodes (int | Unset): Episodes to run, 1..500. Default 50, or the number of `seeds`.
        seeds (list[int] | Unset): Explicit seeds, one per episode. Default: 1000000 + i, the RL runs’ evaluation seeds.
        randomisation (EvaluationRandomisation | Unset): How each episode’s start is drawn from its seed. The defaults
            equal an RL run’s own evaluation, so an RL run’s policy meets the starts it was judged on.
        objective (EvaluationObjective | Unset): Default `{"name": "pick_place"}`.
        webhook_metadata (CreateEvaluationRequestWebhookMetadataType0 | None | Unset): Opaque JSON object echoed on the
            resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any
            depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
    """

    policy: PolicyRefInputType0 | PolicyRefInputType1
    twin_id: str
    episodes: int | Unset = UNSET
    seeds: list[int] | Unset = UNSET
    randomisation: EvaluationRandomisation | Unset = UNSET
    objective: EvaluationObjective | Unset = UNSET
    webhook_metadata: CreateEvaluationRequestWebhookMetadataType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_evaluation_request_webhook_metadata_type_0 import (
            CreateEvaluationRequestWebhookMetadataType0,
        )
        from ..models.policy_ref_input_type_0 import PolicyRefInputType0

        policy: dict[str, Any]
        if isinstance(self.policy, PolicyRefInputType0):
            policy = self.policy.to_dict()
        else:
            policy = self.policy.to_dict()

        twin_id = self.twin_id

        episodes = self.episodes

        seeds: list[int] | Unset = UNSET
        if not isinstance(self.seeds, Unset):
            seeds = self.seeds

        randomisation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.randomisation, Unset):
            randomisation = self.randomisation.to_dict()

        objective: dict[str, Any] | Unset = UNSET
        if not isinstance(self.objective, Unset):
            objective = self.objective.to_dict()

        webhook_metadata: dict[str, Any] | None | Unset
        if isinstance(self.webhook_metadata, Unset):
            webhook_metadata = UNSET
        elif isinstance(
            self.webhook_metadata, CreateEvaluationRequestWebhookMetadataType0
        ):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "policy": policy,
                "twin_id": twin_id,
            }
        )
        if episodes is not UNSET:
            field_dict["episodes"] = episodes
        if seeds is not UNSET:
            field_dict["seeds"] = seeds
        if randomisation is not UNSET:
            field_dict["randomisation"] = randomisation
        if objective is not UNSET:
            field_dict["objective"] = objective
        if webhook_metadata is not UNSET:
            field_dict["webhook_metadata"] = webhook_metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_evaluation_request_webhook_metadata_type_0 import (
            CreateEvaluationRequestWebhookMetadataType0,
        )
        from ..models.evaluation_objective import EvaluationObjective
        from ..models.evaluation_randomisation import EvaluationRandomisation
        from ..models.policy_ref_input_type_0 import PolicyRefInputType0
        from ..models.policy_ref_input_type_1 import PolicyRefInputType1

        d = dict(src_dict)

        def _parse_policy(data: object) -> PolicyRefInputType0 | PolicyRefInputType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_policy_ref_input_type_0 = (
                    PolicyRefInputType0.from_dict(data)
                )

                return componentsschemas_policy_ref_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_policy_ref_input_type_1 = PolicyRefInputType1.from_dict(
                data
            )

            return componentsschemas_policy_ref_input_type_1

        policy = _parse_policy(d.pop("policy"))

        twin_id = d.pop("twin_id")

        episodes = d.pop("episodes", UNSET)

        seeds = cast(list[int], d.pop("seeds", UNSET))

        _randomisation = d.pop("randomisation", UNSET)
        randomisation: EvaluationRandomisation | Unset
        if isinstance(_randomisation, Unset):
            randomisation = UNSET
        else:
            randomisation = EvaluationRandomisation.from_dict(_randomisation)

        _objective = d.pop("objective", UNSET)
        objective: EvaluationObjective | Unset
        if isinstance(_objective, Unset):
            objective = UNSET
        else:
            objective = EvaluationObjective.from_dict(_objective)

        def _parse_webhook_metadata(
            data: object,
        ) -> CreateEvaluationRequestWebhookMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = (
                    CreateEvaluationRequestWebhookMetadataType0.from_dict(data)
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateEvaluationRequestWebhookMetadataType0 | None | Unset, data
            )

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        create_evaluation_request = cls(
            policy=policy,
            twin_id=twin_id,
            episodes=episodes,
            seeds=seeds,
            randomisation=randomisation,
            objective=objective,
            webhook_metadata=webhook_metadata,
        )

        return create_evaluation_request
