"""The two kinds of failure an RL run reports: what the user must change, and what a retry may fix."""


class UserFixableError(Exception):
    """The spec or the flags cannot make a run as they stand; retrying will not help."""

    resumable = False

    def __init__(self, code: str, message: str, param: str | None = None):
        super().__init__(message)
        self.code = code
        self.param = param


class Canceled(BaseException):
    """SIGTERM or SIGINT before there was a policy to package: a rerun resumes the run."""


def describe(error: BaseException) -> dict:
    """The JSON fields of an error line: code, message, resumable (and param when known)."""
    if isinstance(error, (Canceled, KeyboardInterrupt)):
        return {"code": "canceled", "message": "the run was stopped before it had a policy to package", "resumable": True}
    if isinstance(error, ImportError):
        return {"code": "environment_incomplete", "message": f"{error}: run the job with .venv-sim/bin/python (npm run setup installs it)", "resumable": True}
    if isinstance(error, UserFixableError):
        described = {"code": error.code, "message": str(error), "resumable": False}
        if error.param:
            described["param"] = error.param
        return described
    return {"code": "phase_failed", "message": f"{type(error).__name__}: {error}", "resumable": True}
