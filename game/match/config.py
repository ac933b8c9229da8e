"""A match's setup: the options, who sits where (a person, or a computer player and its
level), the seed, and the table owner's timing choices.

The table setup screen (or an online table's owner) produces a `MatchConfig`; the host runs a
match from it; settings keep the last one (quick start) and saves keep it beside the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from game.bots import LEVELS, NAME_IDS
from game.rules import Options, make_options

__all__ = ["LEVELS", "NAME_IDS", "MatchConfig", "SeatConfig", "Timing", "default_config"]

@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: a display name, and a computer level (None: a person plays it)."""

    name: str
    level: str | None = None

    @property
    def is_person(self) -> bool:
        return self.level is None


@dataclass(frozen=True, slots=True)
class Timing:
    """The clock of a table, in seconds (RULES.md 9): a computer player's pause before each
    action, the settle delay after every attack, the pause before an automatic draw, how far a
    listener's speech may stretch the settle delay, and (online) how long a dropped person's
    seat waits before a computer player takes it."""

    pace: float = 1.2
    settle: float = 5.0
    auto_draw: float = 0.3
    max_hold: float = 10.0
    drop_after: float = 60.0

    LIMIT = 600.0  # nothing a table waits for is longer than ten minutes

    def __post_init__(self) -> None:
        for name in ("pace", "settle", "auto_draw", "max_hold", "drop_after"):
            value = getattr(self, name)
            if (not isinstance(value, (int, float)) or isinstance(value, bool)
                    or not math.isfinite(value) or not 0 <= value <= self.LIMIT):
                raise ValueError(f"timing {name} must be 0 to {self.LIMIT:g} seconds: {value!r}")

    def to_dict(self) -> dict[str, float]:
        return {name: getattr(self, name)
                for name in ("pace", "settle", "auto_draw", "max_hold", "drop_after")}

    @staticmethod
    def from_dict(data: Any) -> Timing:
        """Rebuild saved timing; raises ValueError when damaged."""
        if not isinstance(data, dict):
            raise ValueError("timing is not an object")
        known = {k: v for k, v in data.items() if k in Timing.__dataclass_fields__}
        try:
            return Timing(**known)
        except TypeError as error:
            raise ValueError(f"damaged timing: {error}") from error


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """Options plus the seats in seat order (seat 0 is the table owner at creation)."""

    options: Options
    seats: tuple[SeatConfig, ...]
    seed: int | None = None
    timing: Timing = field(default_factory=Timing)

    def __post_init__(self) -> None:
        if len(self.seats) != self.options.players:
            raise ValueError("one seat per player")
        for seat in self.seats:
            if seat.level is not None and seat.level not in LEVELS:
                raise ValueError(f"unknown computer level {seat.level!r}")
            if not isinstance(seat.name, str):
                raise ValueError("a seat's name is text")

    @property
    def people(self) -> list[int]:
        """The seats people play."""
        return [seat for seat, s in enumerate(self.seats) if s.is_person]

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": self.options.to_dict(),
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "seed": self.seed,
            "timing": self.timing.to_dict(),
        }

    @staticmethod
    def from_dict(data: Any) -> MatchConfig:
        """Rebuild a saved config; raises ValueError (or OptionsError) if damaged."""
        try:
            options = Options.from_dict(data["options"])
            seats = tuple(SeatConfig(str(s["name"]), s["level"]) for s in data["seats"])
            seed = data.get("seed")
            timing = Timing.from_dict(data["timing"]) if "timing" in data else Timing()
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"damaged match config: {error}") from error
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 63:
            seed = None
        return MatchConfig(options, seats, seed, timing)


def default_config(names: list[str], person_name: str) -> MatchConfig:
    """Two players, 1000 Miles, against one normal computer player."""
    return MatchConfig(
        make_options("1000_miles", players=2),
        (SeatConfig(person_name), SeatConfig(names[0], "normal")),
    )
