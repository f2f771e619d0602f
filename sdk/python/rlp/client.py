"""``rlp.Client``: the generated client (``rlp_api``) with what Python users expect on top."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from collections.abc import Mapping
from typing import Any, Callable, Iterator, TypeVar, overload
from urllib.parse import urlsplit

import httpx

from rlp_api import AuthenticatedClient
from rlp_api.api.account import retrieve_credits, retrieve_current_key
from rlp_api.models import Augmentation, Evaluation, RlRun, TrainingRun, Twin
from rlp_api.types import Unset

from . import _transport
from ._download import DownloadedFile, DownloadTarget, fetch
from ._follow import follow as _follow
from ._follow import is_terminal
from ._pagination import AutoPager, pager
from ._resources import Augmentations, Datasets, Evaluations, RawBody, RlRuns, TrainingRuns, Twins
from .errors import ConnectionFailed, RlpError, error_from_response

DEFAULT_BASE_URL = "http://127.0.0.1:8080"

def _present(value: Any) -> Any:
    return None if isinstance(value, Unset) else value


Run = TypeVar("Run", Augmentation, TrainingRun, Twin, RlRun, Evaluation)


class _ApiClient(AuthenticatedClient):
    """The generated client, whose repr names where it points and never the key it carries."""

    def __repr__(self) -> str:
        return f"AuthenticatedClient(base_url={self._base_url!r}, token=<hidden>)"

    __str__ = __repr__

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

        def transport() -> _transport.RetryingTransport:
            return _transport.RetryingTransport(httpx.HTTPTransport(), max_retries=max_retries, on_retry=on_retry)

        self.api: AuthenticatedClient = _ApiClient(
            base_url=self.base_url,
            token=api_key,
            timeout=httpx.Timeout(timeout),
            httpx_args={"transport": transport()},
        )
        #: The httpx client every API call goes through (the key, the retries).
        self.http: httpx.Client = self.api.get_httpx_client()
        self._elsewhere = httpx.Client(timeout=httpx.Timeout(timeout), transport=transport())
        self.augmentations = Augmentations(self)
        self.training_runs = TrainingRuns(self)
        self.twins = Twins(self)
        self.rl_runs = RlRuns(self)
        self.datasets = Datasets(self)
        self.evaluations = Evaluations(self)

    def __repr__(self) -> str:
        return f"rlp.Client(base_url={self.base_url!r}, api_key=<hidden>)"

    # -- plumbing -------------------------------------------------------------------------------

    def call(self, operation: Any, *args: Any, idempotency_key: str | None = None, **kwargs: Any) -> Any:
        """
        Runs a generated operation (``rlp_api.api.…``) and answers its typed result, or raises its
        typed error. ``body`` may be the generated model or a plain dict, sent as it is.
        """
        if isinstance(kwargs.get("body"), Mapping):
            kwargs["body"] = RawBody(kwargs["body"])
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
        """
        Any generated list operation, auto-paging: ``client.paginate(list_webhook_endpoints, limit=50)``,
        ``client.paginate(list_rl_run_metrics, run_id)``. It pages with the operation's cursor
        parameter (``starting_after``, or ``after``); a list the API answers whole is one page.
        """
        return pager(self.call, operation, *args, limit=limit, **params)

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
        kinds = {"aug": self.augmentations, "trn": self.training_runs, "twin": self.twins, "rl": self.rl_runs, "eval": self.evaluations}
        if prefix not in kinds:
            raise ValueError(f"{id!r} is not the id of an augmentation, training run, twin, RL run or evaluation")
        return kinds[prefix]

    @overload
    def retrieve(self, run: Run) -> Run: ...
    @overload
    def retrieve(self, run: str) -> Any: ...
    def retrieve(self, run: Any) -> Any:
        """The run now, by id or by an earlier snapshot of it (then typed as that snapshot)."""
        return self._kind(run).retrieve(run if isinstance(run, str) else run.id)

    @overload
    def follow(self, run: Run, *, interval: float = 2.0, progress: bool = True) -> Iterator[Run]: ...
    @overload
    def follow(self, run: str, *, interval: float = 2.0, progress: bool = True) -> Iterator[Any]: ...
    def follow(self, run: Any, *, interval: float = 2.0, progress: bool = True) -> Iterator[Any]:
        """Yields the run each time it changes, ending with it ended; a tqdm bar shows its phase and progress."""
        first = self.retrieve(run)
        return _follow(lambda: self.retrieve(first.id), first=first, interval=interval, progress=progress)

    @overload
    def wait(self, run: Run, *, interval: float = 2.0, progress: bool = True) -> Run: ...
    @overload
    def wait(self, run: str, *, interval: float = 2.0, progress: bool = True) -> Any: ...
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
        twin's archive, an RL run's bundle, an evaluation's report and clips, a training run's latest checkpoint. An interrupted
        download continues where it stopped (HTTP Range) when called again; each file is checked
        against the sha256 the API advertises (the size where it advertises none).
        """
        folder = Path(dir)
        folder.mkdir(parents=True, exist_ok=True)
        return [fetch(self._http_for(target.url), target, folder, progress=progress) for target in self._targets(self.retrieve(run))]

    def get_bytes(self, url: str) -> bytes:
        """
        The body at ``url`` (an API path or link), following a redirect to signed storage without
        sending the key there; an error answer raises its typed exception.
        """
        for _ in range(5):
            try:
                response = self._http_for(url).get(url)
            except httpx.TransportError as error:
                raise ConnectionFailed(f"{url}: {error}") from error
            if response.is_redirect and "location" in response.headers:
                url = str(response.url.join(response.headers["location"]))
                continue
            if response.status_code >= 400:
                raise error_from_response(int(response.status_code), response.content, response.headers)
            return response.content
        raise RlpError(f"{url}: too many redirects")

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
        if prefix in ("rl", "eval"):
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
