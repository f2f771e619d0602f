"""Lists that page themselves: iterate, and the next page is fetched when this one runs out."""

from __future__ import annotations

import inspect
import typing
from typing import Any, Callable, Generic, Iterator, TypeVar

T = TypeVar("T")


class Page(Generic[T]):
    """One page of a list answer: ``data``, ``has_more``, ``next_cursor``."""

    def __init__(self, answer: Any) -> None:
        self.data: list[T] = list(answer.data)
        self.has_more: bool = bool(answer.has_more)
        cursor = getattr(answer, "next_cursor", None)
        self.next_cursor: str | None = cursor if isinstance(cursor, str) else None


class AutoPager(Generic[T]):
    """
    Every item of a list, page after page: iterating fetches the next page (``starting_after`` = the
    previous page's ``next_cursor``) when this one runs out. ``.pages()`` iterates over the pages
    instead; ``.first_page()`` fetches one; ``.data`` / ``.has_more`` are the first page's.
    """

    def __init__(self, fetch: Callable[[str | None], Any], *, paged: bool = True) -> None:
        self._fetch = fetch
        self._paged = paged
        self._first: Page[T] | None = None

    def first_page(self) -> Page[T]:
        if self._first is None:
            self._first = Page(self._fetch(None))
        return self._first

    @property
    def data(self) -> list[T]:
        """The first page's items (iterate for all of them)."""
        return self.first_page().data

    @property
    def has_more(self) -> bool:
        return self.first_page().has_more

    @property
    def next_cursor(self) -> str | None:
        return self.first_page().next_cursor

    def pages(self) -> Iterator[Page[T]]:
        page = self.first_page()
        while True:
            yield page
            if not self._paged or not page.has_more or not page.next_cursor or not page.data:
                return
            page = Page(self._fetch(page.next_cursor))

    def __iter__(self) -> Iterator[T]:
        for page in self.pages():
            yield from page.data

    def __repr__(self) -> str:
        return f"<AutoPager first page: {len(self.data)} items, has_more={self.has_more}>"


def cursor_parameter(operation: Any) -> tuple[str, Callable[[str], Any]] | None:
    """
    The query parameter a generated list operation pages with, and how to turn a ``next_cursor``
    into it: ``starting_after`` (a step or an env-step count where the API declares an integer),
    else ``after``; None for a list the API answers in one page.
    """
    parameters = inspect.signature(operation.sync_detailed).parameters
    for name in ("starting_after", "after"):
        if name in parameters:
            annotation = parameters[name].annotation
            is_int = annotation is int or int in typing.get_args(annotation)
            return name, (int if is_int else str)
    return None


def pager(call: Callable[..., Any], operation: Any, *args: Any, **params: Any) -> AutoPager[Any]:
    """An ``AutoPager`` over a generated list operation, run through ``call`` (``Client.call``)."""
    cursor = cursor_parameter(operation)
    given = {k: v for k, v in params.items() if v is not None}
    accepted = inspect.signature(operation.sync_detailed).parameters
    unknown = sorted(set(given) - set(accepted))
    if unknown:
        known = sorted(name for name, p in accepted.items() if p.kind is p.KEYWORD_ONLY and name != "client")
        raise TypeError(f"{operation.__name__.rsplit('.', 1)[-1]} takes no {', '.join(map(repr, unknown))}; it takes {', '.join(known)}")

    def fetch(next_cursor: str | None) -> Any:
        if next_cursor is None or cursor is None:
            return call(operation, *args, **given)
        name, convert = cursor
        return call(operation, *args, **{**given, name: convert(next_cursor)})

    return AutoPager(fetch, paged=cursor is not None)
