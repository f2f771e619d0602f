"""Lists that page themselves: iterate, and the next page is fetched when this one runs out."""

from __future__ import annotations

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
    Iterates over every item of a list, page after page (``starting_after`` = the previous page's
    ``next_cursor``). ``.pages()`` iterates over the pages instead; ``.first_page()`` fetches one.
    """

    def __init__(self, fetch: Callable[[str | None], Any]) -> None:
        self._fetch = fetch

    def first_page(self) -> Page[T]:
        return Page(self._fetch(None))

    def pages(self) -> Iterator[Page[T]]:
        cursor: str | None = None
        while True:
            page: Page[T] = Page(self._fetch(cursor))
            yield page
            if not page.has_more or not page.next_cursor:
                return
            cursor = page.next_cursor

    def __iter__(self) -> Iterator[T]:
        for page in self.pages():
            yield from page.data
