"""The two kinds of failure a simulation job reports: what the user must change, and what a retry may fix."""


class UserFixableError(Exception):
    """The input cannot make the job's output as it stands (unknown robot, wrong config or spec); retrying will not help."""

    resumable = False

    def __init__(self, code: str, message: str, param: str | None = None):
        super().__init__(message)
        self.code = code
        self.param = param


class Canceled(BaseException):
    """SIGTERM or SIGINT: the job was stopped; a rerun resumes it."""


def describe(error: BaseException, *, failed_code: str, canceled_message: str) -> dict:
    """The JSON fields of an error line: code, message, resumable (and param when known)."""
    if isinstance(error, (Canceled, KeyboardInterrupt)):
        return {"code": "canceled", "message": canceled_message, "resumable": True}
    if isinstance(error, ImportError):
        return {"code": "environment_incomplete", "message": f"{error}: run the job with .venv-sim/bin/python (npm run setup installs it)", "resumable": True}
    if isinstance(error, UserFixableError):
        described = {"code": error.code, "message": str(error), "resumable": False}
        if error.param:
            described["param"] = error.param
        return described
    return {"code": failed_code, "message": f"{type(error).__name__}: {error}", "resumable": True}
