from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.policy_ref_input_type_1_checkpoint_type_0 import (
    PolicyRefInputType1CheckpointType0,
    check_policy_ref_input_type_1_checkpoint_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PolicyRefInputType1")


@_attrs_define
class PolicyRefInputType1:
    """
    Attributes:
        rl_run_id (str):
        checkpoint (int | PolicyRefInputType1CheckpointType0 | Unset): `best` (default): a training run's best
            checkpoint by held-out loss (else its latest); an RL run's packaged policy. A number: the checkpoint at that
            step (training run) or env steps (RL run).
    """

    rl_run_id: str
    checkpoint: int | PolicyRefInputType1CheckpointType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rl_run_id = self.rl_run_id

        checkpoint: int | str | Unset
        if isinstance(self.checkpoint, Unset):
            checkpoint = UNSET
        elif isinstance(self.checkpoint, str):
            checkpoint = self.checkpoint
        else:
            checkpoint = self.checkpoint

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rl_run_id": rl_run_id,
            }
        )
        if checkpoint is not UNSET:
            field_dict["checkpoint"] = checkpoint

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rl_run_id = d.pop("rl_run_id")

        def _parse_checkpoint(
            data: object,
        ) -> int | PolicyRefInputType1CheckpointType0 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                checkpoint_type_0 = check_policy_ref_input_type_1_checkpoint_type_0(
                    data
                )

                return checkpoint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | PolicyRefInputType1CheckpointType0 | Unset, data)

        checkpoint = _parse_checkpoint(d.pop("checkpoint", UNSET))

        policy_ref_input_type_1 = cls(
            rl_run_id=rl_run_id,
            checkpoint=checkpoint,
        )

        return policy_ref_input_type_1
