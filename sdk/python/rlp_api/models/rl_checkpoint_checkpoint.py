from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RlCheckpointCheckpoint")


@_attrs_define
class RlCheckpointCheckpoint:
    """The stable-baselines3 checkpoint (.zip: policy and optimizer), to resume training.

    Attributes:
        url (str):
        requires_auth (bool):
        expires_at (None | str):
        bytes_ (int):
    """

    url: str
    requires_auth: bool
    expires_at: None | str
    bytes_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        requires_auth = self.requires_auth

        expires_at: None | str
        expires_at = self.expires_at

        bytes_ = self.bytes_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
                "requires_auth": requires_auth,
                "expires_at": expires_at,
                "bytes": bytes_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        requires_auth = d.pop("requires_auth")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        bytes_ = d.pop("bytes")

        rl_checkpoint_checkpoint = cls(
            url=url,
            requires_auth=requires_auth,
            expires_at=expires_at,
            bytes_=bytes_,
        )

        rl_checkpoint_checkpoint.additional_properties = d
        return rl_checkpoint_checkpoint

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
