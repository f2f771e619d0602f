import json
import zipfile

import pytest

import rlp


@pytest.fixture(scope="session")
def evaluated(client, finished):
    """Four seeded episodes of the finished training run's built-in policy in the finished twin, waited for."""
    evaluation = client.evaluations.create(policy={"training_run_id": finished["training_run"].id}, twin_id=finished["twin"].id, episodes=4)
    assert evaluation.id.startswith("eval_") and evaluation.status == "queued"
    return client.wait(evaluation, interval=0.5, progress=False)


def test_an_evaluation_of_a_trained_policy_gives_a_success_rate_with_its_interval_and_evidence(client, evaluated, tmp_path):
    assert evaluated.status == "succeeded", evaluated.error
    assert 0 <= evaluated.success_rate <= 1
    assert evaluated.interval.low <= evaluated.success_rate <= evaluated.interval.high
    assert evaluated.verdict in ("pass", "fail")

    episodes = list(client.evaluations.episodes(evaluated.id, limit=3))
    assert [e.index for e in episodes] == [0, 1, 2, 3]
    assert [e.seed for e in episodes] == (evaluated.seeds or [1_000_000 + i for i in range(4)])
    assert sum(e.success for e in episodes) == evaluated.successes

    files = {f.path: f for f in client.evaluations.files(evaluated.id)}
    assert {"report.json", "episodes.json", "clip_grid.jpg"} <= set(files)
    report = json.loads(client.evaluations.file(evaluated.id, "report.json"))
    assert report["success_rate"] == evaluated.success_rate
    assert client.evaluations.file(evaluated.id, "clip_grid.jpg")[:2] == b"\xff\xd8"

    archive = client.evaluations.archive(evaluated.id, tmp_path, progress=False)
    assert archive.bytes == evaluated.outputs.archive.bytes_
    assert "report.json" in zipfile.ZipFile(archive.path).namelist()


def test_the_same_request_again_gives_the_same_figures(client, finished, evaluated):
    again = client.wait(client.evaluations.create(policy={"training_run_id": finished["training_run"].id}, twin_id=finished["twin"].id, episodes=4), interval=0.5, progress=False)
    assert again.id != evaluated.id
    assert (again.success_rate, again.seeds) == (evaluated.success_rate, evaluated.seeds)
    assert [e.place_error_m for e in client.evaluations.episodes(again.id)] == [e.place_error_m for e in client.evaluations.episodes(evaluated.id)]


def test_validate_and_estimate_answer_before_anything_runs(client, finished):
    body = {"policy": {"training_run_id": finished["training_run"].id}, "twin_id": finished["twin"].id, "episodes": 20}
    validation = client.evaluations.validate(body)
    assert validation.policy.run_id == finished["training_run"].id and validation.tokens == 2
    assert client.evaluations.estimate(body).tokens == 2
    with pytest.raises(rlp.InvalidRequestError) as raised:
        client.evaluations.validate(**{**body, "episodes": 501})
    assert raised.value.param == "episodes"


def test_another_account_can_neither_evaluate_the_policy_nor_read_the_evaluation(client, other_client, finished, evaluated):
    with pytest.raises(rlp.NotFoundError) as raised:
        other_client.evaluations.validate(policy={"training_run_id": finished["training_run"].id}, twin_id=finished["twin"].id)
    assert raised.value.param == "policy.training_run_id"
    with pytest.raises(rlp.NotFoundError):
        other_client.evaluations.retrieve(evaluated.id)
    with pytest.raises(rlp.NotFoundError):
        other_client.evaluations.episodes(evaluated.id).first_page()
    assert evaluated.id not in [e.id for e in other_client.evaluations.list()]


def test_evaluations_list_pages_and_follow_knows_the_kind(client, evaluated):
    assert evaluated.id in [e.id for e in client.evaluations.list(limit=1, status="succeeded")]
    assert evaluated.id in [e.id for e in client.evaluations.list(twin_id=evaluated.twin_id, training_run_id=evaluated.policy.run_id)]
    assert list(client.evaluations.list(twin_id="twin_" + "0" * 26)) == []
    assert client.retrieve(evaluated.id).id == evaluated.id
