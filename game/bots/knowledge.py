"""What a computer player knows and estimates: card counting, unseen cards, threats.

A `Situation` is the small picture every policy decides from: its own hand, the cars, hand
sizes, the pile and what has been seen. It is built from a `SeatView` (the only thing a bot
is given) or, inside search, from a sampled `Table` the bot built itself from its view.
"""

from __future__ import annotations

from collections import Counter

from ..rules.car import Car
from ..rules.cards import (
    ATTACK_FAMILY,
    BREAKDOWNS,
    DEFENSE_FAMILY,
    KIND,
    SAFETY_FAMILIES,
    Card,
    Family,
    Kind,
)
from ..rules.determinize import car_from_view, unseen_cards
from ..rules.table import MAX_RESHUFFLES
from ..rules.view import SeatView

# Which cards answer an attack family (defenses and safeties).
DEFENSES_OF: dict[Family, tuple[Card, ...]] = {}
for _card, _family in DEFENSE_FAMILY.items():
    DEFENSES_OF.setdefault(_family, ())
    DEFENSES_OF[_family] += (_card,)
SAFETIES_OF: dict[Family, tuple[Card, ...]] = {}
for _card, _families in SAFETY_FAMILIES.items():
    for _family in _families:
        SAFETIES_OF.setdefault(_family, ())
        SAFETIES_OF[_family] += (_card,)
ATTACKS_OF: dict[Family, tuple[Card, ...]] = {}
for _card, _family in ATTACK_FAMILY.items():
    ATTACKS_OF.setdefault(_family, ())
    ATTACKS_OF[_family] += (_card,)
del _card, _family, _families


_DECK_COUNTS: dict[tuple, dict[Card, int]] = {}


def _deck_counts(options) -> dict[Card, int]:
    """The full deck's card counts, every card named (zero when absent), cached by the deck's
    contents: every playout starts from them."""
    deck = options.deck
    key = tuple(sorted((card.value, count) for card, count in deck.items()))
    counts = _DECK_COUNTS.get(key)
    if counts is None:
        counts = _DECK_COUNTS[key] = {card: deck.get(card, 0) for card in Card}
    return counts


class SpentCount:
    """The full deck minus one table's spent cards, and the safeties among them, brought up
    to date by reading only what was spent since the last call: the spent pile only grows
    until a reshuffle replaces it (a new list), and playouts ask at every decision."""

    __slots__ = ("deck", "spent", "length", "counts", "safeties")

    def __init__(self, options) -> None:
        self.deck = _deck_counts(options)
        self.spent: list[Card] | None = None
        self.length = 0
        self.counts: dict[Card, int] = {}
        self.safeties: set[Card] = set()

    def count(self, table) -> tuple[dict[Card, int], set[Card]]:
        spent = table.spent
        if spent is not self.spent or len(spent) < self.length:
            self.spent, self.length = spent, 0
            self.counts, self.safeties = dict(self.deck), set()
        counts = self.counts
        for card in spent[self.length:]:
            counts[card] -= 1
            if KIND[card] is Kind.SAFETY:
                self.safeties.add(card)
        self.length = len(spent)
        return counts, self.safeties


class Situation:
    """One seat's decision picture; `unseen` counts the cards the seat cannot see."""

    __slots__ = (
        "seat", "car", "hand", "cars", "seat_car", "hand_sizes", "pile_size", "out_of_play",
        "trip", "max_200s", "trick_on", "reshuffle_left", "seen_safeties", "unseen", "seats",
        "accumulation", "reshuffled", "options",
    )

    def __init__(self, seat, car, hand, cars, seat_car, hand_sizes, pile_size, out_of_play,
                 trip, options, reshuffles, seen_safeties, unseen):
        rules = options.rules
        self.seat = seat
        self.car = car
        self.hand = hand
        self.cars = cars
        self.seat_car = seat_car
        self.hand_sizes = hand_sizes
        self.pile_size = pile_size
        self.out_of_play = out_of_play
        self.trip = trip
        self.max_200s = rules.max_200s
        self.trick_on = rules.trick != "none"
        self.reshuffle_left = options.reshuffle and reshuffles < MAX_RESHUFFLES
        self.seen_safeties = seen_safeties
        self.unseen = unseen
        self.seats = len(seat_car)
        self.accumulation = options.accumulation
        # a rebuilt pile holds no safety (they never go back): an unseen one is in a hand
        self.reshuffled = reshuffles > 0
        self.options = options

    @classmethod
    def from_view(cls, view: SeatView) -> Situation:
        cars = [car_from_view(car) for car in view.cars]
        seen = {card for car in view.cars for card in car.safeties}
        seen.update(card for card in view.discards if KIND[card] is Kind.SAFETY)
        return cls(
            view.seat, view.car, list(view.hand), cars, view.seat_car, view.hand_sizes,
            view.pile_size, view.out_of_play, view.trip, view.options, view.reshuffles, seen,
            Counter(unseen_cards(view)),
        )

    @classmethod
    def from_table(cls, table, seat: int, spent: SpentCount | None = None) -> Situation:
        """Inside search only: a sampled table the bot built from its own view. It knows and
        counts exactly what `from_view` would for that seat, so the players of a playout
        decide as the real ones do; `spent` keeps the count up to date along one playout."""
        counts, seen = (spent or SpentCount(table.options)).count(table)
        unseen = dict(counts)
        hand = table.hands[seat]
        for card in hand:
            unseen[card] -= 1
        seen = set(seen)
        cars = table.cars
        for car in cars:
            for card in car.problems.values():
                unseen[card] -= 1
            for card in car.safeties:
                unseen[card] -= 1
                seen.add(card)
        return cls(
            seat, table.seat_car[seat], hand, cars, table.seat_car,
            [len(hand) for hand in table.hands], len(table.pile), len(table.out_of_play),
            table.trip, table.options, table.reshuffles, seen, unseen,
        )

    @property
    def me(self) -> Car:
        return self.cars[self.car]

    def opponents(self) -> list[Car]:
        return [car for car in self.cars if car.index != self.car]

    def side_cards(self, car: int) -> int:
        """How many cards the seats driving `car` hold."""
        return sum(n for seat, n in enumerate(self.hand_sizes) if self.seat_car[seat] == car)

    def is_endgame(self) -> bool:
        """The round is nearly over: the pile is nearly out for good, or a car is close."""
        if self.pile_size <= 2 * self.seats and not self.reshuffle_left:
            return True
        return any(self.trip - car.miles <= 200 for car in self.cars)


# How much likelier an unseen safety is in another player's hand than in the pile: players
# keep them for the dirty trick, but Right of Way (and its Mile by Mile equal) is played as
# soon as it saves a green light. Measured (normal against hard-v1's rules, two players,
# 1000 Miles and Classic, seed 9400): with these odds the chance matches the true one within
# a few points at every pile size; a uniform spread put it at half for the breakdown safeties
# and three to ten times too high for Right of Way.
SAFETY_ODDS: dict[Card, float] = {card: 1.8 for card in SAFETY_FAMILIES}
SAFETY_ODDS[Card.RIGHT_OF_WAY] = SAFETY_ODDS[Card.STOP_PROTECTION] = 0.15


def trick_risk(situation: Situation, target: int, family: Family) -> float:
    """The chance that `target`'s side holds a safety answering `family` (a dirty trick).

    Zero when tricks are off or every answering safety is seen (on a car, spent) or in our
    own hand. Otherwise each unseen answering safety is in one of the hands it could be in,
    or in the pile (never once the pile was rebuilt: safeties do not go back), a card in a
    hand being `SAFETY_ODDS` times as likely as one in the pile.
    """
    if not situation.trick_on:
        return 0.0
    hidden = [
        card for card in SAFETIES_OF.get(family, ())
        if card not in situation.seen_safeties and card not in situation.hand
        and situation.unseen[card]
    ]
    if not hidden:
        return 0.0
    side = situation.side_cards(target)
    held = sum(n for seat, n in enumerate(situation.hand_sizes) if seat != situation.seat)
    loose = situation.out_of_play + (0 if situation.reshuffled else situation.pile_size)
    free = 1.0
    for card in hidden:
        free *= 1.0 - _in_side(card, side, held, loose)
    return 1.0 - free


def _in_side(card: Card, side: int, held: int, loose: int) -> float:
    """The chance one unseen `card` is among a side's `side` cards, of `held` cards in other
    hands and `loose` ones out of them, a card in a hand `SAFETY_ODDS` times as likely."""
    weight = SAFETY_ODDS.get(card, 1.0)
    total = weight * held + loose
    return weight * side / total if total > 0 else 0.0


def rebuilt_trick_risk(situation: Situation, attacker: int, card: Card) -> float:
    """The trick risk seat `attacker` will see in attacking our car once the pile is rebuilt,
    while our safety `card` is hidden: it is then in some hand, none in the pile, so with few
    hands the risk is high (`trick_risk`'s estimate, seen from `attacker`'s seat)."""
    held = sum(situation.hand_sizes) - situation.hand_sizes[attacker]
    return _in_side(card, situation.side_cards(situation.car), held, situation.out_of_play)


def remedies_left(situation: Situation, family: Family) -> float:
    """Unseen defenses for `family`."""
    return float(sum(situation.unseen[card] for card in DEFENSES_OF.get(family, ())))


def attacks_left(situation: Situation, family: Family) -> float:
    """Unseen attacks of `family`."""
    return float(sum(situation.unseen[card] for card in ATTACKS_OF.get(family, ())))


def attacks_to_come_back(situation: Situation, family: Family) -> float:
    """Attacks of `family` in the discards: a reshuffle puts them back in the pile."""
    deck = _deck_counts(situation.options)
    hand = situation.hand
    back = 0
    for card in ATTACKS_OF.get(family, ()):
        on_cars = sum(1 for car in situation.cars for problem in car.problems.values()
                      if problem is card)
        back += deck[card] - situation.unseen[card] - hand.count(card) - on_cars
    return float(back)


def is_stuck_family(car: Car, family: Family) -> bool:
    """The car suffers from `family` now (a problem, or needing a green light for STOP)."""
    return family in car.problems or (family is Family.STOP and car.needs_green)


__all__ = [
    "ATTACKS_OF", "BREAKDOWNS", "DEFENSES_OF", "SAFETIES_OF", "SAFETY_ODDS", "Situation", "SpentCount", "attacks_left",
    "attacks_to_come_back", "car_from_view", "is_stuck_family", "rebuilt_trick_risk",
    "remedies_left", "trick_risk",
]
