"""
The SDK's tests run against a real stack (test/integration/python-sdk.test.ts starts one and
runs pytest with RLP_BASE_URL, RLP_API_KEY and RLP_OTHER_API_KEY, a second account's key).
"""

import os

import pytest

from rlp import Client


def _env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.fail(f"{name} is not set: these tests run against a live API (npx vitest run test/integration/python-sdk.test.ts)")
    return value


@pytest.fixture(scope="session")
def base_url() -> str:
    return _env("RLP_BASE_URL")


@pytest.fixture(scope="session")
def client() -> Client:
    _env("RLP_BASE_URL")
    _env("RLP_API_KEY")
    with Client() as sdk:
        yield sdk


@pytest.fixture(scope="session")
def other_client(base_url: str) -> Client:
    with Client(api_key=_env("RLP_OTHER_API_KEY"), base_url=base_url) as sdk:
        yield sdk


DEMO_DATASET = "demo/so101-pick-place"


@pytest.fixture(scope="session")
def relit(client: Client):
    """One relight of the demo dataset, waited for: shared by the tests that need a finished run."""
    run = client.augmentations.create(source={"repo_id": DEMO_DATASET}, instructions="one stop darker, warm tungsten light", model="relight")
    return client.wait(run, interval=0.5, progress=False)
