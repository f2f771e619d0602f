"""One JSON line per event on stdout: what the worker reads to follow a build.

Each event carries the job's token (RLP_JOB_EVENT_TOKEN, given by the worker; core/jobs/protocol.ts): the worker acts
only on lines that carry it, so text a user controls that lands on stdout can never pass for an event.
"""
import json
import os
import sys

TOKEN_ENV = "RLP_JOB_EVENT_TOKEN"
TOKEN_FIELD = "rlp_event_token"
_token = os.environ.get(TOKEN_ENV)

# Functions called with (event, fields) after each line, e.g. the run's experiment tracking; never allowed to fail the job.
listeners = []


def emit(event: str, **fields) -> None:
    line = {"event": event, **fields}
    if _token:
        line[TOKEN_FIELD] = _token
    sys.stdout.write(json.dumps(line, separators=(",", ":")) + "\n")
    sys.stdout.flush()
    for listener in listeners:
        try:
            listener(event, fields)
        except Exception:  # noqa: BLE001
            pass


def read_event(line: str):
    """An event line of a job this job started with its own environment (so with the same token), or None: a line
    that is not JSON, or that lacks the token, is output, never an event."""
    if not line.startswith("{"):
        return None
    try:
        event = json.loads(line)
    except ValueError:
        return None
    if not isinstance(event, dict) or (_token and event.get(TOKEN_FIELD) != _token):
        return None
    return event


def env_without_token(env=None) -> dict:
    """The environment for a process the job starts beside itself (its tracker): without the token."""
    return {key: value for key, value in (os.environ if env is None else env).items() if key != TOKEN_ENV}
