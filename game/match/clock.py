"""What the host needs from the world to let time pass: a scheduler (now, and a callback at a
time) and an executor for computer players' thinking. The host has no clock, thread or sleep
of its own, so tests, the local game loop and an asyncio server each drive it their own way.

`ManualScheduler` is time that moves only when told (tests, tools); `run_now` runs work at
once on the caller's thread (tests, tools, the arena).
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Protocol


class Handle(Protocol):
    def cancel(self) -> None: ...


class Scheduler(Protocol):
    """The host's view of time: the current time in seconds, and a callback at a time."""

    def now(self) -> float: ...

    def call_at(self, when: float, callback: Callable[[], object]) -> Handle: ...


Executor = Callable[..., "Future[Any]"]
"""``executor(work, *args)`` runs ``work(*args)`` somewhere and returns its Future."""


def run_now(work: Callable[..., Any], *args: Any) -> Future:
    """An executor that runs the work at once, on the caller's thread."""
    future: Future = Future()
    try:
        future.set_result(work(*args))
    except BaseException as error:  # handed to whoever reads the result
        future.set_exception(error)
    return future


class _Call:
    __slots__ = ("when", "callback", "cancelled")

    def __init__(self, when: float, callback: Callable[[], object]) -> None:
        self.when = when
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualScheduler:
    """Time that moves only with `advance`: callbacks run in order of their time (ties in
    the order they were asked for), each at its own time."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._calls: list[tuple[float, int, _Call]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self._now

    def call_at(self, when: float, callback: Callable[[], object]) -> _Call:
        call = _Call(max(when, self._now), callback)
        heapq.heappush(self._calls, (call.when, next(self._order), call))
        return call

    def next_due(self) -> float | None:
        while self._calls and self._calls[0][2].cancelled:
            heapq.heappop(self._calls)
        return self._calls[0][0] if self._calls else None

    def advance(self, seconds: float) -> None:
        """Let `seconds` pass, running every callback due meanwhile at its time."""
        self.advance_to(self._now + seconds)

    def advance_to(self, when: float) -> None:
        while (due := self.next_due()) is not None and due <= when:
            _, _, call = heapq.heappop(self._calls)
            self._now = max(self._now, due)
            call.callback()
        self._now = max(self._now, when)

    def run_until_idle(self, limit: float = 1e9) -> None:
        """Run every callback, however far ahead (bounded by `limit` seconds)."""
        end = self._now + limit
        while (due := self.next_due()) is not None and due <= end:
            self.advance_to(due)
