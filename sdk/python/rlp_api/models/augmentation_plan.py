from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_plan_engine import (
    AugmentationPlanEngine,
    check_augmentation_plan_engine,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.augmentation_plan_relight_type_0 import AugmentationPlanRelightType0
    from ..models.augmentation_plan_variations_type_0_item import (
        AugmentationPlanVariationsType0Item,
    )


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
        variations (list[AugmentationPlanVariationsType0Item] | None | Unset): For `video`: per generated episode, its
            prompt, the twin parameters the planner mapped it to (object offset, yaw, scale, colour; light; table and
            background colour; distractors; per camera, the light measured from its reference photo) and its first seed.
    """

    engine: AugmentationPlanEngine
    reason: None | str
    relight: AugmentationPlanRelightType0 | None
    video_instruction: None | str
    source_revision: None | str
    variations: list[AugmentationPlanVariationsType0Item] | None | Unset = UNSET
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

        variations: list[dict[str, Any]] | None | Unset
        if isinstance(self.variations, Unset):
            variations = UNSET
        elif isinstance(self.variations, list):
            variations = []
            for variations_type_0_item_data in self.variations:
                variations_type_0_item = variations_type_0_item_data.to_dict()
                variations.append(variations_type_0_item)

        else:
            variations = self.variations

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
        if variations is not UNSET:
            field_dict["variations"] = variations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_plan_relight_type_0 import (
            AugmentationPlanRelightType0,
        )
        from ..models.augmentation_plan_variations_type_0_item import (
            AugmentationPlanVariationsType0Item,
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

        def _parse_variations(
            data: object,
        ) -> list[AugmentationPlanVariationsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                variations_type_0 = []
                _variations_type_0 = data
                for variations_type_0_item_data in _variations_type_0:
                    variations_type_0_item = (
                        AugmentationPlanVariationsType0Item.from_dict(
                            variations_type_0_item_data
                        )
                    )

                    variations_type_0.append(variations_type_0_item)

                return variations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AugmentationPlanVariationsType0Item] | None | Unset, data)

        variations = _parse_variations(d.pop("variations", UNSET))

        augmentation_plan = cls(
            engine=engine,
            reason=reason,
            relight=relight,
            video_instruction=video_instruction,
            source_revision=source_revision,
            variations=variations,
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
