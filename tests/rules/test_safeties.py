"""RULES.md 4, Safety: cures, protects for the round, +100 and an extra turn."""

import pytest

from game.rules import Draw, Play, Reason
from game.rules.cards import ATTACK_FAMILY
from game.rules.events import ExtraTurn, SafetyPlayed, TurnStarted

from .helpers import C, discard, hand, one, place, play, refused, table_with


def test_a_safety_scores_100_and_gives_an_extra_turn():
    table = table_with([hand(C.EXTRA_TANK), hand()])
    events = play(table, 0, C.EXTRA_TANK)
    assert one(events, SafetyPlayed) == SafetyPlayed(0, 0, C.EXTRA_TANK, (), 100, True)
    assert one(events, ExtraTurn) == ExtraTurn(0)
    assert one(events, TurnStarted) == TurnStarted(0, True)
    assert table.current == 0 and table.step == "draw"
    assert table.cars[0].score == 100
    table.apply(0, Draw())  # the extra turn: draw, then play or discard
    assert len(table.hands[0]) == 7


def test_a_safety_is_played_on_your_turn_after_the_draw():
    table = table_with([hand(C.EXTRA_TANK), hand(C.PUNCTURE_PROOF)])
    refused(table, 0, Play(C.EXTRA_TANK), Reason.DRAW_FIRST)
    refused(table, 1, Play(C.PUNCTURE_PROOF), Reason.NOT_YOUR_TURN)


@pytest.mark.parametrize(("safety", "attacks"), [
    (C.RIGHT_OF_WAY, (C.RED_LIGHT, C.SPEED_LIMIT)),
    (C.EXTRA_TANK, (C.OUT_OF_GAS,)),
    (C.PUNCTURE_PROOF, (C.FLAT_TIRE,)),
    (C.DRIVING_ACE, (C.ACCIDENT, C.COUNTERFLOW)),
])
def test_a_safety_protects_for_the_rest_of_the_round(safety, attacks):
    table = table_with([hand(*attacks), hand(safety)])
    place(table, 1, 100)
    discard(table, 0)
    play(table, 1, safety)
    discard(table, 1)
    table.apply(0, Draw())
    for attack in attacks:
        refused(table, 0, Play(attack, 1), Reason.TARGET_PROTECTED)


def test_a_safety_against_a_breakdown_cures_it_but_the_car_needs_a_green_light():
    # RULES.md 4 ruling: only the dirty trick spares the green light
    table = table_with([hand(C.ACCIDENT), hand(C.DRIVING_ACE, C.MILE_50)])
    place(table, 1, 100)
    play(table, 0, C.ACCIDENT, 1)
    table.apply(1, Draw())  # the window closes: no trick, a normal safety
    events = table.apply(1, Play(C.DRIVING_ACE))
    assert one(events, SafetyPlayed) == SafetyPlayed(1, 1, C.DRIVING_ACE, (C.ACCIDENT,), 100, True)
    assert table.cars[1].needs_green and not table.cars[1].problems
    table.apply(1, Draw())
    refused(table, 1, Play(C.MILE_50), Reason.NEEDS_GREEN_LIGHT)


@pytest.mark.parametrize("landed", [(C.ACCIDENT, C.COUNTERFLOW), (C.COUNTERFLOW, C.ACCIDENT),
                                    (C.RED_LIGHT, C.SPEED_LIMIT), (C.SPEED_LIMIT, C.RED_LIGHT)])
def test_a_safety_discards_what_it_cures_in_the_order_it_landed(landed):
    # Not in the order of the safety's set of families, which follows the process's string
    # hashing: a save or a journal replayed in another process must rebuild the same
    # discards (a save's are checked against the replay's)
    safety = C.DRIVING_ACE if C.ACCIDENT in landed else C.RIGHT_OF_WAY
    table = table_with([hand(), hand(safety)])
    place(table, 1, 100)
    discard(table, 0)
    for card in landed:
        table.cars[1].problems[ATTACK_FAMILY[card]] = card
    events = play(table, 1, safety)
    assert one(events, SafetyPlayed).cured == landed
    assert tuple(table.spent[-2:]) == landed


def test_right_of_way_starts_a_stopped_car_and_spares_the_green_light():
    table = table_with([hand(C.RED_LIGHT, C.OUT_OF_GAS), hand(C.RIGHT_OF_WAY, C.GAS, C.MILE_50)])
    place(table, 1, 100)
    play(table, 0, C.RED_LIGHT, 1)
    table.apply(1, Draw())
    events = table.apply(1, Play(C.RIGHT_OF_WAY))
    assert one(events, SafetyPlayed).cured == (C.RED_LIGHT,)
    assert one(events, SafetyPlayed).stopped is False
    discard(table, 1)
    play(table, 0, C.OUT_OF_GAS, 1)
    assert not table.cars[1].needs_green  # never again this round
    play(table, 1, C.GAS)
    assert table.cars[1].can_drive


def test_a_safety_held_past_the_window_is_still_a_normal_safety():
    table = table_with([hand(C.FLAT_TIRE), hand(C.PUNCTURE_PROOF)])
    place(table, 1, 100)
    play(table, 0, C.FLAT_TIRE, 1)
    table.apply(1, Draw())  # closes the window
    events = table.apply(1, Play(C.PUNCTURE_PROOF))
    assert one(events, SafetyPlayed).points == 100
    assert table.cars[1].score == 100 and table.cars[1].tricks == 0
