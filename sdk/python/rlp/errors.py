"""Typed errors: every API error carries the envelope's ``code``, ``param`` and ``request_id``."""

from __future__ import annotations

import json
from typing import Any, Mapping


class RlpError(Exception):
    """Base of every error this SDK raises."""


class ConnectionFailed(RlpError):
    """The API could not be reached (after the retries)."""


class ChecksumMismatch(RlpError):
    """A downloaded file's sha256 is not the one the API advertised; the file was removed."""

    def __init__(self, path: str, expected: str, actual: str) -> None:
        super().__init__(f"{path}: sha256 {actual}, expected {expected}")
        self.path, self.expected, self.actual = path, expected, actual


class APIError(RlpError):
    """An error answer of the API, in its envelope: ``{"error": {type, code, message, param, request_id}}``."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        type: str | None = None,
        param: str | None = None,
        request_id: str | None = None,
        details: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        where = f" (param: {param})" if param else ""
        super().__init__(f"{status} {code}: {message}{where}")
        self.status = status
        self.code = code
        self.message = message
        self.type = type
        self.param = param
        self.request_id = request_id
        self.details = dict(details or {})
        self.headers = dict(headers or {})


class InvalidRequestError(APIError):
    """400 (and 413, 415, 416): the request is wrong; ``param`` names the field."""


class AuthenticationError(APIError):
    """401: missing, unknown, revoked or expired API key."""


class InsufficientTokensError(APIError):
    """402: the balance does not cover the request."""


class PermissionDeniedError(APIError):
    """403: the key lacks the scope, or the account the feature."""


class NotFoundError(APIError):
    """404: no such resource, which includes every other account's resources."""


class ConflictError(APIError):
    """409: e.g. ``not_cancelable``, ``idempotency_key_reused``."""


class RateLimitError(APIError):
    """429, still limited after the retries."""


class ServerError(APIError):
    """5xx, still failing after the retries."""


_BY_STATUS: dict[int, type[APIError]] = {
    400: InvalidRequestError,
    401: AuthenticationError,
    402: InsufficientTokensError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    413: InvalidRequestError,
    415: InvalidRequestError,
    416: InvalidRequestError,
    429: RateLimitError,
}


def error_from_response(status: int, content: bytes, headers: Mapping[str, str]) -> APIError:
    """The typed error for an API error answer (any body; the envelope when there is one)."""
    try:
        envelope = json.loads(content or b"{}").get("error") or {}
    except (ValueError, AttributeError):
        envelope = {}
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else APIError)
    lowered = {k.lower(): v for k, v in headers.items()}
    return cls(
        status,
        envelope.get("code") or f"http_{status}",
        envelope.get("message") or (content or b"").decode("utf-8", "replace")[:500],
        type=envelope.get("type"),
        param=envelope.get("param"),
        request_id=envelope.get("request_id") or lowered.get("x-request-id"),
        details=envelope.get("details"),
        headers=headers,
    )
