"""One class per kind of run: create, retrieve, list (auto-paging), cancel, and its own extras."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Mapping

from rlp_api.api.augmentations import (
    cancel_augmentation,
    create_augmentation,
    estimate_augmentation,
    list_augmentation_episodes,
    list_augmentations,
    retrieve_augmentation,
)
from rlp_api.api.rl_runs import (
    cancel_rl_run,
    create_rl_run,
    estimate_rl_run,
    list_rl_run_checkpoints,
    list_rl_run_files,
    list_rl_run_metrics,
    list_rl_runs,
    plan_rl_run,
    retrieve_rl_run,
    retrieve_rl_run_catalog,
    retrieve_rl_run_report,
    validate_rl_run,
)
from rlp_api.api.training_runs import (
    cancel_training_run,
    create_training_run,
    estimate_training_run,
    list_training_run_checkpoints,
    list_training_run_logs,
    list_training_runs,
    retrieve_training_run,
)
from rlp_api.api.twins_private_beta import (
    cancel_twin,
    create_twin,
    list_twin_files,
    list_twins,
    resume_twin,
    retrieve_twin,
    retrieve_twin_catalog,
    validate_twin,
)
from rlp_api.models import Augmentation, RlRun, TrainingRun, Twin
from rlp_api.types import UNSET

from ._pagination import AutoPager

if TYPE_CHECKING:
    from .client import Client


class RawBody:
    """A request body given as a dict: sent as it is, so the API (not the SDK) judges every field and names the bad one."""

    def __init__(self, fields: Mapping[str, Any]) -> None:
        self._fields = dict(fields)

    def to_dict(self) -> dict[str, Any]:
        return dict(self._fields)


def body_of(body: Any, fields: Mapping[str, Any]) -> Any:
    if body is None:
        return RawBody(fields)
    if isinstance(body, Mapping):
        return RawBody({**body, **fields})
    return body


def files_by_path(client: Client, operation: Any, id: str) -> Iterator[Any]:
    """File lists page by path: the next page starts after the last path seen."""
    after: Any = UNSET
    while True:
        page = client.call(operation, id, limit=100, after=after)
        yield from page.data
        if not page.has_more or not page.data:
            return
        after = page.data[-1].path


class _Kind:
    _retrieve: Any
    _list: Any
    _cancel: Any

    def __init__(self, client: Client) -> None:
        self._client = client

    def retrieve(self, id: str) -> Any:
        return self._client.call(self._retrieve, id)

    def cancel(self, id: str) -> Any:
        return self._client.call(self._cancel, id)

    def list(self, *, limit: int | None = None, **filters: Any) -> AutoPager[Any]:
        """Every item, newest first, fetched a page (``limit``, default 10) at a time as you iterate."""
        params = {k: v for k, v in filters.items() if v is not None}
        if limit is not None:
            params["limit"] = limit
        return AutoPager(lambda cursor: self._client.call(self._list, starting_after=cursor or UNSET, **params))


class Augmentations(_Kind):
    """``/v1/augmentations``: relight or generate variations of a LeRobot dataset."""

    _retrieve, _list, _cancel = retrieve_augmentation, list_augmentations, cancel_augmentation

    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> Augmentation:
        """``client.augmentations.create(source={"repo_id": "demo/so101-pick-place"}, instructions="one stop darker")``."""
        return self._client.call(create_augmentation, body=body_of(body, fields), idempotency_key=idempotency_key)

    def estimate(self, body: Any = None, **fields: Any) -> Any:
        return self._client.call(estimate_augmentation, body=body_of(body, fields))

    def episodes(self, id: str, *, limit: int | None = None) -> AutoPager[Any]:
        extra = {"limit": limit} if limit is not None else {}
        return AutoPager(lambda cursor: self._client.call(list_augmentation_episodes, id, starting_after=cursor or UNSET, **extra))


class TrainingRuns(_Kind):
    """``/v1/training_runs``: train policies on a dataset; one create starts one run per policy."""

    _retrieve, _list, _cancel = retrieve_training_run, list_training_runs, cancel_training_run

    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> list[TrainingRun]:
        """Starts one run per policy (a batch); returns the runs."""
        return list(self._client.call(create_training_run, body=body_of(body, fields), idempotency_key=idempotency_key).data)

    def estimate(self, body: Any = None, **fields: Any) -> Any:
        return self._client.call(estimate_training_run, body=body_of(body, fields))

    def logs(self, id: str, *, tail: int | None = None) -> Any:
        return self._client.call(list_training_run_logs, id, **({"tail": tail} if tail is not None else {}))

    def checkpoints(self, id: str) -> Any:
        return self._client.call(list_training_run_checkpoints, id)


class Twins(_Kind):
    """``/v1/twins`` (private beta): a MuJoCo scene rebuilt from one recorded episode."""

    _retrieve, _list, _cancel = retrieve_twin, list_twins, cancel_twin

    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> Twin:
        return self._client.call(create_twin, body=body_of(body, fields), idempotency_key=idempotency_key)

    def validate(self, body: Any = None, **fields: Any) -> Any:
        return self._client.call(validate_twin, body=body_of(body, fields))

    def resume(self, id: str) -> Twin:
        return self._client.call(resume_twin, id)

    def catalog(self) -> Any:
        return self._client.call(retrieve_twin_catalog)

    def files(self, id: str) -> Iterator[Any]:
        """Every file of a succeeded twin (path, bytes, sha256), in path order."""
        return files_by_path(self._client, list_twin_files, id)


class RlRuns(_Kind):
    """``/v1/rl_runs``: reinforcement learning in a twin or a built-in scene; one run per seed."""

    _retrieve, _list, _cancel = retrieve_rl_run, list_rl_runs, cancel_rl_run

    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> list[RlRun]:
        """Starts one run per seed (a batch sharing a ``group_id``); returns the runs."""
        return list(self._client.call(create_rl_run, body=body_of(body, fields), idempotency_key=idempotency_key).data)

    def plan(self, description: str) -> Any:
        return self._client.call(plan_rl_run, body=RawBody({"description": description}))

    def validate(self, spec: Mapping[str, Any]) -> Any:
        return self._client.call(validate_rl_run, body=RawBody({"spec": spec}))

    def estimate(self, spec: Mapping[str, Any], seeds: Any = 1) -> Any:
        return self._client.call(estimate_rl_run, body=RawBody({"spec": spec, "seeds": seeds}))

    def catalog(self) -> Any:
        return self._client.call(retrieve_rl_run_catalog)

    def metrics(self, id: str, **params: Any) -> Any:
        return self._client.call(list_rl_run_metrics, id, **params)

    def checkpoints(self, id: str) -> Any:
        return self._client.call(list_rl_run_checkpoints, id)

    def report(self, id: str) -> Any:
        return self._client.call(retrieve_rl_run_report, id)

    def files(self, id: str) -> Iterator[Any]:
        """Every file of the packaged bundle (path, bytes, sha256, url), in path order."""
        return files_by_path(self._client, list_rl_run_files, id)
