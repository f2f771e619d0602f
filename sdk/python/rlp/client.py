"""``rlp.Client``: the generated client (``rlp_api``) with what Python users expect on top."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import urlsplit

import httpx

from rlp_api import AuthenticatedClient
from rlp_api.api.account import retrieve_credits, retrieve_current_key
from rlp_api.types import UNSET, Unset

from . import _transport
from ._download import DownloadedFile, DownloadTarget, fetch
from ._follow import follow as _follow
from ._follow import is_terminal
from ._pagination import AutoPager
from ._resources import Augmentations, RlRuns, TrainingRuns, Twins
from .errors import ConnectionFailed, RlpError, error_from_response

DEFAULT_BASE_URL = "http://127.0.0.1:8080"

def _present(value: Any) -> Any:
    return None if isinstance(value, Unset) else value

class Client:
    """
    ``Client()`` reads ``RLP_API_KEY`` and ``RLP_BASE_URL`` (default ``http://127.0.0.1:8080``).

    Every request carries the key; creates carry an ``Idempotency-Key`` (yours, or a new uuid4 kept
    across retries); 429 and 503 are retried up to ``max_retries`` times after ``Retry-After``.
    Errors raise typed exceptions from ``rlp.errors`` with ``code``, ``param`` and ``request_id``.
    ``client.api`` is the generated client, for any operation: ``rlp_api.api.<tag>.<operation>``.
    """

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        *,
        max_retries: int = 5,
        timeout: float = 60.0,
        on_retry: _transport.RetryCallback | None = None,
    ) -> None:
        api_key = api_key or os.environ.get("RLP_API_KEY")
        if not api_key:
            raise RlpError("No API key: pass Client(api_key='svc_…') or set RLP_API_KEY.")
        self.base_url = (base_url or os.environ.get("RLP_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self._transport_args = {"max_retries": max_retries, "on_retry": on_retry}
        self.api = AuthenticatedClient(
            base_url=self.base_url,
            token=api_key,
            timeout=httpx.Timeout(timeout),
            httpx_args={"transport": _transport.RetryingTransport(httpx.HTTPTransport(), **self._transport_args)},
        )
        #: The httpx client every API call goes through (the key, the retries).
        self.http: httpx.Client = self.api.get_httpx_client()
        self._elsewhere = httpx.Client(timeout=httpx.Timeout(timeout), transport=_transport.RetryingTransport(httpx.HTTPTransport(), **self._transport_args))
        self.augmentations = Augmentations(self)
        self.training_runs = TrainingRuns(self)
        self.twins = Twins(self)
        self.rl_runs = RlRuns(self)

    # -- plumbing -------------------------------------------------------------------------------

    def call(self, operation: Any, *args: Any, idempotency_key: str | None = None, **kwargs: Any) -> Any:
        """Runs a generated operation (``rlp_api.api.…``) and answers its typed result, or raises its typed error."""
        token = _transport.next_idempotency_key.set(idempotency_key)
        try:
            response = operation.sync_detailed(*args, client=self.api, **kwargs)
        except httpx.TransportError as error:
            raise ConnectionFailed(f"{self.base_url}: {error}") from error
        finally:
            _transport.next_idempotency_key.reset(token)
        if response.status_code >= 400:
            raise error_from_response(int(response.status_code), response.content, response.headers)
        return response.parsed

    def paginate(self, operation: Any, *args: Any, limit: int | None = None, **params: Any) -> AutoPager[Any]:
        """Any generated list operation, auto-paging: ``client.paginate(list_webhook_endpoints, limit=50)``."""
        if limit is not None:
            params["limit"] = limit
        return AutoPager(lambda cursor: self.call(operation, *args, starting_after=cursor or UNSET, **params))

    def close(self) -> None:
        self.http.close()
        self._elsewhere.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the account ----------------------------------------------------------------------------

    def me(self) -> Any:
        """The calling API key: its account, scopes and expiry."""
        return self.call(retrieve_current_key)

    def credits(self) -> Any:
        return self.call(retrieve_credits)

    # -- runs of any kind -----------------------------------------------------------------------

    def _kind(self, run: Any) -> Any:
        id = run if isinstance(run, str) else run.id
        prefix = id.rsplit("_", 1)[0]
        kinds = {"aug": self.augmentations, "trn": self.training_runs, "twin": self.twins, "rl": self.rl_runs}
        if prefix not in kinds:
            raise ValueError(f"{id!r} is not the id of an augmentation, training run, twin or RL run")
        return kinds[prefix]

    def retrieve(self, run: Any) -> Any:
        """The run now, by id or by an earlier snapshot of it."""
        return self._kind(run).retrieve(run if isinstance(run, str) else run.id)

    def follow(self, run: Any, *, interval: float = 2.0, progress: bool = True) -> Iterator[Any]:
        """Yields the run each time it changes, ending with it ended; a tqdm bar shows its phase and progress."""
        first = self.retrieve(run)
        return _follow(lambda: self.retrieve(first.id), first=first, interval=interval, progress=progress)

    def wait(self, run: Any, *, interval: float = 2.0, progress: bool = True) -> Any:
        """Polls until the run has ended (succeeded, failed or canceled) and answers it, ended."""
        last = None
        for last in self.follow(run, interval=interval, progress=progress):
            pass
        assert last is not None and is_terminal(last)
        return last

    def download(self, run: Any, dir: str | os.PathLike[str], *, progress: bool = True) -> list[DownloadedFile]:
        """
        Downloads what a succeeded run made into ``dir``: an augmentation's dataset files, a
        twin's archive, an RL run's bundle, a training run's latest checkpoint. An interrupted
        download continues where it stopped (HTTP Range) when called again; each file is checked
        against the sha256 the API advertises (the size where it advertises none).
        """
        folder = Path(dir)
        folder.mkdir(parents=True, exist_ok=True)
        return [fetch(self._http_for(target.url), target, folder, progress=progress) for target in self._targets(self.retrieve(run))]

    def _http_for(self, url: str) -> httpx.Client:
        """The API's own links get the key; signed links elsewhere (storage) get no credentials."""
        parts, api = urlsplit(url), urlsplit(self.base_url)
        same_origin = not parts.netloc or (parts.scheme, parts.netloc) == (api.scheme, api.netloc)
        return self.http if same_origin else self._elsewhere

    def _targets(self, run: Any) -> list[DownloadTarget]:
        if getattr(run, "status", None) != "succeeded":
            raise RlpError(f"{run.id} is {run.status}: only a succeeded run has something to download")
        prefix = run.id.rsplit("_", 1)[0]
        if prefix == "twin":
            link = run.download
            return [DownloadTarget(link.url, link.filename, link.bytes_, link.sha256)]
        if prefix == "rl":
            archive = run.outputs.archive
            return [DownloadTarget(archive.url, archive.filename, archive.bytes_, archive.sha256)]
        if prefix == "aug":
            files = _present(getattr(run.output, "files", None))
            if not files:
                raise RlpError(f"{run.id} was pushed to the hub ({_present(getattr(run.output, 'url', None))}), not kept for download")
            return [DownloadTarget(f.url, f.path, f.bytes_) for f in files]
        checkpoint = _present(run.output.latest_checkpoint)
        if checkpoint is None:
            raise RlpError(f"{run.id} has no checkpoint")
        step = checkpoint.step
        return [DownloadTarget(f"/v1/training_runs/{run.id}/checkpoints/{step}/download", f"{run.id}-step-{step}.zip")]

    @contextlib.contextmanager
    def idempotency_key(self, key: str) -> Iterator[None]:
        """Creates inside the block send ``key`` as their Idempotency-Key."""
        token = _transport.next_idempotency_key.set(key)
        try:
            yield
        finally:
            _transport.next_idempotency_key.reset(token)

Callback = Callable[..., None]
