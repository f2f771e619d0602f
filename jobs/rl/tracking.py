"""An RL run's experiment tracking: params at start, rollout and evaluation metrics, the verdict at the end.

Reads the run's tracking folder (<output_dir>/tracking, written by the worker when the run has integrations);
without it nothing starts. TensorBoard files go to <output_dir>/tensorboard and into the bundle.
"""
import json
from pathlib import Path

from jobs.track.client import TrackerClient


class RlTracking:
    def __init__(self, output_dir: Path):
        self.dir = output_dir / "tracking"
        self.client = TrackerClient(self.dir)

    def start(self, spec: dict, seed: int, twin_id) -> None:
        self.client.params({"kind": "rl_run", "seed": seed, "twin_id": twin_id, "spec": spec})

    def on_event(self, event: str, fields: dict) -> None:
        """Listener of the job's progress lines (jobs/sim/progress.py)."""
        if fields.get("phase") != "training" or "env_steps" not in fields:
            return
        step = fields["env_steps"]
        if event == "progress" and fields.get("step") != "warm_start":
            values = {"rollout/episode_return": fields.get("episode_return"), "rollout/success_rate": fields.get("success_rate"), "rollout/env_steps_per_s": fields.get("env_steps_per_s")}
            values.update({f"reward_terms/{term}": value for term, value in (fields.get("reward_terms") or {}).items()})
            self.client.metrics(step, values)
        elif event == "eval":
            values = {"eval/mean_return": fields.get("mean_return"), "eval/success_rate": fields.get("success_rate"), "eval/selection_success_rate": fields.get("selection_success_rate")}
            self.client.metrics(step, values)

    def finish(self, report: dict) -> None:
        """Closes the tracker runs with the verdict; returns once TensorBoard's files are complete (they go into the bundle)."""
        evaluation = report.get("evaluation", {})
        summary = {
            "verdict": report.get("verdict"),
            "verdict_detail": report.get("verdict_detail"),
            "success_rate": evaluation.get("success_rate"),
            "evaluation_episodes": evaluation.get("episodes"),
            "env_steps": report.get("training", {}).get("env_steps"),
            "checks": {check["name"]: check.get("passed") for check in report.get("checks", [])},
        }
        self.client.close(summary, ok=True)

    def notes(self) -> list[str]:
        """One sentence per tracker that failed, for the report (the run itself went on)."""
        try:
            config = json.loads((self.dir / "config.json").read_text())
            reports = json.loads((self.dir / "status.json").read_text())["integrations"]
        except (OSError, ValueError, KeyError):
            return []
        return [f"experiment tracking: {spec['type']} failed ({report.get('error')}); the run went on without it"
                for spec, report in zip(config["integrations"], reports) if report.get("status") == "failed"]

    def close(self) -> None:
        self.client.close()
