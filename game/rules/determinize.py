"""Determinization: a whole Table consistent with one seat's view, hidden cards sampled.

Search (the hard computer player) samples possible worlds from what a seat knows. The
unseen cards are the full deck minus the seat's own hand minus every public card (the spent
cards since the last reshuffle, the problems and safeties on the cars). They are shuffled
with the caller's RNG and dealt: every other seat gets a hand of its known size, the
out-of-play count is set aside, and the rest is the pile in random order. Public facts
(miles, problems, safeties, 200s, needs-green, scores, turn, window, skips, trip) are
copied from the view. The sampled table has no history.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

from .car import Car
from .cards import ATTACK_FAMILY, BREAKDOWNS, Card, Family, deck_list
from .table import Table, Window
from .view import CarView, SeatView

_ORDER = {card: index for index, card in enumerate(Card)}


def unseen_cards(view: SeatView) -> list[Card]:
    """The cards this seat cannot see, in canonical order (deck minus everything known)."""
    known = Counter(view.hand)
    known.update(view.discards)
    for car in view.cars:
        known.update(car.problems)
        known.update(car.safeties)
    deck = Counter(deck_list(view.options.deck))
    if known - deck:
        raise ValueError(f"view shows cards not in the deck: {dict(known - deck)}")
    return sorted((deck - known).elements(), key=_ORDER.__getitem__)


def determinize(view: SeatView, rng: random.Random,
                weights: Mapping[Card, float] | None = None,
                seat_weights: Mapping[int, Mapping[Card, float]] | None = None) -> Table:
    """A Table consistent with `view`: own hand and public facts exact, hidden cards sampled.

    `weights` (optional) biases the other hands: a card of weight w is w times as likely to
    be held rather than in the pile (weighted sampling without replacement; cards not named
    weigh 1). Search uses it to model what players tend to keep; without it every unseen
    card is equally likely anywhere. `seat_weights` (optional, may be empty) multiplies them
    per seat (what a player is inferred not to hold); the hands are then dealt a card at a
    time in turn, so no seat is favoured for the heavy cards. Without it whole hands are
    dealt one after the other (the frozen reference players' random sequence).
    """
    options = view.options
    hidden = unseen_cards(view)
    others = sum(size for seat, size in enumerate(view.hand_sizes) if seat != view.seat)
    if len(hidden) != others + view.out_of_play + view.pile_size:
        raise ValueError("view inconsistent: unseen cards do not fill hands, pile, out of play")
    rng.shuffle(hidden)
    if seat_weights is not None:
        dealt = _deal_by_seat(view, rng, hidden, weights or {}, seat_weights)
        return _build(view, rng.randrange(1 << 62), options, dealt)
    if weights:
        # Efraimidis-Spirakis: sorting by u ** (1 / w) draws a weighted sample without
        # replacement from the front; the hands are dealt from the front.
        keyed = [(rng.random() ** (1.0 / weights.get(card, 1.0)), card) for card in hidden]
        keyed.sort(key=lambda pair: -pair[0])
        hidden = [card for _, card in keyed]
    seed = rng.randrange(1 << 62)
    hands: list[list[Card]] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(hidden[:size])
            del hidden[:size]
    if weights:
        rng.shuffle(hidden)  # the rest in random order, whatever the weights
    return _build(view, seed, options, (hands, hidden))


def _deal_by_seat(view: SeatView, rng: random.Random, hidden: list[Card],
                  weights: Mapping[Card, float],
                  seat_weights: Mapping[int, Mapping[Card, float]]
                  ) -> tuple[list[list[Card]], list[Card]]:
    """The other hands dealt one card at a time in turn (from a random seat), each seat
    taking the best of what is left by its own Efraimidis-Spirakis keys: a weighted draw
    with that seat's weights, and no seat favoured for the heavy cards, as dealing whole
    hands one after the other would; the rest shuffled."""
    others = [seat for seat in range(len(view.hand_sizes)) if seat != view.seat]
    orders: dict[int, list[int]] = {}
    for seat in others:
        extra = seat_weights.get(seat, {})
        keys = sorted(
            ((rng.random() ** (1.0 / (weights.get(card, 1.0) * extra.get(card, 1.0))), index)
             for index, card in enumerate(hidden)), reverse=True)
        orders[seat] = [index for _, index in keys]
    rng.shuffle(others)
    hands: list[list[Card]] = [[] for _ in view.hand_sizes]
    hands[view.seat] = list(view.hand)
    taken: set[int] = set()
    position = dict.fromkeys(others, 0)
    for _ in range(max(view.hand_sizes, default=0)):
        for seat in others:
            if len(hands[seat]) < view.hand_sizes[seat]:
                order, index = orders[seat], position[seat]
                while order[index] in taken:
                    index += 1
                taken.add(order[index])
                hands[seat].append(hidden[order[index]])
                position[seat] = index + 1
    rest = [card for index, card in enumerate(hidden) if index not in taken]
    rng.shuffle(rest)
    return hands, rest


def _build(view: SeatView, seed: int, options, dealt: tuple[list[list[Card]], list[Card]]
           ) -> Table:
    """The sampled table (its own RNG seeded with `seed`): the dealt hands, the rest as out
    of play and pile, every public fact from the view."""
    hands, hidden = dealt
    table = Table(options, seed)
    table.seat_car = list(view.seat_car)
    table.hands = hands
    table.out_of_play = hidden[:view.out_of_play]
    table.pile = hidden[view.out_of_play:]  # the top of the pile is the end of the list
    table.spent = list(view.discards)

    table.cars = [car_from_view(car_view) for car_view in view.cars]

    table.round = view.round
    table.first_seat = view.first_seat
    table.current = view.current_seat if view.current_seat is not None else 0
    table.step = view.step
    table.phase = view.phase
    table.skips = list(view.skips)
    table.reshuffles = view.reshuffles
    table.trip = view.trip
    table.extended_by = view.extended_by
    table.winner = None
    window = view.window
    if window is not None:
        target = table.cars[window.car]
        family = ATTACK_FAMILY[window.attack]
        prior = target.needs_green
        if family in BREAKDOWNS and Family.STOP not in target.shield:
            # The view does not say whether the car needed a green light before the
            # breakdown landed. Without accumulation only a moving car can be attacked,
            # so it did not; with it, a car still on zero miles most likely did.
            prior = options.accumulation and target.miles == 0
        table.window = Window(window.car, window.attack, window.attacker, prior, window.timed)
    return table


__all__ = ["determinize", "unseen_cards"]


def car_from_view(view: CarView) -> Car:
    """A `Car` with exactly a car view's public facts."""
    car = Car(view.index)
    car.miles = view.miles
    car.problems = {ATTACK_FAMILY[card]: card for card in view.problems}
    for safety in view.safeties:
        car.add_safety(safety)
    car.needs_green = view.needs_green
    car.two_hundreds = view.two_hundreds
    car.score = view.score
    car.races = view.races
    return car
