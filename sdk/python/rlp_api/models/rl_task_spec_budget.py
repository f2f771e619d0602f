from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RlTaskSpecBudget")


@_attrs_define
class RlTaskSpecBudget:
    """
    Attributes:
        env_steps (int | Unset): Environment steps to train for (all envs together); the objective's default when left
            out.
        time_limit_s (int | Unset): Wall-clock limit for training; evaluation and packaging follow Default: 1800.
        n_envs (int | Unset): Environments stepped together in one process; at least 2, so one rollout (128 steps per
            env) holds a PPO minibatch of 256 Default: 8.
    """

    env_steps: int | Unset = UNSET
    time_limit_s: int | Unset = 1800
    n_envs: int | Unset = 8

    def to_dict(self) -> dict[str, Any]:
        env_steps = self.env_steps

        time_limit_s = self.time_limit_s

        n_envs = self.n_envs

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if env_steps is not UNSET:
            field_dict["env_steps"] = env_steps
        if time_limit_s is not UNSET:
            field_dict["time_limit_s"] = time_limit_s
        if n_envs is not UNSET:
            field_dict["n_envs"] = n_envs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        env_steps = d.pop("env_steps", UNSET)

        time_limit_s = d.pop("time_limit_s", UNSET)

        n_envs = d.pop("n_envs", UNSET)

        rl_task_spec_budget = cls(
            env_steps=env_steps,
            time_limit_s=time_limit_s,
            n_envs=n_envs,
        )

        return rl_task_spec_budget
