import pytest

import rlp
from rlp import Client


def test_a_bad_key_raises_a_typed_authentication_error(base_url):
    with Client(api_key="svc_not_a_real_key", base_url=base_url) as bad:
        with pytest.raises(rlp.AuthenticationError) as raised:
            bad.me()
    assert raised.value.status == 401
    assert raised.value.code == "unauthenticated"
    assert raised.value.request_id and raised.value.request_id.startswith("req_")


def test_a_missing_key_is_refused_before_any_request(monkeypatch):
    monkeypatch.delenv("RLP_API_KEY", raising=False)
    with pytest.raises(rlp.RlpError, match="RLP_API_KEY"):
        Client()


def test_a_bad_field_raises_invalid_request_naming_the_param(client):
    with pytest.raises(rlp.InvalidRequestError) as raised:
        client.augmentations.create(source={"repo_id": "demo/so101-pick-place"}, instructions="darker", config={"episode_count": 0})
    assert raised.value.status == 400
    assert raised.value.code == "parameter_invalid"
    assert raised.value.param == "config.episode_count"


def test_another_accounts_run_is_not_found(client, other_client, relit):
    with pytest.raises(rlp.NotFoundError) as raised:
        other_client.augmentations.retrieve(relit.id)
    assert raised.value.code == "resource_not_found"
    with pytest.raises(rlp.NotFoundError):
        other_client.download(relit.id, "/nonexistent-never-written")
    assert relit.id not in [run.id for run in other_client.augmentations.list()]
