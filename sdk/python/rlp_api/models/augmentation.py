from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_model import AugmentationModel, check_augmentation_model
from ..models.augmentation_object import AugmentationObject, check_augmentation_object
from ..models.augmentation_status import AugmentationStatus, check_augmentation_status

if TYPE_CHECKING:
    from ..models.augmentation_config import AugmentationConfig
    from ..models.augmentation_error_type_0 import AugmentationErrorType0
    from ..models.augmentation_output_type_0 import AugmentationOutputType0
    from ..models.augmentation_output_type_1 import AugmentationOutputType1
    from ..models.augmentation_plan import AugmentationPlan
    from ..models.augmentation_source import AugmentationSource
    from ..models.augmentation_tokens import AugmentationTokens
    from ..models.augmentation_webhook_metadata_type_0 import (
        AugmentationWebhookMetadataType0,
    )


T = TypeVar("T", bound="Augmentation")


@_attrs_define
class Augmentation:
    """
    Attributes:
        id (str):  Example: aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        object_ (AugmentationObject):
        status (AugmentationStatus): `canceling` from an accepted cancel until the work has stopped.
        progress (float): Progress of the current phase (import, generate, publish); restarts at 0 each phase.
        phase (None | str): `import`, `generate` or `publish`.
        status_message (None | str):
        error (AugmentationErrorType0 | None):
        model (AugmentationModel):
        source (AugmentationSource):
        instructions (str):
        config (AugmentationConfig):
        plan (AugmentationPlan | None):
        output (AugmentationOutputType0 | AugmentationOutputType1):
        tokens (AugmentationTokens):
        webhook_metadata (AugmentationWebhookMetadataType0 | None):
        created_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
    """

    id: str
    object_: AugmentationObject
    status: AugmentationStatus
    progress: float
    phase: None | str
    status_message: None | str
    error: AugmentationErrorType0 | None
    model: AugmentationModel
    source: AugmentationSource
    instructions: str
    config: AugmentationConfig
    plan: AugmentationPlan | None
    output: AugmentationOutputType0 | AugmentationOutputType1
    tokens: AugmentationTokens
    webhook_metadata: AugmentationWebhookMetadataType0 | None
    created_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.augmentation_error_type_0 import AugmentationErrorType0
        from ..models.augmentation_output_type_0 import AugmentationOutputType0
        from ..models.augmentation_plan import AugmentationPlan
        from ..models.augmentation_webhook_metadata_type_0 import (
            AugmentationWebhookMetadataType0,
        )

        id = self.id

        object_: str = self.object_

        status: str = self.status

        progress = self.progress

        phase: None | str
        phase = self.phase

        status_message: None | str
        status_message = self.status_message

        error: dict[str, Any] | None
        if isinstance(self.error, AugmentationErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        model: str = self.model

        source = self.source.to_dict()

        instructions = self.instructions

        config = self.config.to_dict()

        plan: dict[str, Any] | None
        if isinstance(self.plan, AugmentationPlan):
            plan = self.plan.to_dict()
        else:
            plan = self.plan

        output: dict[str, Any]
        if isinstance(self.output, AugmentationOutputType0):
            output = self.output.to_dict()
        else:
            output = self.output.to_dict()

        tokens = self.tokens.to_dict()

        webhook_metadata: dict[str, Any] | None
        if isinstance(self.webhook_metadata, AugmentationWebhookMetadataType0):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "status": status,
                "progress": progress,
                "phase": phase,
                "status_message": status_message,
                "error": error,
                "model": model,
                "source": source,
                "instructions": instructions,
                "config": config,
                "plan": plan,
                "output": output,
                "tokens": tokens,
                "webhook_metadata": webhook_metadata,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_config import AugmentationConfig
        from ..models.augmentation_error_type_0 import AugmentationErrorType0
        from ..models.augmentation_output_type_0 import AugmentationOutputType0
        from ..models.augmentation_output_type_1 import AugmentationOutputType1
        from ..models.augmentation_plan import AugmentationPlan
        from ..models.augmentation_source import AugmentationSource
        from ..models.augmentation_tokens import AugmentationTokens
        from ..models.augmentation_webhook_metadata_type_0 import (
            AugmentationWebhookMetadataType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        object_ = check_augmentation_object(d.pop("object"))

        status = check_augmentation_status(d.pop("status"))

        progress = d.pop("progress")

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

        def _parse_error(data: object) -> AugmentationErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = AugmentationErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AugmentationErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        model = check_augmentation_model(d.pop("model"))

        source = AugmentationSource.from_dict(d.pop("source"))

        instructions = d.pop("instructions")

        config = AugmentationConfig.from_dict(d.pop("config"))

        def _parse_plan(data: object) -> AugmentationPlan | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = AugmentationPlan.from_dict(data)

                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AugmentationPlan | None, data)

        plan = _parse_plan(d.pop("plan"))

        def _parse_output(
            data: object,
        ) -> AugmentationOutputType0 | AugmentationOutputType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_augmentation_output_type_0 = (
                    AugmentationOutputType0.from_dict(data)
                )

                return componentsschemas_augmentation_output_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_augmentation_output_type_1 = (
                AugmentationOutputType1.from_dict(data)
            )

            return componentsschemas_augmentation_output_type_1

        output = _parse_output(d.pop("output"))

        tokens = AugmentationTokens.from_dict(d.pop("tokens"))

        def _parse_webhook_metadata(
            data: object,
        ) -> AugmentationWebhookMetadataType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = AugmentationWebhookMetadataType0.from_dict(
                    data
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AugmentationWebhookMetadataType0 | None, data)

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata"))

        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)

                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("created_at"))

        augmentation = cls(
            id=id,
            object_=object_,
            status=status,
            progress=progress,
            phase=phase,
            status_message=status_message,
            error=error,
            model=model,
            source=source,
            instructions=instructions,
            config=config,
            plan=plan,
            output=output,
            tokens=tokens,
            webhook_metadata=webhook_metadata,
            created_at=created_at,
        )

        augmentation.additional_properties = d
        return augmentation

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
