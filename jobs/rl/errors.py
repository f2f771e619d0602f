"""An RL run's failures (shared kinds in jobs/sim/job_errors.py): a phase fails as `phase_failed`."""
from functools import partial

from jobs.sim.job_errors import Canceled, UserFixableError, describe as describe_job_error

__all__ = ["Canceled", "UserFixableError", "describe"]

describe = partial(describe_job_error, failed_code="phase_failed", canceled_message="the run was stopped before it had a policy to package")
