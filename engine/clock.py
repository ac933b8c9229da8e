"""The loop's clock and its timers.

Timers never sleep: the loop asks ``Timers.run_due(now)`` once per frame and callbacks run in
order of their due time (ties in the order they were scheduled). A ``VirtualClock`` lets scripts
and tests advance time instantly while timers still fire in order.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable


class Clock:
    """Real monotonic time, in seconds."""

    def now(self) -> float:
        return time.monotonic()


class VirtualClock(Clock):
    """Time that only moves when told to: scripts run fast, timers fire in order."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        self._now += max(0.0, seconds)

    def set(self, when: float) -> None:
        self._now = max(self._now, when)


class Timer:
    """A scheduled callback; ``cancel()`` stops it from firing (and repeating)."""

    __slots__ = ("due", "interval", "callback", "owner", "cancelled")

    def __init__(
        self, due: float, callback: Callable[[], object], interval: float | None, owner: object
    ) -> None:
        self.due = due
        self.callback = callback
        self.interval = interval
        self.owner = owner
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    @property
    def active(self) -> bool:
        return not self.cancelled


class Timers:
    """A heap of timers on one clock."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._heap: list[tuple[float, int, Timer]] = []
        self._seq = itertools.count()

    def after(
        self, seconds: float, callback: Callable[[], object], owner: object = None
    ) -> Timer:
        """Run ``callback`` once, ``seconds`` from now."""
        timer = Timer(self.clock.now() + max(0.0, seconds), callback, None, owner)
        self._push(timer)
        return timer

    def every(
        self, seconds: float, callback: Callable[[], object], owner: object = None
    ) -> Timer:
        """Run ``callback`` every ``seconds`` until cancelled."""
        interval = max(0.001, seconds)
        timer = Timer(self.clock.now() + interval, callback, interval, owner)
        self._push(timer)
        return timer

    def _push(self, timer: Timer) -> None:
        heapq.heappush(self._heap, (timer.due, next(self._seq), timer))

    def cancel_owned_by(self, owner: object) -> None:
        """Cancel every timer of one owner (a screen leaving the stack)."""
        for _, _, timer in self._heap:
            if timer.owner is owner:
                timer.cancel()

    def next_due(self) -> float | None:
        """When the earliest live timer is due, or None."""
        while self._heap and self._heap[0][2].cancelled:
            heapq.heappop(self._heap)
        return self._heap[0][0] if self._heap else None

    def pop_due(self, now: float) -> Timer | None:
        """The earliest live timer due at ``now``, removed (re-armed if it repeats)."""
        while self._heap and self._heap[0][0] <= now:
            _, _, timer = heapq.heappop(self._heap)
            if timer.cancelled:
                continue
            if timer.interval is not None:
                timer.due += timer.interval
                self._push(timer)
            else:
                # A one-shot timer is spent; cancelling it later is harmless.
                timer.cancelled = True
            return timer
        return None

    def __len__(self) -> int:
        return sum(1 for _, _, t in self._heap if not t.cancelled)
