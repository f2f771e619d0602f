from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetWandbCredentialsRequest")


@_attrs_define
class SetWandbCredentialsRequest:
    """
    Attributes:
        api_key (str): The W&B API key.
    """

    api_key: str

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "api_key": api_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        set_wandb_credentials_request = cls(
            api_key=api_key,
        )

        return set_wandb_credentials_request
