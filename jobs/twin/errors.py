"""A twin build's failures (shared kinds in jobs/sim/job_errors.py): a stage fails as `stage_failed`."""
from functools import partial

from jobs.sim.job_errors import Canceled, UserFixableError, describe as describe_job_error

__all__ = ["Canceled", "UserFixableError", "describe"]

describe = partial(describe_job_error, failed_code="stage_failed", canceled_message="the build was stopped before this stage finished")
