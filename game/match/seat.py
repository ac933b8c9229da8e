"""A seat as its client sees it: the play screen talks to one of these, never to a table.

`LocalSeat` is a seat of a host in the same program. The online client (game.net) offers the
same calls over the network, so one play screen serves both.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules import Action
from game.rules.view import SeatView

from .config import Timing
from .host import MatchHost, Outcome, Update


class LocalSeat:
    """One seat of an in-process `MatchHost`."""

    online = False

    def __init__(self, host: MatchHost, seat: int) -> None:
        self.host = host
        self.seat = seat
        self._unsubscribe: Callable[[], None] | None = None

    @property
    def names(self) -> list[str]:
        return self.host.names

    @property
    def resumed(self) -> bool:
        return not self.host.fresh

    def view(self) -> SeatView:
        return self.host.view(self.seat)

    def listen(self, on_update: Callable[[Update], object]) -> None:
        """Hear this seat's updates; `start` then lets the match run."""
        self._unsubscribe = self.host.subscribe(self.seat, on_update)

    def start(self) -> None:
        self.host.start()

    def submit(self, action: Action) -> Outcome:
        """This seat's action; its events reach the listener before this returns."""
        return self.host.submit(self.seat, action)

    def heard(self, at: float) -> None:
        self.host.heard(self.seat, at)

    def pause(self) -> None:
        self.host.pause()

    def resume(self) -> None:
        self.host.resume()

    def set_timing(self, timing: Timing) -> None:
        self.host.set_timing(timing)

    def set_auto_draw(self, on: bool) -> None:
        self.host.set_auto_draw(self.seat, on)

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self.host.close()
