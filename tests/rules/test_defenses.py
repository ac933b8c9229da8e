"""RULES.md 4, Defense: only when it cures something; breakdowns take two steps."""

import pytest

from game.rules import Draw, Play, Reason
from game.rules.events import Defended

from .helpers import C, discard, hand, one, place, play, refused, table_with

BREAKDOWNS = [
    (C.OUT_OF_GAS, C.GAS), (C.FLAT_TIRE, C.SPARE_TIRE), (C.ACCIDENT, C.REPAIRS),
]


@pytest.mark.parametrize(("attack", "cure"), BREAKDOWNS)
def test_a_breakdown_takes_two_steps(attack, cure):
    table = table_with([hand(attack), hand(cure, C.GREEN_LIGHT, C.MILE_50)])
    place(table, 1, 100)
    play(table, 0, attack, 1)
    table.apply(1, Draw())
    refused(table, 1, Play(C.GREEN_LIGHT), Reason.REPAIR_FIRST)
    events = table.apply(1, Play(cure))
    assert one(events, Defended) == Defended(1, 1, cure, attack, True)
    assert table.cars[1].needs_green and table.cars[1].is_stopped
    discard(table, 0)
    table.apply(1, Draw())
    refused(table, 1, Play(C.MILE_50), Reason.NEEDS_GREEN_LIGHT)
    assert one(table.apply(1, Play(C.GREEN_LIGHT)), Defended).stopped is False


@pytest.mark.parametrize(("attack", "cure"), [
    (C.SPEED_LIMIT, C.END_OF_LIMIT), (C.COUNTERFLOW, C.END_OF_COUNTERFLOW),
])
def test_a_restriction_takes_one_step(attack, cure):
    table = table_with([hand(attack), hand(cure)])
    place(table, 1, 100)
    play(table, 0, attack, 1)
    events = play(table, 1, cure)
    assert one(events, Defended) == Defended(1, 1, cure, attack, False)
    assert table.cars[1].can_drive and not table.cars[1].problems


def test_green_light_clears_a_red_light():
    table = table_with([hand(C.RED_LIGHT), hand(C.GREEN_LIGHT)])
    place(table, 1, 100)
    play(table, 0, C.RED_LIGHT, 1)
    events = play(table, 1, C.GREEN_LIGHT)
    assert one(events, Defended) == Defended(1, 1, C.GREEN_LIGHT, C.RED_LIGHT, False)


def test_green_light_at_the_start_cures_only_the_need():
    table = table_with([hand(C.GREEN_LIGHT), hand()])
    events = play(table, 0, C.GREEN_LIGHT)
    assert one(events, Defended) == Defended(0, 0, C.GREEN_LIGHT, None, False)


def test_a_defense_with_nothing_to_cure_is_refused():
    table = table_with([hand(C.GREEN_LIGHT, C.GAS, C.END_OF_LIMIT, C.END_OF_COUNTERFLOW), hand()])
    place(table, 0, 100)
    table.apply(0, Draw())
    for card in (C.GREEN_LIGHT, C.GAS, C.END_OF_LIMIT, C.END_OF_COUNTERFLOW):
        refused(table, 0, Play(card), Reason.NOTHING_TO_CURE)


def test_with_right_of_way_repairs_alone_put_the_car_back_on_the_road():
    table = table_with([hand(C.RIGHT_OF_WAY, C.REPAIRS, C.MILE_50), hand(C.ACCIDENT)])
    play(table, 0, C.RIGHT_OF_WAY)
    assert table.cars[0].can_drive and not table.cars[0].needs_green
    discard(table, 0)  # the extra turn
    play(table, 1, C.ACCIDENT, 0)
    assert not table.cars[0].needs_green
    events = play(table, 0, C.REPAIRS)
    assert one(events, Defended).stopped is False
    discard(table, 1)
    table.apply(0, Draw())
    assert Play(C.MILE_50) in table.legal_actions(0)
