"""What every request goes through: an Idempotency-Key on creates, and retries on 429/503."""

from __future__ import annotations

import contextvars
import re
import time
import uuid
from typing import Callable

import httpx

IDEMPOTENCY_HEADER = "Idempotency-Key"
RETRYABLE_STATUSES = frozenset({429, 503})
# A create is a POST on a collection: /v1/augmentations, /v1/rl_runs, /v1/keys, …
_CREATE_PATH = re.compile(r"^/v1/[a-z_]+$")

#: The Idempotency-Key the next create sends (set by ``Client.idempotency_key``); a new one otherwise.
next_idempotency_key: contextvars.ContextVar[str | None] = contextvars.ContextVar("next_idempotency_key", default=None)

RetryCallback = Callable[[httpx.Request, "httpx.Response | None", float, int], None]


def retry_after_seconds(response: httpx.Response, attempt: int) -> float:
    """``Retry-After`` (seconds or an HTTP date) when the answer gives it, else 0.5 s doubling per attempt."""
    value = response.headers.get("Retry-After")
    if value:
        try:
            return max(0.0, float(value))
        except ValueError:
            from email.utils import parsedate_to_datetime

            try:
                return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
            except (TypeError, ValueError):
                pass
    return min(30.0, 0.5 * 2.0**attempt)


class RetryingTransport(httpx.BaseTransport):
    """
    Wraps httpx's transport. A create without an Idempotency-Key gets a new one (uuid4), kept
    across its retries, so a retried create never runs twice. 429 and 503 are retried after the
    answer's ``Retry-After``; a connection that fails is retried only where repeating is safe
    (reads, and creates, which carry their key).
    """

    def __init__(self, inner: httpx.BaseTransport, *, max_retries: int, on_retry: RetryCallback | None, sleep: Callable[[float], None] = time.sleep) -> None:
        self._inner = inner
        self._max_retries = max_retries
        self._on_retry = on_retry
        self._sleep = sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        is_create = request.method == "POST" and _CREATE_PATH.match(request.url.path) is not None
        if is_create and IDEMPOTENCY_HEADER not in request.headers:
            request.headers[IDEMPOTENCY_HEADER] = next_idempotency_key.get() or str(uuid.uuid4())
        safe_to_repeat = request.method in ("GET", "HEAD") or IDEMPOTENCY_HEADER in request.headers
        attempt = 0
        while True:
            try:
                response = self._inner.handle_request(request)
            except httpx.TransportError:
                if not safe_to_repeat or attempt >= self._max_retries:
                    raise
                delay = min(30.0, 0.5 * 2**attempt)
                self._notify(request, None, delay, attempt)
            else:
                if response.status_code not in RETRYABLE_STATUSES or attempt >= self._max_retries:
                    return response
                delay = retry_after_seconds(response, attempt)
                response.read()
                response.close()
                self._notify(request, response, delay, attempt)
            self._sleep(delay)
            attempt += 1

    def _notify(self, request: httpx.Request, response: httpx.Response | None, delay: float, attempt: int) -> None:
        if self._on_retry is not None:
            self._on_retry(request, response, delay, attempt + 1)

    def close(self) -> None:
        self._inner.close()
