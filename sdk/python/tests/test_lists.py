"""Every SDK method that answers a list iterates, and pages where the API pages."""

import inspect

import pytest

from rlp import AutoPager, Client
from rlp._resources import LogLines
from rlp_api.api.catalog import inspect_dataset
from rlp_api.api.rl_runs import list_rl_run_metrics

from conftest import DEMO_DATASET

KINDS = {"augmentation": "augmentations", "training_run": "training_runs", "twin": "twins", "rl_run": "rl_runs"}


def list_methods(resource):
    """The methods of a kind's resource that answer a list of something about one run: ``checkpoints(id)``, ``files(id)``, …"""
    for name, method in inspect.getmembers(resource, inspect.ismethod):
        signature = inspect.signature(method)
        returns = str(signature.return_annotation)
        if not name.startswith("_") and "id" in signature.parameters and ("AutoPager" in returns or "LogLines" in returns):
            yield name, method


def test_every_list_method_of_every_kind_iterates_and_holds_what_its_pages_hold(client: Client, finished):
    walked = []
    for kind, attribute in KINDS.items():
        resource = getattr(client, attribute)
        run = finished[kind]
        for name, method in list_methods(resource):
            answer = method(run.id)
            items = list(answer)
            walked.append(f"{attribute}.{name}")
            if isinstance(answer, AutoPager):
                assert items == [item for page in answer.pages() for item in page.data], f"{attribute}.{name}"
                assert answer.data == items[: len(answer.data)]
            else:
                assert isinstance(answer, LogLines) and items == answer.lines and len(items) > 0
    assert sorted(walked) == sorted(
        [
            "augmentations.episodes",
            "training_runs.checkpoints",
            "training_runs.logs",
            "twins.files",
            "rl_runs.checkpoints",
            "rl_runs.files",
            "rl_runs.metrics",
        ]
    )


def test_lists_of_one_run_page_where_the_api_pages(client: Client, finished):
    training, twin, rl = finished["training_run"], finished["twin"], finished["rl_run"]

    by_one = client.training_runs.checkpoints(training.id, limit=1)
    assert [len(page.data) for page in by_one.pages()] == [1, 1]
    assert [checkpoint.step for checkpoint in by_one] == [50, 100]
    # The KeyError of a bare generated list model, from the issue: list() of the answer works.
    assert [c.step for c in list(client.training_runs.checkpoints(training.id))] == [50, 100]

    files = [f.path for f in client.twins.files(twin.id, limit=100)]
    paged = client.twins.files(twin.id, limit=2)
    assert len(list(paged.pages())) == (len(files) + 1) // 2
    assert [f.path for f in paged] == files == sorted(files)

    bundle = [f.path for f in client.rl_runs.files(rl.id)]
    assert "policy.onnx" in bundle
    assert [f.path for f in client.rl_runs.files(rl.id, limit=3)] == bundle

    curve = client.call(list_rl_run_metrics, rl.id, limit=1000).data
    assert len(curve) >= 1
    one_by_one = client.rl_runs.metrics(rl.id, limit=1)
    assert len(list(one_by_one.pages())) == len(curve)
    assert [p.env_steps for p in one_by_one] == [p.env_steps for p in curve]
    assert [p.env_steps for p in client.paginate(list_rl_run_metrics, rl.id, limit=1)] == [p.env_steps for p in curve]

    assert len(list(client.training_runs.logs(training.id, tail=3))) == 3


def test_each_kind_lists_newest_first_page_after_page_and_filters_by_status(client: Client, finished):
    for kind, attribute in KINDS.items():
        resource = getattr(client, attribute)
        run = finished[kind]
        everything = [r.id for r in resource.list(limit=1)]
        assert run.id in everything, attribute
        assert len(everything) == len(set(everything))
        succeeded = list(resource.list(status="succeeded", limit=2))
        assert run.id in [r.id for r in succeeded], attribute
        assert {r.status for r in succeeded} == {"succeeded"}, attribute
        assert run.id not in [r.id for r in resource.list(status="failed")], attribute


def test_an_unknown_filter_is_a_type_error_naming_it(client: Client):
    with pytest.raises(TypeError, match="'colour'"):
        list(client.twins.list(colour="blue"))


def test_call_takes_a_plain_dict_body(client: Client):
    inspection = client.call(inspect_dataset, body={"repo_id": DEMO_DATASET})
    assert inspection.repo_id == DEMO_DATASET and inspection.total_episodes == 6


def test_datasets_lists_what_the_account_can_read_and_inspects_one(client: Client):
    inspection = client.datasets.inspect(DEMO_DATASET)
    assert inspection.trainable and inspection.total_episodes == 6
    listed = list(client.datasets.list())
    [demo] = [d for d in listed if d.repo_id == DEMO_DATASET]
    assert demo.access == "shared" and demo.summary.total_episodes == 6 and demo.summary.trainable
    one_by_one = client.datasets.list(limit=1)
    assert [d.repo_id for d in one_by_one] == [d.repo_id for d in listed] == sorted(d.repo_id for d in listed)
    assert len(list(one_by_one.pages())) == len(listed)


def test_reprs_never_show_the_key(client: Client):
    key = client.api.token
    for text in (repr(client), str(client), repr(client.api), str(client.api), repr(client.api.with_headers({"X-Trace": "1"}))):
        assert key not in text
        assert client.base_url in text
