"""A match's setup as the front end keeps it: the options and who sits where.

The table setup screen produces a `MatchConfig`; the play screen starts a match from it;
settings keep the last one (quick start) and saves keep it beside the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules import Options, make_options

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: a display name, and a computer level (None for the human player)."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """Options plus the seats in seat order; seat 0 is the human table owner."""

    options: Options
    seats: tuple[SeatConfig, ...]
    seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.seats) != self.options.players:
            raise ValueError("one seat per player")
        if not self.seats[0].is_human or any(s.is_human for s in self.seats[1:]):
            raise ValueError("seat 0 is the only human seat")
        if any(s.level not in LEVELS for s in self.seats[1:]):
            raise ValueError("unknown computer level")

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": self.options.to_dict(),
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "seed": self.seed,
        }

    @staticmethod
    def from_dict(data: dict[str, Any]) -> MatchConfig:
        """Rebuild a saved config; raises ValueError (or OptionsError) if damaged."""
        try:
            options = Options.from_dict(data["options"])
            seats = tuple(SeatConfig(str(s["name"]), s["level"]) for s in data["seats"])
            seed = data.get("seed")
        except (KeyError, TypeError) as error:
            raise ValueError(f"damaged match config: {error}") from error
        return MatchConfig(options, seats, seed if isinstance(seed, int) else None)


def default_config(names: list[str], human_name: str) -> MatchConfig:
    """Two players, 1000 Miles, against one normal computer player."""
    return MatchConfig(
        make_options("1000_miles", players=2),
        (SeatConfig(human_name), SeatConfig(names[0], "normal")),
    )
