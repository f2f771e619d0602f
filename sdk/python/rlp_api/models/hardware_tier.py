from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hardware_tier_object import HardwareTierObject, check_hardware_tier_object

T = TypeVar("T", bound="HardwareTier")


@_attrs_define
class HardwareTier:
    """
    Attributes:
        object_ (HardwareTierObject):
        id (str):  Example: a10g.
        name (str):
        gpu (None | str):
        gpu_count (int):
        vram_gb (int):
        cpu_cores (int):
        memory_gb (int):
        tokens_per_hour (int): Rate a training run on this tier bills at; 0 on CPU.
        available (bool): Whether the configured compute backend can run jobs on this tier (a job for a tier it cannot
            run is refused when it starts).
        reason (None | str): Why not, when unavailable.
    """

    object_: HardwareTierObject
    id: str
    name: str
    gpu: None | str
    gpu_count: int
    vram_gb: int
    cpu_cores: int
    memory_gb: int
    tokens_per_hour: int
    available: bool
    reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        id = self.id

        name = self.name

        gpu: None | str
        gpu = self.gpu

        gpu_count = self.gpu_count

        vram_gb = self.vram_gb

        cpu_cores = self.cpu_cores

        memory_gb = self.memory_gb

        tokens_per_hour = self.tokens_per_hour

        available = self.available

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "name": name,
                "gpu": gpu,
                "gpu_count": gpu_count,
                "vram_gb": vram_gb,
                "cpu_cores": cpu_cores,
                "memory_gb": memory_gb,
                "tokens_per_hour": tokens_per_hour,
                "available": available,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_hardware_tier_object(d.pop("object"))

        id = d.pop("id")

        name = d.pop("name")

        def _parse_gpu(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gpu = _parse_gpu(d.pop("gpu"))

        gpu_count = d.pop("gpu_count")

        vram_gb = d.pop("vram_gb")

        cpu_cores = d.pop("cpu_cores")

        memory_gb = d.pop("memory_gb")

        tokens_per_hour = d.pop("tokens_per_hour")

        available = d.pop("available")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        hardware_tier = cls(
            object_=object_,
            id=id,
            name=name,
            gpu=gpu,
            gpu_count=gpu_count,
            vram_gb=vram_gb,
            cpu_cores=cpu_cores,
            memory_gb=memory_gb,
            tokens_per_hour=tokens_per_hour,
            available=available,
            reason=reason,
        )

        hardware_tier.additional_properties = d
        return hardware_tier

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
