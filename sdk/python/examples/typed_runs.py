"""
One run of each kind, created, waited for and read, as a type-checked script: ``mypy --strict``
passes on it (test/integration/python-sdk-types.test.ts), and a misspelt field fails it.
Run it against ``npm start`` (an account with the twins and rl_runs features).
"""

from __future__ import annotations

from rlp import Client

DEMO = "demo/so101-pick-place"


def main() -> None:
    client = Client()

    relit = client.augmentations.create(source={"repo_id": DEMO}, instructions="one stop darker", model="relight")
    relit = client.wait(relit)
    print(relit.id, relit.status, relit.output)

    [run] = client.training_runs.create(dataset={"uri": DEMO}, policies=["mlp"], hardware_tier="cpu", config={"steps": 100})
    run = client.wait(run)
    print(run.id, run.status, run.metrics)
    for checkpoint in client.training_runs.checkpoints(run.id):
        print(checkpoint.step)
    for line in client.training_runs.logs(run.id, tail=5):
        print(line)

    twin = client.wait(client.twins.create(source={"repo_id": DEMO}, episode_index=0))
    print(twin.id, twin.status, twin.download)
    for file in client.twins.files(twin.id):
        print(file.path, file.bytes_)

    [rl] = client.rl_runs.create(spec={"robot": "so101", "objective": {"type": "reach"}, "budget": {"env_steps": 2048}}, seeds=1)
    rl = client.wait(rl)
    print(rl.id, rl.status, rl.verdict, rl.success_rate)
    for point in client.rl_runs.metrics(rl.id):
        print(point.env_steps, point.success_rate)

    for succeeded in client.training_runs.list(status="succeeded"):
        print(succeeded.id, succeeded.policy)


if __name__ == "__main__":
    main()
