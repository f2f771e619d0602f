from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.augmentation_config_input_relight_type_0 import (
        AugmentationConfigInputRelightType0,
    )


T = TypeVar("T", bound="AugmentationConfigInput")


@_attrs_define
class AugmentationConfigInput:
    """Omitted: `{"episode_count": 3}` (relight covers every episode).

    Attributes:
        episode_count (int | Unset): Video: episodes generated from the start of the dataset (at most 50). Relight
            covers every episode and reports the dataset's count here. Default: 3.
        variation_prompts (list[str] | None | Unset): One prompt per episode; overrides episode_count when given.
        relight (AugmentationConfigInputRelightType0 | None | Unset): Camera (short name, full key, or '*') →
            RelightParams. A camera's own entry overrides '*' field by field.
    """

    episode_count: int | Unset = 3
    variation_prompts: list[str] | None | Unset = UNSET
    relight: AugmentationConfigInputRelightType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.augmentation_config_input_relight_type_0 import (
            AugmentationConfigInputRelightType0,
        )

        episode_count = self.episode_count

        variation_prompts: list[str] | None | Unset
        if isinstance(self.variation_prompts, Unset):
            variation_prompts = UNSET
        elif isinstance(self.variation_prompts, list):
            variation_prompts = self.variation_prompts

        else:
            variation_prompts = self.variation_prompts

        relight: dict[str, Any] | None | Unset
        if isinstance(self.relight, Unset):
            relight = UNSET
        elif isinstance(self.relight, AugmentationConfigInputRelightType0):
            relight = self.relight.to_dict()
        else:
            relight = self.relight

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if episode_count is not UNSET:
            field_dict["episode_count"] = episode_count
        if variation_prompts is not UNSET:
            field_dict["variation_prompts"] = variation_prompts
        if relight is not UNSET:
            field_dict["relight"] = relight

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_config_input_relight_type_0 import (
            AugmentationConfigInputRelightType0,
        )

        d = dict(src_dict)
        episode_count = d.pop("episode_count", UNSET)

        def _parse_variation_prompts(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                variation_prompts_type_0 = cast(list[str], data)

                return variation_prompts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        variation_prompts = _parse_variation_prompts(d.pop("variation_prompts", UNSET))

        def _parse_relight(
            data: object,
        ) -> AugmentationConfigInputRelightType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                relight_type_0 = AugmentationConfigInputRelightType0.from_dict(data)

                return relight_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AugmentationConfigInputRelightType0 | None | Unset, data)

        relight = _parse_relight(d.pop("relight", UNSET))

        augmentation_config_input = cls(
            episode_count=episode_count,
            variation_prompts=variation_prompts,
            relight=relight,
        )

        return augmentation_config_input
