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


@pytest.fixture(scope="session")
def finished(client: Client, relit):
    """
    One ended run of each kind, started together and waited for: a relight (``relit``), a training
    run with two checkpoints, a twin of the demo's first episode and a short reach RL run.
    """
    [training] = client.training_runs.create(dataset={"uri": DEMO_DATASET}, policies=["mlp"], hardware_tier="cpu", robot="so101_follower", config={"steps": 100, "save_freq": 50})
    twin = client.twins.create(source={"repo_id": DEMO_DATASET}, episode_index=0)
    [rl] = client.rl_runs.create(spec={"robot": "so101", "objective": {"type": "reach"}, "budget": {"env_steps": 1024}}, seeds=1)
    ended = {
        "augmentation": relit,
        "training_run": client.wait(training, interval=0.5, progress=False),
        "twin": client.wait(twin, interval=0.5, progress=False),
        "rl_run": client.wait(rl, interval=0.5, progress=False),
    }
    for kind, run in ended.items():
        assert run.status == "succeeded", f"{kind} {run.id}: {run.error}"
    return ended
