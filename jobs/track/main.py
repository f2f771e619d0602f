"""The experiment tracker a job program starts beside itself: logs what the job tells it to MLflow, W&B and TensorBoard.

python -m jobs.track.main --dir TRACKING_DIR [--messages FILE]   (run with .venv-track's python)

TRACKING_DIR holds config.json (written by the worker: the run, its integrations, where TensorBoard files go, the
run's links) and, when the account set some, credentials.json. stdin (or FILE): one JSON object per line:
  {"kind": "params", "values": {...}}                   once, at start
  {"kind": "resume"}                                    instead of params: continues the tracker runs an earlier job made
                                                        (status.json's tracker_run_id) and starts none; an integration
                                                        that failed or never started stays as the earlier job left it
  {"kind": "metrics", "step": N, "values": {...}}       at every logging and evaluation point
  {"kind": "summary", "values": {...}, "ok": true}      at the end (verdict, evaluation, artifact links)
The tracker writes TRACKING_DIR/status.json (one entry per integration, in the request's order: status, run_url,
tracker_run_id, error) whenever a status changes, and one plain line per change on stdout for the run's log.
A tracker that fails is marked failed and left alone; this program never fails the job and always exits 0.
Credentials never reach stdout, status.json or an error message.
With --messages the tracker is a job of its own (a training run's checkpoint evaluations, after its training job ended).
"""
import argparse
import json
import logging
import os
import re
import signal
import sys
import traceback
from pathlib import Path

from jobs.track import outbound

# Bounded client retries: an unreachable server is reported within seconds, not after minutes of backoff.
os.environ.setdefault("MLFLOW_HTTP_REQUEST_MAX_RETRIES", "1")
os.environ.setdefault("MLFLOW_HTTP_REQUEST_BACKOFF_FACTOR", "1")
os.environ.setdefault("MLFLOW_HTTP_REQUEST_TIMEOUT", "15")
os.environ.setdefault("WANDB_SILENT", "true")
os.environ.setdefault("WANDB_CONSOLE", "off")

DEFAULT_EXPERIMENT = "robot-learning-platform"


class Secrets:
    """Every credential value, so no message the tracker writes can carry one."""

    def __init__(self, credentials: dict):
        self.values = [v for entry in credentials.values() for v in entry.values() if isinstance(v, str) and len(v) >= 4]

    def scrub(self, text: str) -> str:
        for value in self.values:
            text = text.replace(value, "***")
        return text


class Sink:
    """One integration. Subclasses start a tracker run, log params and metrics, and finish it."""

    label = ""

    def __init__(self, index: int, spec: dict, context: "Tracker"):
        self.index = index
        self.spec = spec
        self.context = context
        self.report = dict(context.previous(index))
        self.report.setdefault("status", "pending")
        self.report.setdefault("run_url", None)
        self.report.setdefault("tracker_run_id", None)
        self.report["error"] = None
        # Set by `resume`: the tracker run is an earlier job's, which already logged past the steps that come now.
        self.resumed = False

    @property
    def live(self) -> bool:
        return self.report["status"] == "active"

    def call(self, what: str, action) -> None:
        """Runs one tracker call; the first failure marks the integration failed and stops its logging."""
        if self.report["status"] == "failed":
            return
        try:
            action()
        except BaseException as error:  # noqa: BLE001 - a tracker must never stop the job
            if isinstance(error, KeyboardInterrupt):
                raise
            # A fixed message and the status code only: what the server answered (its body) never reaches the run's
            # integrations[].error or its log, so a tracker URL cannot read back an internal address (issue 33).
            message = self.context.secrets.scrub(describe_failure(what, error))
            self.report.update(status="failed", error=message[:500])
            self.context.say(f"{self.label}: {message[:300]}; the run goes on without it")
            self.context.save()

    def start(self, params: dict | None) -> None:
        """Starts (or, after a killed attempt, continues) the tracker run; `params` None: continue it without logging params."""

    def continues(self, earlier: dict) -> bool:
        """Whether an earlier job's report names a tracker run this integration can continue."""
        return bool(earlier.get("tracker_run_id")) and earlier.get("status") in ("active", "finished")

    def resume(self) -> None:
        earlier = self.context.earlier_report(self.index)
        if not self.continues(earlier):
            self.report.update(earlier)
            return
        self.resumed = True
        self.start(None)

    def metrics(self, step: int, values: dict) -> None: ...
    def finish(self, values: dict, ok: bool) -> None: ...


class MlflowSink(Sink):
    label = "MLflow"

    def start(self, params: dict) -> None:
        def begin():
            from mlflow import MlflowClient

            uri = self.spec["tracking_uri"].rstrip("/")
            self.client = MlflowClient(tracking_uri=uri)
            run_id = self.report.get("tracker_run_id")
            if run_id:  # a resumed job keeps logging to the run the first attempt made
                self.client.update_run(run_id, status="RUNNING")
                experiment_id = self.client.get_run(run_id).info.experiment_id
            else:
                name = self.spec.get("experiment") or DEFAULT_EXPERIMENT
                experiment = self.client.get_experiment_by_name(name)
                experiment_id = experiment.experiment_id if experiment else self.client.create_experiment(name)
                run_id = self.client.create_run(experiment_id, run_name=self.context.run["id"], tags=self.context.tags()).info.run_id
                self.run_id = run_id
                self.log_params(params or {})
            self.run_id = run_id
            self.report.update(status="active", tracker_run_id=run_id, run_url=f"{uri}/#/experiments/{experiment_id}/runs/{run_id}")
            self.context.say(f"MLflow: logging to {self.report['run_url']}")
            self.context.save()

        self.call("could not reach the MLflow tracking server", begin)

    def log_params(self, params: dict) -> None:
        from mlflow.entities import Param

        items = [Param(key, value) for key, value in flatten(params).items()]
        for start in range(0, len(items), 100):
            self.client.log_batch(self.run_id, params=items[start:start + 100])

    def metrics(self, step: int, values: dict) -> None:
        if not self.live:
            return
        from mlflow.entities import Metric
        import time

        now = int(time.time() * 1000)
        items = [Metric(key, float(value), now, int(step)) for key, value in values.items() if is_number(value)]
        if items:
            self.call("logging metrics to MLflow failed", lambda: self.client.log_batch(self.run_id, metrics=items))

    def finish(self, values: dict, ok: bool) -> None:
        if not self.live:
            return

        def end():
            from mlflow.entities import Metric, RunTag
            import time

            now = int(time.time() * 1000)
            numbers = [Metric(f"final/{key}", float(value), now, 0) for key, value in flatten(values).items() if is_number(value)]
            tags = [RunTag(f"rlp.{key}", str(value)[:5000]) for key, value in flatten(values).items() if not is_number(value) and value is not None]
            self.client.log_batch(self.run_id, metrics=numbers, tags=tags)
            self.client.set_terminated(self.run_id, status="FINISHED" if ok else "FAILED")
            self.report["status"] = "finished"
            self.context.save()

        self.call("finishing the MLflow run failed", end)


class WandbSink(Sink):
    label = "W&B"

    def start(self, params: dict) -> None:
        def begin():
            import wandb

            key = self.context.credentials.get("wandb", {}).get("api_key")
            if key:
                os.environ["WANDB_API_KEY"] = key
            self.run = wandb.init(
                project=self.spec["project"],
                entity=self.spec.get("entity"),
                name=self.context.run["id"],
                id=self.report.get("tracker_run_id") or self.context.run["id"].replace("_", "-").lower(),
                resume="allow",
                config=flatten(params) if params is not None else None,
                tags=[self.context.run["kind"]],
                dir=str(self.context.dir),
                settings=wandb.Settings(silent=True, console="off", init_timeout=60, x_disable_stats=True),
            )
            self.report.update(status="active", tracker_run_id=self.run.id, run_url=self.run.url or None)
            self.context.say(f"W&B: logging to {self.run.url}" if self.run.url else f"W&B: logging offline to run {self.run.id} (sync it with `wandb sync`)")
            self.context.save()

        self.call("could not start the W&B run", begin)

    def metrics(self, step: int, values: dict) -> None:
        if self.live:
            numbers = {key: float(value) for key, value in values.items() if is_number(value)}
            self.call("logging metrics to W&B failed", lambda: self.log(step, numbers))

    def log(self, step: int, numbers: dict) -> None:
        if not self.resumed:
            self.run.log(numbers, step=int(step))
            return
        # A resumed W&B run drops steps below the ones it has: these are plotted against the training step instead.
        for key in numbers:
            self.run.define_metric(key, step_metric=WANDB_STEP_METRIC)
        self.run.log({**numbers, WANDB_STEP_METRIC: int(step)})

    def finish(self, values: dict, ok: bool) -> None:
        if not self.live:
            return

        def end():
            self.run.summary.update({key: value for key, value in flatten(values).items() if value is not None})
            self.run.finish(exit_code=0 if ok else 1)
            self.report["status"] = "finished"
            self.context.save()

        self.call("finishing the W&B run failed", end)


class TensorboardSink(Sink):
    label = "TensorBoard"

    def continues(self, earlier: dict) -> bool:
        # No tracker run id: the event files are in the run's folder, and a new writer adds a file beside them.
        return earlier.get("status") in ("active", "finished")

    def start(self, params: dict) -> None:
        def begin():
            from tensorboardX import SummaryWriter

            self.writer = SummaryWriter(logdir=self.context.config["tensorboard_dir"], flush_secs=5)
            if params is not None:
                self.writer.add_text("params", "```\n" + json.dumps(params, indent=2, default=str) + "\n```", 0)
            self.report.update(status="active", path=self.context.config.get("tensorboard_path", "tensorboard/"))
            self.context.save()

        self.call("could not write TensorBoard event files", begin)

    def metrics(self, step: int, values: dict) -> None:
        if self.live:
            def write():
                for key, value in values.items():
                    if is_number(value):
                        self.writer.add_scalar(key, float(value), int(step))
            self.call("writing TensorBoard event files failed", write)

    def finish(self, values: dict, ok: bool) -> None:
        if not self.live:
            return

        def end():
            self.writer.add_text("summary (continued)" if self.resumed else "summary", "```\n" + json.dumps(values, indent=2, default=str) + "\n```", 0)
            self.writer.close()
            self.report["status"] = "finished"
            self.context.save()

        self.call("closing the TensorBoard event files failed", end)


SINKS = {"mlflow": MlflowSink, "wandb": WandbSink, "tensorboard": TensorboardSink}
# The x axis of what a resumed W&B run logs: the training step, so the values line up with the loss curve's.
WANDB_STEP_METRIC = "train/step"


class Tracker:
    def __init__(self, directory: Path):
        self.dir = directory
        self.config = json.loads((directory / "config.json").read_text())
        outbound.install(self.config.get("operator_hosts", []), allow_private=self.config.get("allow_private_targets", False))
        credentials_file = directory / "credentials.json"
        self.credentials = json.loads(credentials_file.read_text()) if credentials_file.is_file() else {}
        self.secrets = Secrets(self.credentials)
        self.export_mlflow_credentials()
        status_file = directory / "status.json"
        self.earlier = json.loads(status_file.read_text()).get("integrations", []) if status_file.is_file() else []
        self.run = self.config["run"]
        for key, variable in (("mode", "WANDB_MODE"), ("base_url", "WANDB_BASE_URL")):
            if (self.config.get("wandb") or {}).get(key):
                os.environ[variable] = self.config["wandb"][key]
        self.sinks = [SINKS[spec["type"]](i, spec, self) for i, spec in enumerate(self.config["integrations"])]

    def export_mlflow_credentials(self) -> None:
        mlflow = self.credentials.get("mlflow", {})
        for field, variable in (("username", "MLFLOW_TRACKING_USERNAME"), ("password", "MLFLOW_TRACKING_PASSWORD"), ("token", "MLFLOW_TRACKING_TOKEN")):
            if mlflow.get(field):
                os.environ[variable] = mlflow[field]

    def previous(self, index: int) -> dict:
        """What an earlier attempt of the job reported, so a resumed job continues the same tracker runs."""
        earlier = self.earlier_report(index)
        return {"tracker_run_id": earlier.get("tracker_run_id"), "run_url": earlier.get("run_url")}

    def earlier_report(self, index: int) -> dict:
        """The whole report an earlier job left for integration `index` (status and error included)."""
        return dict(self.earlier[index]) if index < len(self.earlier) else {}

    def tags(self) -> dict:
        return {"rlp.run_id": self.run["id"], "rlp.kind": self.run["kind"], **{f"rlp.link.{k}": v for k, v in self.config.get("links", {}).items()}}

    def say(self, line: str) -> None:
        sys.stdout.write(f"[tracking] {line}\n")
        sys.stdout.flush()

    def save(self) -> None:
        partial = self.dir / "status.json.tmp"
        partial.write_text(json.dumps({"integrations": [sink.report for sink in self.sinks]}, indent=2) + "\n")
        os.replace(partial, self.dir / "status.json")

    def handle(self, message: dict) -> None:
        kind = message.get("kind")
        for sink in self.sinks:
            if kind == "params":
                sink.start(message.get("values", {}))
            elif kind == "resume":
                sink.resume()
            elif kind == "metrics":
                sink.metrics(message.get("step", 0), message.get("values", {}))
            elif kind == "summary":
                sink.finish({**message.get("values", {}), "links": self.config.get("links", {})}, bool(message.get("ok", True)))


def describe_failure(what: str, error: BaseException) -> str:
    if outbound.NEVER_REFUSAL in str(error):
        return f"{what}: the server's address is link-local or a cloud metadata service, which this server never connects to"
    if isinstance(error, outbound.BlockedTarget) or outbound.REFUSAL in str(error):
        return f"{what}: the server's address is loopback, link-local or private, which this server does not connect to"
    status = status_code_of(error)
    if status is not None:
        return f"{what}: the server answered HTTP {status}"
    return f"{what}: {type(error).__name__} (no answer from the server)"


def status_code_of(error: BaseException):
    response = getattr(error, "response", None)
    code = getattr(response, "status_code", None)
    if isinstance(code, int):
        return code
    match = re.search(r"error code (\d{3})|status(?:_code)?[ =:]+(\d{3})|\b(\d{3}) (?:Client|Server) Error", str(error))
    if match:
        return int(next(group for group in match.groups() if group))
    return None


def flatten(values: dict, prefix: str = "") -> dict:
    flat = {}
    for key, value in values.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(flatten(value, f"{name}."))
        elif isinstance(value, (list, tuple)):
            flat[name] = json.dumps(value, default=str)[:500]
        else:
            flat[name] = value if is_number(value) or isinstance(value, bool) or value is None else str(value)[:500]
    return flat


def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value and abs(value) != float("inf")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--messages", help="read the messages from this JSON-lines file instead of stdin")
    args = parser.parse_args(argv)
    if not args.messages:
        # The job's process group gets SIGTERM on cancel; the job then finishes and closes our stdin, which is when we end.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.getLogger("mlflow").setLevel(logging.WARNING)  # its "View run at" lines would land in the run's log
    try:
        tracker = Tracker(Path(args.dir))
        tracker.save()
    except Exception as error:  # noqa: BLE001
        sys.stdout.write(f"[tracking] the tracker could not start: {type(error).__name__}\n")
        return 0
    for line in open(args.messages, encoding="utf-8") if args.messages else sys.stdin:
        try:
            tracker.handle(json.loads(line))
        except Exception:  # noqa: BLE001 - a bad line never stops the others
            sys.stderr.write(tracker.secrets.scrub(traceback.format_exc()))
    # The job ended without a summary (stopped, failed): close what is open so the files and runs are complete.
    tracker.handle({"kind": "summary", "values": {"ended": "without a summary"}, "ok": False})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
