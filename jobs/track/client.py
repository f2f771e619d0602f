"""What a Python job program uses to feed its tracker (jobs/track/main.py), started beside it in .venv-track.

The tracker runs as its own process: a slow or unreachable tracker never blocks or fails the job. Messages go
through a bounded queue and a writer thread (dropped when the tracker falls far behind); close() waits a bounded
time for the tracker to finish its runs, then leaves it.
"""
import json
import queue
import subprocess
import sys
import threading
from pathlib import Path

from jobs.sim.progress import env_without_token

REPO = Path(__file__).resolve().parent.parent.parent
TRACK_PYTHON = REPO / ".venv-track" / "bin" / "python"


class TrackerClient:
    def __init__(self, tracking_dir: Path):
        self.process = None
        self.queue: queue.Queue = queue.Queue(maxsize=10_000)
        if not (tracking_dir / "config.json").is_file():
            return
        if not TRACK_PYTHON.is_file():
            sys.stdout.write("[tracking] the tracker environment (.venv-track) is not installed (npm run setup); the run goes on without tracking\n")
            self.write_failed(tracking_dir, "the tracker environment (.venv-track) is not installed on this worker")
            return
        with open(tracking_dir / "tracker.log", "ab") as log:
            # The tracker's lines share the job's stdout but are never events: it does not get the job's event token.
            env = env_without_token() | {"PYTHONPATH": str(REPO)}
            self.process = subprocess.Popen([str(TRACK_PYTHON), "-m", "jobs.track.main", "--dir", str(tracking_dir)], stdin=subprocess.PIPE, stdout=sys.stdout, stderr=log, env=env)
        self.thread = threading.Thread(target=self.pump, daemon=True)
        self.thread.start()

    @staticmethod
    def write_failed(tracking_dir: Path, error: str) -> None:
        config = json.loads((tracking_dir / "config.json").read_text())
        reports = [{"status": "failed", "run_url": None, "tracker_run_id": None, "error": error} for _ in config["integrations"]]
        (tracking_dir / "status.json").write_text(json.dumps({"integrations": reports}) + "\n")

    @property
    def enabled(self) -> bool:
        return self.process is not None

    def pump(self) -> None:
        while True:
            message = self.queue.get()
            if message is None:
                break
            try:
                self.process.stdin.write((json.dumps(message, default=str) + "\n").encode())
                self.process.stdin.flush()
            except (BrokenPipeError, OSError, ValueError):
                break
        try:
            self.process.stdin.close()
        except (BrokenPipeError, OSError):
            pass

    def send(self, message: dict) -> None:
        if self.enabled:
            try:
                self.queue.put_nowait(message)
            except queue.Full:
                pass

    def params(self, values: dict) -> None:
        self.send({"kind": "params", "values": values})

    def metrics(self, step: int, values: dict) -> None:
        self.send({"kind": "metrics", "step": int(step), "values": values})

    def close(self, summary: dict | None = None, ok: bool = True, timeout_s: float = 120) -> None:
        """Sends the summary, then waits up to timeout_s for the tracker to close its runs (and its TensorBoard files)."""
        if not self.enabled:
            return
        if summary is not None:
            self.send({"kind": "summary", "values": summary, "ok": ok})
        self.queue.put(None)
        self.thread.join(timeout_s)
        try:
            self.process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            sys.stdout.write("[tracking] the tracker did not finish in time; the run goes on without it\n")
            self.process.kill()
        self.process = None
