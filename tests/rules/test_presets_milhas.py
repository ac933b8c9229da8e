"""1000 milhas (seed 003): counterflow option, restrictions on a stopped car, empty hand."""

from game.rules import Discard, Draw, Play, Reason, Trick, make_options
from game.rules.events import Attacked, RoundOver

from .helpers import C, discard, hand, one, play, refused, table_with

MILHAS = "1000_milhas"


def test_counterflow_cards_are_an_option_off_by_default():
    assert make_options(MILHAS).deck_size == 106
    assert C.COUNTERFLOW not in make_options(MILHAS).deck
    assert make_options(MILHAS, counterflow=True).deck_size == 121


def test_a_speed_limit_and_counterflow_may_go_on_a_stopped_car():
    table = table_with([hand(C.SPEED_LIMIT, C.COUNTERFLOW, C.RED_LIGHT), hand()], preset=MILHAS,
                       counterflow=True)
    table.apply(0, Draw())  # car 1 is stopped: it needs its green light
    refused(table, 0, Play(C.RED_LIGHT, 1), Reason.TARGET_STOPPED)
    assert one(table.apply(0, Play(C.SPEED_LIMIT, 1)), Attacked).stopped is True
    discard(table, 1)
    play(table, 0, C.COUNTERFLOW, 1)
    assert set(table.cars[1].problems) == {"limit", "reverse"}


def test_the_1000_miles_preset_refuses_them_on_a_stopped_car():
    table = table_with([hand(C.SPEED_LIMIT, C.COUNTERFLOW), hand()])
    table.apply(0, Draw())
    refused(table, 0, Play(C.SPEED_LIMIT, 1), Reason.TARGET_STOPPED)
    refused(table, 0, Play(C.COUNTERFLOW, 1), Reason.TARGET_STOPPED)


def test_the_round_ends_when_any_hand_is_empty_after_the_pile_ran_out():
    table = table_with([[C.MILE_25], [C.MILE_50, C.MILE_75]], pile=[C.GAS], preset=MILHAS,
                       reshuffle=False)
    table.apply(0, Draw())  # the pile runs out
    table.apply(0, Discard(C.GAS))
    assert table.phase == "playing"
    events = table.apply(1, Discard(C.MILE_50))
    assert table.phase == "playing"
    events = table.apply(0, Discard(C.MILE_25))  # seat 0's hand is empty: the round ends
    over = one(events, RoundOver)
    assert over.winner is None and table.hands[1] == [C.MILE_75]


def test_with_1000_miles_the_other_hands_are_played_out():
    table = table_with([[C.MILE_25], [C.MILE_50, C.MILE_75]], pile=[], reshuffle=False)
    table.apply(0, Discard(C.MILE_25))
    assert table.phase == "playing"
    table.apply(1, Discard(C.MILE_50))
    assert table.current == 1
    assert one(table.apply(1, Discard(C.MILE_75)), RoundOver).winner is None


def test_a_trick_that_empties_a_hand_after_the_pile_ran_out_ends_the_round():
    table = table_with(
        [[C.FLAT_TIRE, C.MILE_25], [C.MILE_50, C.MILE_75], [C.PUNCTURE_PROOF]], pile=[],
        preset=MILHAS, reshuffle=False,
    )
    table.cars[2].needs_green = False
    table.apply(0, Play(C.FLAT_TIRE, 2))
    events = table.apply(2, Trick(C.PUNCTURE_PROOF))
    assert one(events, RoundOver).winner is None
    assert table.phase == "round_over"
