"""What search infers from the other players' own play (game/bots/inference.py), and the
per-seat weights of determinization that carry it."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from game.bots.inference import ABSENT_WEIGHT, UNPLAYED_ATTACK_WEIGHT, PlayMemory, open_to
from game.rules import Card, Draw, Table, make_options, view_of
from game.rules.cards import deck_list
from game.rules.determinize import determinize

C = Card
OPTIONS = make_options("classic", players=2)
STOPPING = {C.RED_LIGHT, C.STOP, C.OUT_OF_GAS, C.FLAT_TIRE, C.ACCIDENT}  # every deck's


def _view(left: int, mine: dict | None = None, theirs: dict | None = None, round_: int = 1):
    """Seat 0's view with `left` cards in pile and hands together (hands of six), the cars
    changed by `mine` / `theirs` (CarView fields)."""
    view = view_of(Table.new(OPTIONS, seed=4), 0)
    cars = list(view.cars)
    cars[0] = dataclasses.replace(
        cars[0], **{"stopped": False, "needs_green": False, "miles": 200, **(mine or {})})
    cars[1] = dataclasses.replace(cars[1], **(theirs or {}))
    return dataclasses.replace(view, cars=tuple(cars), pile_size=left - 12, round=round_)


FLAT = {"problems": (C.FLAT_TIRE,), "stopped": True, "needs_green": False}
MOVING = {"problems": (), "stopped": False, "needs_green": False, "miles": 100}


def test_a_car_stuck_through_its_own_turn_holds_nothing_that_would_move_it():
    memory = PlayMemory()
    assert memory.observe(_view(80, theirs=FLAT)) == {}
    assert 1 not in memory.observe(_view(79, theirs=FLAT))  # our own play only: no turn of theirs
    absent = memory.observe(_view(78, mine={"stopped": True, "needs_green": True},
                                  theirs=FLAT))
    # the remedy and the safety (every deck's name for it)
    assert absent[1] == dict.fromkeys((C.SPARE_TIRE, C.PUNCTURE_PROOF, C.TIRE_PROTECTION),
                                      ABSENT_WEIGHT)


def test_a_side_that_left_our_moving_car_alone_holds_no_attack_on_it():
    memory = PlayMemory()
    memory.observe(_view(80, theirs=MOVING))
    absent = memory.observe(_view(78, mine={"safeties": (C.PUNCTURE_PROOF,)}, theirs=MOVING))
    lacked = {card for card, weight in absent[1].items() if weight < 1}
    # a speed limit hurts a car still far from the end; the safety we show answers flats
    assert lacked == STOPPING - {C.FLAT_TIRE} | {C.SPEED_LIMIT}
    assert all(weight == UNPLAYED_ATTACK_WEIGHT for weight in absent[1].values())


def test_a_side_that_spent_its_turn_getting_moving_may_still_hold_attacks():
    memory = PlayMemory()
    memory.observe(_view(80, theirs=FLAT))
    assert memory.observe(_view(78, theirs=MOVING)) == {}


def test_what_was_inferred_fades_as_the_other_side_draws_and_goes_with_the_round():
    memory = PlayMemory()
    memory.observe(_view(80, theirs=MOVING))
    first = memory.observe(_view(78, theirs=MOVING))[1][C.RED_LIGHT]
    stopped = {"stopped": True, "needs_green": True}  # no new evidence while we are stopped
    later = memory.observe(_view(72, mine=stopped, theirs=MOVING))[1][C.RED_LIGHT]
    assert first < later < 1
    assert 1 not in memory.observe(_view(60, mine=stopped, theirs=MOVING))  # a whole hand drawn
    memory.observe(_view(78, theirs=MOVING))
    assert memory.observe(_view(90, theirs=MOVING, round_=2)) == {}


def test_open_to_names_the_attacks_that_would_hurt():
    view = _view(80)
    me = view.cars[0]
    assert open_to(me, 700) == frozenset(STOPPING | {C.SPEED_LIMIT})
    near = dataclasses.replace(me, miles=650)
    assert C.SPEED_LIMIT not in open_to(near, 700)
    assert open_to(dataclasses.replace(me, stopped=True), 700) == frozenset()


def test_per_seat_weights_keep_the_facts_and_keep_the_card_out_of_that_hand():
    table = Table.new(OPTIONS, seed=12)
    table.apply(table.seats_to_act()[0], Draw())
    seat = table.seats_to_act()[0]
    view = view_of(table, 1 - seat)
    other = seat
    held = Counter()
    for index in range(60):
        world = determinize(view, random.Random(index), None, {other: {C.GREEN_LIGHT: 1e-6}})
        assert Counter(world.all_cards()) == Counter(deck_list(OPTIONS.deck))
        assert view_of(world, view.seat).key() == view.key()
        held.update(world.hands[other])
    plain = Counter()
    for index in range(60):
        plain.update(determinize(view, random.Random(index)).hands[other])
    assert held[C.GREEN_LIGHT] == 0 < plain[C.GREEN_LIGHT]


def test_per_seat_dealing_favours_no_seat():
    """Hands dealt a card at a time in turn: with three other hands, the heavy cards are
    spread evenly among them (whole hands one after the other gave the first the most)."""
    options = make_options("1000_miles", players=4)
    view = view_of(Table.new(options, seed=6), 0)
    heavy = {C.MILE_200: 1e9}  # certainly held, as search makes an unseen safety once reshuffled
    unseen_200s = 4 - view.hand.count(C.MILE_200)
    rng = random.Random(8)
    held = Counter()
    for _ in range(300):
        world = determinize(view, rng, heavy, {})
        for seat in (1, 2, 3):
            held[seat] += world.hands[seat].count(C.MILE_200)
    assert sum(held.values()) == 300 * unseen_200s  # every 200 goes to a hand
    share = [held[seat] / sum(held.values()) for seat in (1, 2, 3)]
    assert max(share) - min(share) < 0.08
