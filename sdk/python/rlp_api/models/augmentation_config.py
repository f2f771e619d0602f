from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.augmentation_config_relight_type_0 import (
        AugmentationConfigRelightType0,
    )


T = TypeVar("T", bound="AugmentationConfig")


@_attrs_define
class AugmentationConfig:
    """
    Attributes:
        episode_count (int):
        variation_prompts (list[str] | None):
        relight (AugmentationConfigRelightType0 | None):
    """

    episode_count: int
    variation_prompts: list[str] | None
    relight: AugmentationConfigRelightType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.augmentation_config_relight_type_0 import (
            AugmentationConfigRelightType0,
        )

        episode_count = self.episode_count

        variation_prompts: list[str] | None
        if isinstance(self.variation_prompts, list):
            variation_prompts = self.variation_prompts

        else:
            variation_prompts = self.variation_prompts

        relight: dict[str, Any] | None
        if isinstance(self.relight, AugmentationConfigRelightType0):
            relight = self.relight.to_dict()
        else:
            relight = self.relight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "episode_count": episode_count,
                "variation_prompts": variation_prompts,
                "relight": relight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_config_relight_type_0 import (
            AugmentationConfigRelightType0,
        )

        d = dict(src_dict)
        episode_count = d.pop("episode_count")

        def _parse_variation_prompts(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                variation_prompts_type_0 = cast(list[str], data)

                return variation_prompts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        variation_prompts = _parse_variation_prompts(d.pop("variation_prompts"))

        def _parse_relight(data: object) -> AugmentationConfigRelightType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                relight_type_0 = AugmentationConfigRelightType0.from_dict(data)

                return relight_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AugmentationConfigRelightType0 | None, data)

        relight = _parse_relight(d.pop("relight"))

        augmentation_config = cls(
            episode_count=episode_count,
            variation_prompts=variation_prompts,
            relight=relight,
        )

        augmentation_config.additional_properties = d
        return augmentation_config

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
