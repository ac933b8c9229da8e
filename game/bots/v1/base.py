"""The computer-player interface: a bot sees one `SeatView` and returns one legal action.
(frozen copy for the v1 references: see game/bots/v1/__init__.py)

A bot is never given a `Table`: everything it knows comes from the view passed to `choose`
(its own hand and the public facts), so it cannot read other hands or the pile's order.
"""

from __future__ import annotations

import random

from ...rules.actions import Action, Extend, Trick
from ...rules.view import SeatView
from ..base import Bot as PlayerBot


class Bot(PlayerBot):
    """Base class: `choose(view)` returns one of `view.legal_actions`. Every method of the
    players' base class is overridden with its frozen copy; a player's bot is still what
    the callers get (an instance of `game.bots.Bot`)."""

    level = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("no legal action for this seat")
        if len(legal) == 1:
            return legal[0]
        trick = self.wants_trick(view)
        if trick is not None:
            return trick
        return self.decide(view)

    def decide(self, view: SeatView) -> Action:  # pragma: no cover - overridden
        raise NotImplementedError

    def wants_trick(self, view: SeatView) -> Action | None:
        """A dirty trick to play now (out of turn), or None to decline. Bots never decline."""
        for action in view.legal_actions:
            if isinstance(action, Trick):
                return action
        return None

    def wants_extension(self, view: SeatView) -> bool:
        """Classic 700 -> 1000: go on when the car is clearly ahead in the race."""
        me = view.cars[view.car]
        best = max((car.miles for car in view.cars if car.index != view.car), default=0)
        return me.miles - best >= 200

    def _extend(self, view: SeatView) -> Action | None:
        if any(isinstance(action, Extend) for action in view.legal_actions):
            return Extend(self.wants_extension(view))
        return None
