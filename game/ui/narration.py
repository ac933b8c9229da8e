"""The narration table: each rules event becomes at most one sentence and one sound cue.

Pure: it needs a translate function and the names at the table, nothing of pygame. The play
screen speaks the lines and plays the cues; tests read them directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.match.events import SeatControlled
from game.rules import SeatView
from game.rules import events as ev
from game.rules.cards import ATTACK_FAMILY, DEFENSE_FAMILY, Card, Family

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
        """"you", "partner" (a team-mate: the same car) or "other", for messages' selectors."""
        if seat == self.me:
            return "you"
        return "partner" if self.seat_car[seat] == self.my_car else "other"

    def car_members(self, car: int) -> list[int]:
        return [seat for seat, c in enumerate(self.seat_car) if c == car]

    def partners(self) -> list[int]:
        return [seat for seat in self.car_members(self.my_car) if seat != self.me]

    def turn_order(self, first: int) -> list[int]:
        """Every seat in turn order, from `first`."""
        return [(first + step) % self.seats for step in range(self.seats)]

    def cars_mine_first(self) -> list[int]:
        """The listener's car, then the others in the order their first seat plays after
        the listener (a spectator: in seat order)."""
        order: list[int] = []
        for seat in self.turn_order(0 if self.watching else self.me):
            if self.seat_car[seat] not in order:
                order.append(self.seat_car[seat])
        return order


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


# What names a breakdown in the refusal messages ($family)
_BREAKDOWN = {Family.GAS: "gas", Family.TIRE: "tire", Family.ACCIDENT: "accident"}


def cure_for(deck: Iterable[Card], attack: Card) -> Card | None:
    """The card of this deck that cures `attack` (gas for out of gas), or None."""
    family = ATTACK_FAMILY[attack]
    for card in deck:
        if DEFENSE_FAMILY.get(card) == family:
            return card
    return None


def reason_text(tr: Tr, reason: str, go: Card, view: SeatView | None = None,
                target: str | None = None, card: Card | None = None) -> str:
    """Why a play is refused, in words that name the thing: `go` is the deck's green light,
    `view` the listener's (its car's breakdown and the deck's cure for it), `target` the car
    an attack was aimed at (as a sentence starts), `card` the card refused."""
    args: dict[str, Any] = {**card_args(tr, "go", go), "family": "other",
                            **card_args(tr, "cure", go), **card_args(tr, "card", card or go),
                            "target": target or tr("car-that.start")}
    if view is not None:
        for problem in view.my_car.problems:
            family = ATTACK_FAMILY[problem]
            cure = cure_for(view.options.deck, problem)
            if family in _BREAKDOWN and cure is not None:
                args.update(family=_BREAKDOWN[family], **card_args(tr, "cure", cure))
                break
    return tr(f"reason-{reason}", **args)


def car_name(tr: Tr, table: Seating, car: int, start: bool = False) -> str:
    """A car as the listener hears it: you, your team, a player, the other team (two teams)
    or a team by its first player's name ("team Ana"); `start` gives the form that begins a
    sentence. Who is in a team is said at the round start (`team_lines`)."""
    if car == table.my_car:
        msg = "car-you" if table.solo else "car-your-team"
        return tr(msg + ".start") if start else tr(msg)
    members = table.car_members(car)
    if table.solo:
        return table.names[members[0]]
    if table.car_count == 2:
        return tr("car-other-team.start") if start else tr("car-other-team")
    name = table.names[members[0]]
    return tr("car-team.start", name=name) if start else tr("car-team", name=name)


def join_names(tr: Tr, names: list[str]) -> str:
    """Names as a spoken list: "Ana, Boris and Chen"."""
    return _join(tr, names)


def team_lines(tr: Tr, table: Seating, first: int) -> list[str]:
    """What the round start says about the table beyond two players: the turn order, and in
    a team game your partners and who is in each other team (named as later on)."""
    if table.seats <= 2:
        return []
    order = [tr("turn-order-you") if seat == table.me else table.names[seat]
             for seat in table.turn_order(first)]
    lines = [tr("event-turn-order", list=", ".join(order))]
    if table.solo:
        return lines
    partners = table.partners()
    lines.append(tr("event-partners", count=len(partners),
                    names=_join(tr, [table.names[s] for s in partners])))
    for car in table.cars_mine_first()[1:]:
        lines.append(tr("event-team-members", team=car_name(tr, table, car, start=True),
                        names=_join(tr, [table.names[s] for s in table.car_members(car)])))
    return lines


def _object(tr: Tr, name: str, card: Card) -> dict[str, str]:
    """A card that is the object of the sentence: `name` is its object form, with gender."""
    return {name: card_object(tr, card), f"{name}_gender": card_gender(tr, card)}


def _join(tr: Tr, names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return tr("list-and", first=", ".join(names[:-1]), last=names[-1])


# Events that are a seat's play (or its lost turn): F6 recalls the last of each seat
PLAYS = (ev.Moved, ev.Attacked, ev.Defended, ev.SafetyPlayed, ev.TrickPlayed, ev.Discarded,
         ev.CardWasted, ev.TurnSkipped, ev.SkipPlayed, ev.ProtectionsRemoved, ev.ExtensionChosen)


def _reverses(card: Card) -> bool:
    return ATTACK_FAMILY.get(card) is Family.REVERSE


class Narrator:
    """Turns events into lines for one listener, at a verbosity ("full", "short",
    "sounds") for other players' plays.

    What concerns the listener's car (their own plays, a team-mate's, attacks on it) is
    always said in full. Other players' plays are said in full, in their short form
    ("Boris: discards 50 miles."), or by their sound alone; the plays that change a round
    (a safety, a dirty trick, a wasted card, the choice at 700) are said in short form even
    then."""

    def __init__(self, tr: Tr, table: Seating, verbosity: str = "full",
                 go: Card = Card.GREEN_LIGHT) -> None:
        self.tr = tr
        self.table = table
        self.verbosity = verbosity
        self.go = go  # the deck's green light, named in some refusal reasons
        # The safety the listener would answer the open window's attack with (set by the
        # screen when the window opens), None when they hold no answer.
        self.trick_card: Card | None = None
        self._trick_timed = False  # the open window is Classic's: no draw closes it
        # For the reasons a wasted card is refused (Mile by Mile): the listener's view, and
        # the car the listener last aimed at, both given by the screen
        self.view_of: Callable[[], SeatView] | None = None
        self.target: int | None = None
        self._skip_told: int | None = None  # the seat a skip card just said loses a turn

    def lines(self, event: ev.Event) -> list[Line]:
        handler = getattr(self, "_" + type(event).__name__, None)
        lines = handler(event) if handler else []
        if not isinstance(event, ev.SkipPlayed):
            self._skip_told = None
        return lines

    def recall(self, event: ev.Event) -> str | None:
        """An event said again in full (F6), in the current language."""
        again = Narrator(self.tr, self.table, "full", self.go)
        again.view_of, again.target = self.view_of, self.target
        texts = [line.text for line in again.lines(event) if line.text]
        return " ".join(texts) or None

    def reason(self, reason: str, card: Card | None = None) -> str:
        """A refusal's reason, naming the thing (the breakdown, the target)."""
        view = self.view_of() if self.view_of is not None else None
        target = None if self.target is None else car_name(self.tr, self.table, self.target,
                                                           start=True)
        return reason_text(self.tr, reason, self.go, view, target, card)

    # -- helpers ----------------------------------------------------------------------------

    def _say(self, seat: int | None, msg: str, cue: str | None, mine: bool = False,
             short: str | None = None, important: bool = False, **args: Any) -> list[Line]:
        tr, table = self.tr, self.table
        mine = mine or (seat is not None and table.seat_car[seat] == table.my_car)
        pan = 0.0 if seat is None else table.pan(seat)
        if seat is not None:
            args.setdefault("who", table.who(seat))
            args.setdefault("player", table.names[seat])
        if mine or self.verbosity == "full":
            return [Line(tr(msg, **args), cue, pan, mine)]
        if self.verbosity == "sounds" and not important:
            return [Line(None, cue, pan, mine)]
        return [Line(tr(short or msg, **args), cue, pan, mine)]

    def _victim(self, car: int) -> str:
        return "you" if car == self.table.my_car else "other"

    # -- events -----------------------------------------------------------------------------

    def _RoundStarted(self, e: ev.RoundStarted) -> list[Line]:
        tr, table = self.tr, self.table
        first = table.names[e.first_seat]
        self.trick_card = None
        lines = [Line(tr("event-round-started", round=e.round, player=first,
                         who=table.who(e.first_seat), trip=e.trip), "shuffle", 0, True)]
        lines += [Line(text, None, 0.0, True) for text in team_lines(tr, table, e.first_seat)]
        return lines

    def _Dealt(self, e: ev.Dealt) -> list[Line]:
        if e.seat != self.table.me:
            return []
        return [Line(None, "deal", 0.0, True)]

    def _TurnStarted(self, e: ev.TurnStarted) -> list[Line]:
        if e.seat != self.table.me:
            return []
        if e.must_draw and self.trick_card is not None and not self._trick_timed:
            msg = "event-your-turn-trick"  # your own draw would close your own chance
        else:
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
        return self._say(e.seat, msg, cue, short=msg + "-short", miles=miles, total=e.after,
                         **card_args(tr, "card", e.card))

    def _Attacked(self, e: ev.Attacked) -> list[Line]:
        tr = self.tr
        victim = self._victim(e.car)
        return self._say(e.seat, "event-attacked", CARD_CUES[e.card.value],
                         mine=victim == "you", short="event-attacked-short",
                         **_object(tr, "card", e.card), target=car_name(tr, self.table, e.car),
                         victim=victim, stopped="yes" if e.stopped else "no",
                         backwards="yes" if _reverses(e.card) else "no")

    def _Defended(self, e: ev.Defended) -> list[Line]:
        forwards = e.cured is not None and _reverses(e.cured)
        return self._say(e.seat, "event-defended", CARD_CUES[e.card.value],
                         short="event-defended-short", **_object(self.tr, "card", e.card),
                         victim=self._victim(e.car), stopped="yes" if e.stopped else "no",
                         forwards="yes" if forwards else "no")

    def _SafetyPlayed(self, e: ev.SafetyPlayed) -> list[Line]:
        forwards = any(_reverses(card) for card in e.cured)
        return self._say(e.seat, "event-safety", CARD_CUES[e.card.value],
                         short="event-safety-short", important=True,
                         **_object(self.tr, "card", e.card), points=e.points,
                         kind=_safety_kind(e.card), victim=self._victim(e.car),
                         forwards="yes" if forwards else "no")

    def _ExtraTurn(self, e: ev.ExtraTurn) -> list[Line]:
        return []  # said by event-safety

    def _TrickWindowOpened(self, e: ev.TrickWindowOpened) -> list[Line]:
        self._trick_timed = e.timed
        if e.car == self.table.my_car and self.trick_card is not None:
            return [Line(self.tr("event-trick-chance", **card_args(self.tr, "attack", e.attack),
                                 **card_args(self.tr, "card", self.trick_card)),
                         "trick_window", 0.0, True)]
        return []

    def _TrickWindowClosed(self, e: ev.TrickWindowClosed) -> list[Line]:
        if e.car != self.table.my_car or self.trick_card is None:
            return []
        self.trick_card = None  # said once, when the listener held the answer
        return [Line(self.tr("event-trick-passed"), None, 0.0, True)]

    def _TrickPlayed(self, e: ev.TrickPlayed) -> list[Line]:
        tr = self.tr
        if e.car == self.table.my_car:
            self.trick_card = None
        return self._say(e.seat, "event-trick", "trick", short="event-trick-short",
                         important=True, **_object(tr, "card", e.card),
                         **card_args(tr, "attack", e.attack), points=e.points,
                         victim=self._victim(e.car),
                         forwards="yes" if _reverses(e.attack) else "no")

    def _Discarded(self, e: ev.Discarded) -> list[Line]:
        return self._say(e.seat, "event-discarded", "discard", short="event-discarded-short",
                         **_object(self.tr, "card", e.card))

    def _CardWasted(self, e: ev.CardWasted) -> list[Line]:
        reason = (self.reason(e.reason.value, e.card) if e.seat == self.table.me
                  else reason_text(self.tr, e.reason.value, self.go, card=e.card))
        return self._say(e.seat, "event-wasted", "refused", short="event-wasted-short",
                         important=True, **card_args(self.tr, "card", e.card), reason=reason)

    def _TurnSkipped(self, e: ev.TurnSkipped) -> list[Line]:
        if e.why == "skip_card" and self._skip_told == e.seat:
            return [Line(None, "skip", self.table.pan(e.seat), False)]  # just said
        msg = "event-skipped-card" if e.why == "skip_card" else "event-skipped-empty"
        return self._say(e.seat, msg, "skip", short=msg + "-short")

    def _SkipPlayed(self, e: ev.SkipPlayed) -> list[Line]:
        self._skip_told = e.skipped
        return self._say(e.seat, "event-skip-played", CARD_CUES[e.card.value],
                         mine=self.table.seat_car[e.skipped] == self.table.my_car,
                         short="event-skip-played-short", skipped=self.table.names[e.skipped],
                         victim=self.table.who(e.skipped))

    def _ProtectionsRemoved(self, e: ev.ProtectionsRemoved) -> list[Line]:
        return self._say(e.seat, "event-protections-removed", CARD_CUES[e.card.value],
                         mine=e.car == self.table.my_car, victim=self._victim(e.car),
                         short="event-protections-removed-short",
                         target=car_name(self.tr, self.table, e.car), count=len(e.removed))

    def _ExtensionOffered(self, e: ev.ExtensionOffered) -> list[Line]:
        return self._say(e.seat, "event-extension-offered", "extension", important=True,
                         short="event-extension-offered-short")

    def _ExtensionChosen(self, e: ev.ExtensionChosen) -> list[Line]:
        return self._say(e.seat, "event-extension-chosen", None, important=True,
                         short="event-extension-chosen-short",
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
        self.trick_card = None
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


def _safety_kind(card: Card) -> str:
    """"protection" for Mile by Mile's protections, "safety" for the others: each deck's
    own word."""
    return "protection" if card.value.endswith("_protection") else "safety"


def round_summary(tr: Tr, table: Seating, event: ev.RoundOver,
                  by_races: bool = False) -> list[str]:
    """The end-of-round summary: each side's bonuses one by one, then the running scores (or,
    `by_races`, the races won: Mile by Mile counts races, not points)."""
    lines = []
    for car in table.cars_mine_first():
        for bonus in (b for b in event.bonuses if b.car == car):
            lines.append(tr("summary-bonus", car=car_name(tr, table, car, start=True),
                            bonus=tr(f"bonus-{bonus.name}"), points=bonus.points))
    lines.append(scores_line(tr, table, event.scores, event.races, by_races))
    return lines


def score_parts(tr: Tr, table: Seating, scores: tuple[int, ...], races: tuple[int, ...],
                by_races: bool = False) -> str:
    """Each car's score (or races won), the listener's first, then the others from the
    best; only the first begins a sentence ("Your team 300; the other team 200")."""
    mine, *others = table.cars_mine_first()
    order = [mine] + sorted(others, key=lambda c: -(races[c] if by_races else scores[c]))
    parts = []
    for index, car in enumerate(order):
        name = car_name(tr, table, car, start=index == 0)
        if by_races:
            parts.append(tr("score-races", car=name, races=races[car]))
        else:
            parts.append(tr("score-points", car=name, points=scores[car]))
    return "; ".join(parts)


def scores_line(tr: Tr, table: Seating, scores: tuple[int, ...], races: tuple[int, ...],
                by_races: bool = False) -> str:
    return tr("summary-races" if by_races else "scores",
              list=score_parts(tr, table, scores, races, by_races))
