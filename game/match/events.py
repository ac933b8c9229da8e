"""The host's own events, published beside the rules' events: facts about the table that the
rules do not know (who plays a seat)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatControlled:
    """Who plays `seat` changed: a computer player of `level`, or (None) its person again.
    Nothing of the table changes with it (RULES.md 9)."""

    seat: int
    level: str | None


HostEvent = SeatControlled
