from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_plan_engine import (
    AugmentationPlanEngine,
    check_augmentation_plan_engine,
)

if TYPE_CHECKING:
    from ..models.augmentation_plan_relight_type_0 import AugmentationPlanRelightType0


T = TypeVar("T", bound="AugmentationPlan")


@_attrs_define
class AugmentationPlan:
    """
    Attributes:
        engine (AugmentationPlanEngine):
        reason (None | str):
        relight (AugmentationPlanRelightType0 | None):
        video_instruction (None | str):
        source_revision (None | str):
    """

    engine: AugmentationPlanEngine
    reason: None | str
    relight: AugmentationPlanRelightType0 | None
    video_instruction: None | str
    source_revision: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.augmentation_plan_relight_type_0 import (
            AugmentationPlanRelightType0,
        )

        engine: str = self.engine

        reason: None | str
        reason = self.reason

        relight: dict[str, Any] | None
        if isinstance(self.relight, AugmentationPlanRelightType0):
            relight = self.relight.to_dict()
        else:
            relight = self.relight

        video_instruction: None | str
        video_instruction = self.video_instruction

        source_revision: None | str
        source_revision = self.source_revision

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "engine": engine,
                "reason": reason,
                "relight": relight,
                "video_instruction": video_instruction,
                "source_revision": source_revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_plan_relight_type_0 import (
            AugmentationPlanRelightType0,
        )

        d = dict(src_dict)
        engine = check_augmentation_plan_engine(d.pop("engine"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_relight(data: object) -> AugmentationPlanRelightType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                relight_type_0 = AugmentationPlanRelightType0.from_dict(data)

                return relight_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AugmentationPlanRelightType0 | None, data)

        relight = _parse_relight(d.pop("relight"))

        def _parse_video_instruction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        video_instruction = _parse_video_instruction(d.pop("video_instruction"))

        def _parse_source_revision(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_revision = _parse_source_revision(d.pop("source_revision"))

        augmentation_plan = cls(
            engine=engine,
            reason=reason,
            relight=relight,
            video_instruction=video_instruction,
            source_revision=source_revision,
        )

        augmentation_plan.additional_properties = d
        return augmentation_plan

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
