from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RelightParams")


@_attrs_define
class RelightParams:
    """
    Attributes:
        exposure (float | Unset): Stops, -5..3 (default 0; -1 halves the light).
        temperature (float | Unset): Kelvin of the simulated light, 1500..12000 (default 6500 = unchanged); never
            changes brightness.
        tint (float | Unset): Green (-) to magenta (+), -1..1 (default 0).
        contrast (float | Unset): S-curve around mid-grey, 0.5..2 (default 1).
        saturation (float | Unset): Colour intensity, 0..2 (default 1).
    """

    exposure: float | Unset = UNSET
    temperature: float | Unset = UNSET
    tint: float | Unset = UNSET
    contrast: float | Unset = UNSET
    saturation: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        exposure = self.exposure

        temperature = self.temperature

        tint = self.tint

        contrast = self.contrast

        saturation = self.saturation

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if exposure is not UNSET:
            field_dict["exposure"] = exposure
        if temperature is not UNSET:
            field_dict["temperature"] = temperature
        if tint is not UNSET:
            field_dict["tint"] = tint
        if contrast is not UNSET:
            field_dict["contrast"] = contrast
        if saturation is not UNSET:
            field_dict["saturation"] = saturation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        exposure = d.pop("exposure", UNSET)

        temperature = d.pop("temperature", UNSET)

        tint = d.pop("tint", UNSET)

        contrast = d.pop("contrast", UNSET)

        saturation = d.pop("saturation", UNSET)

        relight_params = cls(
            exposure=exposure,
            temperature=temperature,
            tint=tint,
            contrast=contrast,
            saturation=saturation,
        )

        return relight_params
