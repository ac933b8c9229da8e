"""The narration table: each rules event becomes at most one sentence and one sound cue.

Pure: it needs a translate function and the names at the table, nothing of pygame. The play
screen speaks the lines and plays the cues; tests read them directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.match.events import SeatControlled
from game.rules import events as ev
from game.rules.cards import Card

from .cues import CARD_CUES

Tr = Callable[..., str]


@dataclass(frozen=True, slots=True)
class Line:
    """What to say (None: the sound alone) and which cue to play, panned by seat."""

    text: str | None
    cue: str | None
    pan: float = 0.0
    mine: bool = False  # concerns the listener's own seat or car: always spoken


@dataclass(slots=True)
class Seating:
    """Who sits where, as the listener (seat `me`) hears it."""

    names: list[str]
    seat_car: list[int]
    car_count: int
    me: int = 0

    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def solo(self) -> bool:
        return self.car_count == len(self.names)

    @property
    def watching(self) -> bool:
        """A spectator (online): seat -1, no car of their own."""
        return not 0 <= self.me < len(self.seat_car)

    @property
    def my_car(self) -> int:
        return -1 if self.watching else self.seat_car[self.me]

    def pan(self, seat: int) -> float:
        """Other seats spread from left to right in turn order; the listener is centred (a
        spectator hears every seat spread in seat order)."""
        if self.watching:
            return round(-0.8 + 1.6 * seat / max(1, self.seats - 1), 2)
        if seat == self.me or self.seats < 2:
            return 0.0
        position = (seat - self.me) % self.seats  # 1 .. seats-1
        return round(-0.8 + 1.6 * (position - 1) / max(1, self.seats - 2), 2)

    def who(self, seat: int) -> str:
        return "you" if seat == self.me else "other"

    def car_members(self, car: int) -> list[int]:
        return [seat for seat, c in enumerate(self.seat_car) if c == car]


def card_name(tr: Tr, card: Card) -> str:
    """A card's plain name ("flat tire"), for lists and the hand."""
    return tr(f"card-{card.value}")


def card_object(tr: Tr, card: Card) -> str:
    """A card as the object of a sentence ("a flat tire")."""
    return tr(f"card-{card.value}.a")


def card_gender(tr: Tr, card: Card) -> str:
    """The grammatical gender a language gives a card (its .gender attribute), for selectors;
    "other" where the language has none."""
    return tr(f"card-{card.value}.gender")


def card_args(tr: Tr, name: str, card: Card) -> dict[str, str]:
    """A card as sentence arguments: `name` (plain), `name_a` (as an object), `name_gender`."""
    return {name: card_name(tr, card), f"{name}_a": card_object(tr, card),
            f"{name}_gender": card_gender(tr, card)}


def go_card(deck: Iterable[Card]) -> Card:
    """The card that starts a car in this deck: green light, or Mile by Mile's Start."""
    return Card.START if Card.START in deck else Card.GREEN_LIGHT


def reason_text(tr: Tr, reason: str, go: Card) -> str:
    """Why a play is refused, in words; `go` names the deck's green light for the reasons
    that mention it."""
    return tr(f"reason-{reason}", **card_args(tr, "go", go))


def car_name(tr: Tr, table: Seating, car: int, start: bool = False) -> str:
    """A car as the listener hears it: you, your team, a player, or a team of players;
    `start` gives the form that begins a sentence."""
    if car == table.my_car:
        msg = "car-you" if table.solo else "car-your-team"
        return tr(msg + ".start") if start else tr(msg)
    members = table.car_members(car)
    if table.solo:
        return table.names[members[0]]
    names = _join(tr, [table.names[s] for s in members])
    return tr("car-team.start", names=names) if start else tr("car-team", names=names)


def _object(tr: Tr, name: str, card: Card) -> dict[str, str]:
    """A card that is the object of the sentence: `name` is its object form, with gender."""
    return {name: card_object(tr, card), f"{name}_gender": card_gender(tr, card)}


def _join(tr: Tr, names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return tr("list-and", first=", ".join(names[:-1]), last=names[-1])


class Narrator:
    """Turns events into lines for one listener, at a verbosity ("full", "short",
    "sounds") for other players' plays."""

    def __init__(self, tr: Tr, table: Seating, verbosity: str = "full",
                 go: Card = Card.GREEN_LIGHT) -> None:
        self.tr = tr
        self.table = table
        self.verbosity = verbosity
        self.go = go  # the deck's green light, named in some refusal reasons
        # The listener holds an answer while a trick window is open (set by the screen).
        self.trick_hint = False

    def lines(self, event: ev.Event) -> list[Line]:
        handler = getattr(self, "_" + type(event).__name__, None)
        return handler(event) if handler else []

    # -- helpers ----------------------------------------------------------------------------

    def _say(self, seat: int | None, msg: str, cue: str | None, mine: bool = False,
             short: str | None = None, **args: Any) -> list[Line]:
        tr, table = self.tr, self.table
        mine = mine or seat == table.me
        pan = 0.0 if seat is None else table.pan(seat)
        if seat is not None:
            args.setdefault("who", table.who(seat))
            args.setdefault("player", table.names[seat])
        if not mine and self.verbosity == "sounds":
            return [Line(None, cue, pan, mine)]
        if not mine and self.verbosity == "short" and short is not None:
            msg = short
        return [Line(tr(msg, **args), cue, pan, mine)]

    def _victim(self, car: int) -> str:
        return "you" if car == self.table.my_car else "other"

    # -- events -----------------------------------------------------------------------------

    def _RoundStarted(self, e: ev.RoundStarted) -> list[Line]:
        first = self.table.names[e.first_seat]
        return [Line(self.tr("event-round-started", round=e.round, player=first,
                             who=self.table.who(e.first_seat), trip=e.trip), "shuffle", 0, True)]

    def _Dealt(self, e: ev.Dealt) -> list[Line]:
        if e.seat != self.table.me:
            return []
        return [Line(None, "deal", 0.0, True)]

    def _TurnStarted(self, e: ev.TurnStarted) -> list[Line]:
        if e.seat != self.table.me:
            return []
        msg = "event-your-turn-draw" if e.must_draw else "event-your-turn"
        return [Line(self.tr(msg), "your_turn", 0.0, True)]

    def _Drew(self, e: ev.Drew) -> list[Line]:
        if e.seat == self.table.me and e.card is not None:
            return [Line(self.tr("event-you-drew", **_object(self.tr, "card", e.card)),
                         "draw", 0.0, True)]
        return [Line(None, "draw", self.table.pan(e.seat), False)]

    def _PileReshuffled(self, e: ev.PileReshuffled) -> list[Line]:
        return [Line(self.tr("event-reshuffled", count=e.cards), "reshuffle", 0.0, True)]

    def _PileEmpty(self, e: ev.PileEmpty) -> list[Line]:
        msg = "event-pile-empty-final" if e.final else "event-pile-empty"
        return [Line(self.tr(msg), "pile_empty", 0.0, True)]

    def _Moved(self, e: ev.Moved) -> list[Line]:
        tr = self.tr
        miles = abs(e.after - e.before) if e.backwards else e.after - e.before
        cue = "backwards" if e.backwards else CARD_CUES[e.card.value]
        msg = "event-moved-back" if e.backwards else "event-moved"
        return self._say(e.seat, msg, cue, mine=e.car == self.table.my_car,
                         short=msg + "-short", miles=miles, total=e.after,
                         **card_args(tr, "card", e.card))

    def _Attacked(self, e: ev.Attacked) -> list[Line]:
        tr = self.tr
        victim = self._victim(e.car)
        lines = self._say(e.seat, "event-attacked", CARD_CUES[e.card.value],
                          mine=victim == "you", short="event-attacked-short",
                          **_object(tr, "card", e.card), target=car_name(tr, self.table, e.car),
                          victim=victim, stopped="yes" if e.stopped else "no")
        return lines

    def _Defended(self, e: ev.Defended) -> list[Line]:
        return self._say(e.seat, "event-defended", CARD_CUES[e.card.value],
                         mine=e.car == self.table.my_car, short="event-defended-short",
                         **_object(self.tr, "card", e.card),
                         stopped="yes" if e.stopped else "no")

    def _SafetyPlayed(self, e: ev.SafetyPlayed) -> list[Line]:
        return self._say(e.seat, "event-safety", CARD_CUES[e.card.value], mine=True,
                         **_object(self.tr, "card", e.card), points=e.points)

    def _ExtraTurn(self, e: ev.ExtraTurn) -> list[Line]:
        return []  # said by event-safety

    def _TrickWindowOpened(self, e: ev.TrickWindowOpened) -> list[Line]:
        if e.car == self.table.my_car and self.trick_hint:
            return [Line(self.tr("event-trick-chance", **card_args(self.tr, "attack", e.attack)),
                         "trick_window", 0.0, True)]
        return []

    def _TrickWindowClosed(self, e: ev.TrickWindowClosed) -> list[Line]:
        return []  # the play screen says when the listener's own draw closed it

    def _TrickPlayed(self, e: ev.TrickPlayed) -> list[Line]:
        tr = self.tr
        return self._say(e.seat, "event-trick", "trick", mine=True,
                         **_object(tr, "card", e.card), **card_args(tr, "attack", e.attack),
                         points=e.points)

    def _Discarded(self, e: ev.Discarded) -> list[Line]:
        return self._say(e.seat, "event-discarded", "discard", short="event-discarded-short",
                         **_object(self.tr, "card", e.card))

    def _CardWasted(self, e: ev.CardWasted) -> list[Line]:
        return self._say(e.seat, "event-wasted", "refused", mine=True,
                         **card_args(self.tr, "card", e.card),
                         reason=reason_text(self.tr, e.reason.value, self.go))

    def _TurnSkipped(self, e: ev.TurnSkipped) -> list[Line]:
        msg = "event-skipped-card" if e.why == "skip_card" else "event-skipped-empty"
        return self._say(e.seat, msg, "skip")

    def _SkipPlayed(self, e: ev.SkipPlayed) -> list[Line]:
        return self._say(e.seat, "event-skip-played", CARD_CUES[e.card.value],
                         mine=e.skipped == self.table.me, skipped=self.table.names[e.skipped],
                         victim=self.table.who(e.skipped))

    def _ProtectionsRemoved(self, e: ev.ProtectionsRemoved) -> list[Line]:
        return self._say(e.seat, "event-protections-removed", CARD_CUES[e.card.value],
                         mine=e.car == self.table.my_car, victim=self._victim(e.car),
                         target=car_name(self.tr, self.table, e.car), count=len(e.removed))

    def _ExtensionOffered(self, e: ev.ExtensionOffered) -> list[Line]:
        return self._say(e.seat, "event-extension-offered", "extension", mine=True)

    def _ExtensionChosen(self, e: ev.ExtensionChosen) -> list[Line]:
        return self._say(e.seat, "event-extension-chosen", None, mine=True,
                         go_on="yes" if e.go_on else "no")

    def _SeatControlled(self, e: SeatControlled) -> list[Line]:
        """A host event (online): a computer player plays a person's seat, or gives it back.
        The listener's own return is said by the screen that brought them back."""
        if e.seat == self.table.me:
            return []
        computer = "no" if e.level is None else "yes"
        return [Line(self.tr("event-seat-controlled", player=self.table.names[e.seat],
                             computer=computer), None, self.table.pan(e.seat), False)]

    def _RoundOver(self, e: ev.RoundOver) -> list[Line]:
        tr, table = self.tr, self.table
        if e.winner is None:
            return [Line(tr("event-round-no-winner", round=e.round), "round_lost", 0.0, True)]
        won = e.winner == table.my_car
        return [Line(tr("event-round-won", round=e.round,
                        winner=car_name(tr, table, e.winner, start=True),
                        victim="you" if won else "other"),
                     "round_won" if won else "round_lost", 0.0, True)]

    def _MatchOver(self, e: ev.MatchOver) -> list[Line]:
        tr, table = self.tr, self.table
        won = e.winner == table.my_car
        return [Line(tr("event-match-won", winner=car_name(tr, table, e.winner, start=True),
                        victim="you" if won else "other"),
                     "match_won" if won else "match_lost", 0.0, True)]


def round_summary(tr: Tr, table: Seating, event: ev.RoundOver) -> list[str]:
    """The end-of-round summary: each side's bonuses one by one, then the running scores."""
    lines = []
    for car in range(table.car_count):
        bonuses = [b for b in event.bonuses if b.car == car]
        for bonus in bonuses:
            lines.append(tr("summary-bonus", car=car_name(tr, table, car, start=True), bonus=tr(f"bonus-{bonus.name}"),
                            points=bonus.points))
    lines.append(scores_line(tr, table, event.scores, event.races))
    return lines


def scores_line(tr: Tr, table: Seating, scores: tuple[int, ...], races: tuple[int, ...],
                by_races: bool = False) -> str:
    parts = []
    order = sorted(range(table.car_count), key=lambda c: -(races[c] if by_races else scores[c]))
    for car in order:
        if by_races:
            parts.append(tr("score-races", car=car_name(tr, table, car, True), races=races[car]))
        else:
            parts.append(tr("score-points", car=car_name(tr, table, car, True),
                            points=scores[car]))
    return tr("scores", list="; ".join(parts))
