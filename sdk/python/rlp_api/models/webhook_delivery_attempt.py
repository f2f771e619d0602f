from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WebhookDeliveryAttempt")


@_attrs_define
class WebhookDeliveryAttempt:
    """
    Attributes:
        attempt (int):
        started_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        status_code (int | None): The receiver's HTTP status; null when no response came. The receiver's body is never
            kept or shown.
        latency_ms (int):
        error (None | str): What went wrong without a response: refused, timed out, blocked, …
    """

    attempt: int
    started_at: datetime.datetime
    status_code: int | None
    latency_ms: int
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        started_at = self.started_at.isoformat()

        status_code: int | None
        status_code = self.status_code

        latency_ms = self.latency_ms

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "started_at": started_at,
                "status_code": status_code,
                "latency_ms": latency_ms,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        latency_ms = d.pop("latency_ms")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        webhook_delivery_attempt = cls(
            attempt=attempt,
            started_at=started_at,
            status_code=status_code,
            latency_ms=latency_ms,
            error=error,
        )

        webhook_delivery_attempt.additional_properties = d
        return webhook_delivery_attempt

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
