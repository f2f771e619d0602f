from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlRunOutputsType0OnnxParity")


@_attrs_define
class RlRunOutputsType0OnnxParity:
    """
    Attributes:
        pairs (int):
        max_abs_difference (float):
        runtime (str):
    """

    pairs: int
    max_abs_difference: float
    runtime: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pairs = self.pairs

        max_abs_difference = self.max_abs_difference

        runtime = self.runtime

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pairs": pairs,
                "max_abs_difference": max_abs_difference,
                "runtime": runtime,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pairs = d.pop("pairs")

        max_abs_difference = d.pop("max_abs_difference")

        runtime = d.pop("runtime")

        rl_run_outputs_type_0_onnx_parity = cls(
            pairs=pairs,
            max_abs_difference=max_abs_difference,
            runtime=runtime,
        )

        rl_run_outputs_type_0_onnx_parity.additional_properties = d
        return rl_run_outputs_type_0_onnx_parity

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
