from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_policy_object import (
    TrainingPolicyObject,
    check_training_policy_object,
)

T = TypeVar("T", bound="TrainingPolicy")


@_attrs_define
class TrainingPolicy:
    """
    Attributes:
        object_ (TrainingPolicyObject):
        id (str):  Example: act.
        name (str):
        description (str):
        available (bool): Whether the configured compute backend can run this policy now.
        experimental (bool):
        compatible_robot_types (list[str]):
        default_batch_size (int):
        default_steps (int):
        min_hardware_tier (str):
        min_vram_gb (int):
    """

    object_: TrainingPolicyObject
    id: str
    name: str
    description: str
    available: bool
    experimental: bool
    compatible_robot_types: list[str]
    default_batch_size: int
    default_steps: int
    min_hardware_tier: str
    min_vram_gb: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        id = self.id

        name = self.name

        description = self.description

        available = self.available

        experimental = self.experimental

        compatible_robot_types = self.compatible_robot_types

        default_batch_size = self.default_batch_size

        default_steps = self.default_steps

        min_hardware_tier = self.min_hardware_tier

        min_vram_gb = self.min_vram_gb

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "name": name,
                "description": description,
                "available": available,
                "experimental": experimental,
                "compatible_robot_types": compatible_robot_types,
                "default_batch_size": default_batch_size,
                "default_steps": default_steps,
                "min_hardware_tier": min_hardware_tier,
                "min_vram_gb": min_vram_gb,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_training_policy_object(d.pop("object"))

        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        available = d.pop("available")

        experimental = d.pop("experimental")

        compatible_robot_types = cast(list[str], d.pop("compatible_robot_types"))

        default_batch_size = d.pop("default_batch_size")

        default_steps = d.pop("default_steps")

        min_hardware_tier = d.pop("min_hardware_tier")

        min_vram_gb = d.pop("min_vram_gb")

        training_policy = cls(
            object_=object_,
            id=id,
            name=name,
            description=description,
            available=available,
            experimental=experimental,
            compatible_robot_types=compatible_robot_types,
            default_batch_size=default_batch_size,
            default_steps=default_steps,
            min_hardware_tier=min_hardware_tier,
            min_vram_gb=min_vram_gb,
        )

        training_policy.additional_properties = d
        return training_policy

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
