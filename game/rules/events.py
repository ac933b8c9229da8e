"""Events: what happened, in order, as frozen values the front end narrates.

Most events are public. A drawn or dealt card is private: `for_seat` gives the copy a seat
may see (the card hidden from everybody else).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card
from .reasons import Reason


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    first_seat: int
    trip: int


@dataclass(frozen=True, slots=True)
class Dealt:
    """Cards dealt to a seat; `cards` is None for every other seat."""

    seat: int
    count: int
    cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int
    must_draw: bool


@dataclass(frozen=True, slots=True)
class Drew:
    """A seat drew; `card` is None for every other seat."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class PileReshuffled:
    cards: int


@dataclass(frozen=True, slots=True)
class PileEmpty:
    """The draw pile ran out (and, with `final`, will not be rebuilt this round)."""

    final: bool


@dataclass(frozen=True, slots=True)
class Moved:
    """A distance card moved a car; backwards under counterflow (`after` < `before`)."""

    seat: int
    car: int
    card: Card
    before: int
    after: int
    points: int
    backwards: bool


@dataclass(frozen=True, slots=True)
class Attacked:
    seat: int
    card: Card
    car: int
    stopped: bool


@dataclass(frozen=True, slots=True)
class Defended:
    """A defense cured `cured` (None: only the need for a green light)."""

    seat: int
    car: int
    card: Card
    cured: Card | None
    stopped: bool


@dataclass(frozen=True, slots=True)
class SafetyPlayed:
    seat: int
    car: int
    card: Card
    cured: tuple[Card, ...]
    points: int
    stopped: bool


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    seat: int


@dataclass(frozen=True, slots=True)
class TrickWindowOpened:
    car: int
    attack: Card
    timed: bool


@dataclass(frozen=True, slots=True)
class TrickWindowClosed:
    car: int


@dataclass(frozen=True, slots=True)
class TrickPlayed:
    """The dirty trick: `attack` was cancelled as if it never landed."""

    seat: int
    car: int
    card: Card
    attack: Card
    points: int


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardWasted:
    """Mile by Mile: an illegal card is discarded and the turn ends; `reason` says why."""

    seat: int
    card: Card
    reason: Reason


@dataclass(frozen=True, slots=True)
class TurnSkipped:
    """A seat loses its turn: `why` is "skip_card" or "empty_hand"."""

    seat: int
    why: str


@dataclass(frozen=True, slots=True)
class SkipPlayed:
    seat: int
    card: Card
    skipped: int


@dataclass(frozen=True, slots=True)
class ProtectionsRemoved:
    seat: int
    card: Card
    car: int
    removed: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ExtensionOffered:
    seat: int
    car: int


@dataclass(frozen=True, slots=True)
class ExtensionChosen:
    seat: int
    car: int
    go_on: bool


@dataclass(frozen=True, slots=True)
class Bonus:
    car: int
    name: str
    points: int


@dataclass(frozen=True, slots=True)
class RoundOver:
    """A round ended; `winner` is the car that finished, or None."""

    round: int
    winner: int | None
    bonuses: tuple[Bonus, ...]
    round_points: tuple[int, ...]
    scores: tuple[int, ...]
    races: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchOver:
    winner: int
    scores: tuple[int, ...]
    races: tuple[int, ...]


Event = (
    RoundStarted | Dealt | TurnStarted | Drew | PileReshuffled | PileEmpty | Moved | Attacked |
    Defended | SafetyPlayed | ExtraTurn | TrickWindowOpened | TrickWindowClosed | TrickPlayed |
    Discarded | CardWasted | TurnSkipped | SkipPlayed | ProtectionsRemoved | ExtensionOffered |
    ExtensionChosen | RoundOver | MatchOver
)


def for_seat(event: Event, seat: int) -> Event:
    """The event as `seat` may see it."""
    if isinstance(event, Drew) and event.seat != seat and event.card is not None:
        return replace(event, card=None)
    if isinstance(event, Dealt) and event.seat != seat and event.cards is not None:
        return replace(event, cards=None)
    return event


def events_for(events: list[Event], seat: int) -> list[Event]:
    """All events as `seat` may see them."""
    return [for_seat(event, seat) for event in events]
