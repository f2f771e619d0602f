from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RotateWebhookSecretRequest")


@_attrs_define
class RotateWebhookSecretRequest:
    """
    Attributes:
        previous_secret_expires_in (int | Unset): Seconds the old secret keeps signing beside the new one (default
            86400, at most 604800; 0 retires it at once).
    """

    previous_secret_expires_in: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        previous_secret_expires_in = self.previous_secret_expires_in

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if previous_secret_expires_in is not UNSET:
            field_dict["previous_secret_expires_in"] = previous_secret_expires_in

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        previous_secret_expires_in = d.pop("previous_secret_expires_in", UNSET)

        rotate_webhook_secret_request = cls(
            previous_secret_expires_in=previous_secret_expires_in,
        )

        return rotate_webhook_secret_request
