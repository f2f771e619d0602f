"""
One class per kind of run: create, retrieve, list (auto-paging), cancel, and its own extras.

Creates take their body as keyword arguments or as one dict, both typed by the TypedDicts generated
from the OpenAPI document (``rlp_api.request_types``), so mypy names a misspelt field.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Generic, Mapping, TypeVar, Unpack, overload

from rlp_api.api.augmentations import (
    cancel_augmentation,
    create_augmentation,
    estimate_augmentation,
    list_augmentation_episodes,
    list_augmentations,
    retrieve_augmentation,
)
from rlp_api.api.catalog import inspect_dataset, list_datasets
from rlp_api.api.evaluations import (
    cancel_evaluation,
    create_evaluation,
    estimate_evaluation,
    list_evaluation_episodes,
    list_evaluation_files,
    list_evaluations,
    retrieve_evaluation,
    validate_evaluation,
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
from rlp_api.models import (
    Augmentation,
    AugmentationEpisode,
    Dataset,
    DatasetInspection,
    Evaluation,
    EvaluationEpisode,
    EvaluationEstimate,
    EvaluationFile,
    EvaluationValidation,
    RlCheckpoint,
    RlFile,
    RlMetricsPoint,
    RlRun,
    TrainingCheckpoint,
    TrainingRun,
    Twin,
    TwinFile,
)
from rlp_api.request_types import (
    CreateAugmentationBody,
    CreateEvaluationBody,
    CreateRlRunBody,
    CreateTrainingRunBody,
    CreateTwinBody,
    EstimateAugmentationBody,
    EstimateEvaluationBody,
    EstimateTrainingRunBody,
    ValidateEvaluationBody,
    ValidateTwinBody,
)

from ._download import DownloadedFile
from ._pagination import AutoPager, pager

if TYPE_CHECKING:
    from .client import Client

R = TypeVar("R")


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


class LogLines(list[str]):
    """A training run's log lines, oldest first: a list of strings, with ``.lines`` (the same), ``.id`` and ``.tail``."""

    def __init__(self, answer: Any) -> None:
        super().__init__(answer.lines)
        self.id: str = answer.id
        self.tail: int = answer.tail

    @property
    def lines(self) -> list[str]:
        return list(self)


class _Kind(Generic[R]):
    _retrieve: Any
    _list: Any
    _cancel: Any

    def __init__(self, client: Client) -> None:
        self._client = client

    def retrieve(self, id: str) -> R:
        run: R = self._client.call(self._retrieve, id)
        return run

    def cancel(self, id: str) -> R:
        run: R = self._client.call(self._cancel, id)
        return run

    def list(self, *, limit: int | None = None, status: str | None = None, **filters: Any) -> AutoPager[R]:
        """
        Every item, newest first, fetched a page (``limit``, default 10) at a time as you iterate.
        Filters are the API's list parameters for the kind (``status="succeeded"``, …).
        """
        return pager(self._client.call, self._list, limit=limit, status=status, **filters)

    def _pages(self, operation: Any, id: str, **params: Any) -> AutoPager[Any]:
        return pager(self._client.call, operation, id, **params)


class Augmentations(_Kind[Augmentation]):
    """``/v1/augmentations``: relight or generate variations of a LeRobot dataset."""

    _retrieve, _list, _cancel = retrieve_augmentation, list_augmentations, cancel_augmentation

    @overload
    def create(self, body: CreateAugmentationBody, /, *, idempotency_key: str | None = None) -> Augmentation: ...
    @overload
    def create(self, *, idempotency_key: str | None = None, **fields: Unpack[CreateAugmentationBody]) -> Augmentation: ...
    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> Augmentation:
        """``client.augmentations.create(source={"repo_id": "demo/so101-pick-place"}, instructions="one stop darker")``."""
        run: Augmentation = self._client.call(create_augmentation, body=body_of(body, fields), idempotency_key=idempotency_key)
        return run

    @overload
    def estimate(self, body: EstimateAugmentationBody, /) -> Any: ...
    @overload
    def estimate(self, **fields: Unpack[EstimateAugmentationBody]) -> Any: ...
    def estimate(self, body: Any = None, **fields: Any) -> Any:
        return self._client.call(estimate_augmentation, body=body_of(body, fields))

    def episodes(self, id: str, *, limit: int | None = None) -> AutoPager[AugmentationEpisode]:
        """The episodes a generate run made, page after page (empty for a relight, which publishes the whole dataset)."""
        return self._pages(list_augmentation_episodes, id, limit=limit)


class TrainingRuns(_Kind[TrainingRun]):
    """``/v1/training_runs``: train policies on a dataset; one create starts one run per policy."""

    _retrieve, _list, _cancel = retrieve_training_run, list_training_runs, cancel_training_run

    @overload
    def create(self, body: CreateTrainingRunBody, /, *, idempotency_key: str | None = None) -> list[TrainingRun]: ...
    @overload
    def create(self, *, idempotency_key: str | None = None, **fields: Unpack[CreateTrainingRunBody]) -> list[TrainingRun]: ...
    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> list[TrainingRun]:
        """Starts one run per policy (a batch); returns the runs."""
        return list(self._client.call(create_training_run, body=body_of(body, fields), idempotency_key=idempotency_key).data)

    @overload
    def estimate(self, body: EstimateTrainingRunBody, /) -> Any: ...
    @overload
    def estimate(self, **fields: Unpack[EstimateTrainingRunBody]) -> Any: ...
    def estimate(self, body: Any = None, **fields: Any) -> Any:
        return self._client.call(estimate_training_run, body=body_of(body, fields))

    def logs(self, id: str, *, tail: int | None = None) -> LogLines:
        """The trainer's last ``tail`` log lines (default 100), oldest first: iterate them, or ``.lines``."""
        params: dict[str, Any] = {"tail": tail} if tail is not None else {}
        return LogLines(self._client.call(list_training_run_logs, id, **params))

    def checkpoints(self, id: str, *, limit: int | None = None) -> AutoPager[TrainingCheckpoint]:
        """Every checkpoint, by step, page after page."""
        return self._pages(list_training_run_checkpoints, id, limit=limit)


class Twins(_Kind[Twin]):
    """``/v1/twins`` (private beta): a MuJoCo scene rebuilt from one recorded episode."""

    _retrieve, _list, _cancel = retrieve_twin, list_twins, cancel_twin

    @overload
    def create(self, body: CreateTwinBody, /, *, idempotency_key: str | None = None) -> Twin: ...
    @overload
    def create(self, *, idempotency_key: str | None = None, **fields: Unpack[CreateTwinBody]) -> Twin: ...
    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> Twin:
        twin: Twin = self._client.call(create_twin, body=body_of(body, fields), idempotency_key=idempotency_key)
        return twin

    @overload
    def validate(self, body: ValidateTwinBody, /) -> Any: ...
    @overload
    def validate(self, **fields: Unpack[ValidateTwinBody]) -> Any: ...
    def validate(self, body: Any = None, **fields: Any) -> Any:
        return self._client.call(validate_twin, body=body_of(body, fields))

    def resume(self, id: str) -> Twin:
        twin: Twin = self._client.call(resume_twin, id)
        return twin

    def catalog(self) -> Any:
        return self._client.call(retrieve_twin_catalog)

    def files(self, id: str, *, limit: int | None = 100) -> AutoPager[TwinFile]:
        """Every file of a succeeded twin (path, bytes, sha256), in path order, page after page."""
        return self._pages(list_twin_files, id, limit=limit)


class RlRuns(_Kind[RlRun]):
    """``/v1/rl_runs``: reinforcement learning in a twin or a built-in scene; one run per seed."""

    _retrieve, _list, _cancel = retrieve_rl_run, list_rl_runs, cancel_rl_run

    @overload
    def create(self, body: CreateRlRunBody, /, *, idempotency_key: str | None = None) -> list[RlRun]: ...
    @overload
    def create(self, *, idempotency_key: str | None = None, **fields: Unpack[CreateRlRunBody]) -> list[RlRun]: ...
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

    def metrics(self, id: str, *, limit: int | None = None) -> AutoPager[RlMetricsPoint]:
        """The training curve in env-step order, page after page (``limit`` points a page, up to 1000)."""
        return self._pages(list_rl_run_metrics, id, limit=limit)

    def checkpoints(self, id: str) -> AutoPager[RlCheckpoint]:
        return self._pages(list_rl_run_checkpoints, id)

    def report(self, id: str) -> Any:
        return self._client.call(retrieve_rl_run_report, id)

    def files(self, id: str, *, limit: int | None = 100) -> AutoPager[RlFile]:
        """Every file of the packaged bundle (path, bytes, sha256, url), in path order, page after page."""
        return self._pages(list_rl_run_files, id, limit=limit)


class Evaluations(_Kind[Evaluation]):
    """``/v1/evaluations``: one policy run closed loop in a twin for N seeded episodes, judged by success."""

    _retrieve, _list, _cancel = retrieve_evaluation, list_evaluations, cancel_evaluation

    @overload
    def create(self, body: CreateEvaluationBody, /, *, idempotency_key: str | None = None) -> Evaluation: ...
    @overload
    def create(self, *, idempotency_key: str | None = None, **fields: Unpack[CreateEvaluationBody]) -> Evaluation: ...
    def create(self, body: Any = None, *, idempotency_key: str | None = None, **fields: Any) -> Evaluation:
        """``client.evaluations.create(policy={"training_run_id": run.id}, twin_id=twin.id, episodes=50)``."""
        evaluation: Evaluation = self._client.call(create_evaluation, body=body_of(body, fields), idempotency_key=idempotency_key)
        return evaluation

    @overload
    def validate(self, body: ValidateEvaluationBody, /) -> EvaluationValidation: ...
    @overload
    def validate(self, **fields: Unpack[ValidateEvaluationBody]) -> EvaluationValidation: ...
    def validate(self, body: Any = None, **fields: Any) -> EvaluationValidation:
        """What create would do: the resolved policy, the price and warnings; raises as create would refuse."""
        validation: EvaluationValidation = self._client.call(validate_evaluation, body=body_of(body, fields))
        return validation

    @overload
    def estimate(self, body: EstimateEvaluationBody, /) -> EvaluationEstimate: ...
    @overload
    def estimate(self, **fields: Unpack[EstimateEvaluationBody]) -> EvaluationEstimate: ...
    def estimate(self, body: Any = None, **fields: Any) -> EvaluationEstimate:
        estimate: EvaluationEstimate = self._client.call(estimate_evaluation, body=body_of(body, fields))
        return estimate

    def episodes(self, id: str, *, limit: int | None = None) -> AutoPager[EvaluationEpisode]:
        """One row per episode (seed, success, lift, place error, steps, failure mode), in episode order, page after page."""
        return self._pages(list_evaluation_episodes, id, limit=limit)

    def files(self, id: str, *, limit: int | None = 100) -> AutoPager[EvaluationFile]:
        """report.json, episodes.json, clip_grid.mp4 and clip_grid.jpg (path, bytes, sha256), page after page."""
        return self._pages(list_evaluation_files, id, limit=limit)

    def file(self, id: str, path: str) -> bytes:
        """One file's bytes (``"report.json"``, ``"clip_grid.jpg"``); the API's redirect to storage is followed."""
        return self._client.get_bytes(f"/v1/evaluations/{id}/files/{path}")

    def archive(self, id: str, dir: str | os.PathLike[str], *, progress: bool = True) -> DownloadedFile:
        """Downloads the zip of report, episodes and clip grid into ``dir`` (resumable, size-checked); ``client.download`` does the same."""
        [archive] = self._client.download(id, dir, progress=progress)
        return archive


class Datasets:
    """``/v1/datasets``: the datasets this account can read (its own and shared namespaces), and what one holds."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list(self, *, limit: int | None = None) -> AutoPager[Dataset]:
        """Every dataset the account can read, by repo id, page after page, each with its inspect summary (``summary``, or ``error``)."""
        return pager(self._client.call, list_datasets, limit=limit)

    def inspect(self, repo_id: str, *, revision: str | None = None) -> DatasetInspection:
        """Episodes, frames, cameras, features, and whether the dataset can be trained on."""
        body = {"repo_id": repo_id, **({"revision": revision} if revision is not None else {})}
        inspection: DatasetInspection = self._client.call(inspect_dataset, body=RawBody(body))
        return inspection

