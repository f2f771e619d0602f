from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_checkpoint_object import RlCheckpointObject, check_rl_checkpoint_object

if TYPE_CHECKING:
    from ..models.rl_checkpoint_checkpoint import RlCheckpointCheckpoint
    from ..models.rl_checkpoint_onnx import RlCheckpointOnnx


T = TypeVar("T", bound="RlCheckpoint")


@_attrs_define
class RlCheckpoint:
    """
    Attributes:
        object_ (RlCheckpointObject):
        env_steps (int):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        onnx (RlCheckpointOnnx): The deterministic actor as ONNX (opset 17).
        checkpoint (RlCheckpointCheckpoint): The stable-baselines3 checkpoint (.zip: policy and optimizer), to resume
            training.
    """

    object_: RlCheckpointObject
    env_steps: int
    created_at: datetime.datetime
    onnx: RlCheckpointOnnx
    checkpoint: RlCheckpointCheckpoint
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        env_steps = self.env_steps

        created_at = self.created_at.isoformat()

        onnx = self.onnx.to_dict()

        checkpoint = self.checkpoint.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "env_steps": env_steps,
                "created_at": created_at,
                "onnx": onnx,
                "checkpoint": checkpoint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_checkpoint_checkpoint import RlCheckpointCheckpoint
        from ..models.rl_checkpoint_onnx import RlCheckpointOnnx

        d = dict(src_dict)
        object_ = check_rl_checkpoint_object(d.pop("object"))

        env_steps = d.pop("env_steps")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        onnx = RlCheckpointOnnx.from_dict(d.pop("onnx"))

        checkpoint = RlCheckpointCheckpoint.from_dict(d.pop("checkpoint"))

        rl_checkpoint = cls(
            object_=object_,
            env_steps=env_steps,
            created_at=created_at,
            onnx=onnx,
            checkpoint=checkpoint,
        )

        rl_checkpoint.additional_properties = d
        return rl_checkpoint

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
