"""Watching a run to its end: the snapshots as they change, with a tqdm progress bar."""

from __future__ import annotations

import sys
import time
from typing import Any, Callable, Iterator

from tqdm.auto import tqdm

TERMINAL_STATUSES = frozenset({"succeeded", "failed", "canceled"})


def status_of(run: Any) -> str:
    return str(getattr(run, "status", ""))


def is_terminal(run: Any) -> bool:
    return status_of(run) in TERMINAL_STATUSES


def _step_of(run: Any) -> str:
    for field in ("phase", "stage"):
        value = getattr(run, field, None)
        if isinstance(value, str) and value:
            return value
    return status_of(run)


def _unset_to_none(value: Any) -> Any:
    return value if isinstance(value, (str, int, float)) else None


def follow(
    retrieve: Callable[[], Any],
    *,
    first: Any,
    interval: float = 2.0,
    progress: bool = True,
    sleep: Callable[[float], None] = time.sleep,
) -> Iterator[Any]:
    """
    Yields the run each time its status, phase/stage, progress or message changes, ending with its
    terminal snapshot. The bar shows the current phase (or twin stage) and its progress, 0-100 %.
    """
    bar = tqdm(total=100, unit="%", disable=not progress, file=sys.stderr, leave=True, bar_format="{desc}: {percentage:3.0f}%|{bar}| {elapsed}{postfix}")
    last: tuple[Any, ...] | None = None
    run = first
    try:
        while True:
            key = (status_of(run), _step_of(run), getattr(run, "progress", None), _unset_to_none(getattr(run, "status_message", None)))
            if key != last:
                last = key
                fraction = getattr(run, "progress", 0.0)
                bar.set_description_str(f"{run.id} {_step_of(run)}")
                bar.n = round(100 * (1.0 if status_of(run) == "succeeded" else float(fraction if isinstance(fraction, (int, float)) else 0.0)), 1)
                message = _unset_to_none(getattr(run, "status_message", None))
                bar.set_postfix_str(message[:60] if message else status_of(run), refresh=False)
                bar.refresh()
                yield run
            if is_terminal(run):
                return
            sleep(interval)
            run = retrieve()
    finally:
        bar.close()
