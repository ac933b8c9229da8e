"""RULES.md 4, Attack: on an opponent's car from the legal targets; accumulation option."""

from game.rules import Draw, Play, Reason
from game.rules.events import Attacked, Moved

from .helpers import C, discard, hand, one, place, play, refused, table_with, targets


def test_an_attack_lands_on_the_chosen_opponent():
    table = table_with([hand(C.RED_LIGHT), hand(), hand()])
    place(table, 1, 200)
    place(table, 2, 300)
    table.apply(0, Draw())
    assert targets(table, 0, C.RED_LIGHT) == [1, 2]
    events = table.apply(0, Play(C.RED_LIGHT, 2))
    assert one(events, Attacked) == Attacked(0, C.RED_LIGHT, 2, True)
    assert table.cars[2].is_stopped and not table.cars[1].problems


def test_a_speed_limit_and_counterflow_do_not_stop_the_car():
    table = table_with([hand(C.SPEED_LIMIT, C.COUNTERFLOW), hand()])
    place(table, 1, 200)
    events = play(table, 0, C.SPEED_LIMIT, 1)
    assert one(events, Attacked).stopped is False
    assert table.cars[1].can_drive
    discard(table, 1)
    events = play(table, 0, C.COUNTERFLOW, 1)
    assert one(events, Attacked).stopped is False


def test_refusals_of_targets():
    table = table_with([hand(C.RED_LIGHT, C.MILE_25), hand()])
    place(table, 0, 100)
    place(table, 1, 100)
    table.apply(0, Draw())
    refused(table, 0, Play(C.RED_LIGHT), Reason.NEEDS_TARGET)
    refused(table, 0, Play(C.RED_LIGHT, 0), Reason.OWN_CAR)
    refused(table, 0, Play(C.RED_LIGHT, 5), Reason.NO_SUCH_CAR)
    refused(table, 0, Play(C.MILE_25, 1), Reason.NO_TARGET_NEEDED)


def test_never_an_attack_the_car_already_has():
    table = table_with([hand(C.SPEED_LIMIT), hand(), hand(C.SPEED_LIMIT)])
    place(table, 1, 100)
    play(table, 0, C.SPEED_LIMIT, 1)
    discard(table, 1)
    table.apply(2, Draw())
    refused(table, 2, Play(C.SPEED_LIMIT, 1), Reason.TARGET_HAS_IT)


def test_not_on_a_car_whose_side_played_the_answering_safety():
    table = table_with([hand(C.ACCIDENT, C.COUNTERFLOW, C.RED_LIGHT), hand(C.DRIVING_ACE)])
    place(table, 1, 100)
    discard(table, 0)
    play(table, 1, C.DRIVING_ACE)
    discard(table, 1)  # the extra turn
    table.apply(0, Draw())
    refused(table, 0, Play(C.ACCIDENT, 1), Reason.TARGET_PROTECTED)
    refused(table, 0, Play(C.COUNTERFLOW, 1), Reason.TARGET_PROTECTED)
    assert Play(C.RED_LIGHT, 1) in table.legal_actions(0)


def test_accumulation_off_a_stopped_car_cannot_be_attacked_even_at_the_start():
    table = table_with([hand(C.RED_LIGHT, C.SPEED_LIMIT, C.FLAT_TIRE), hand()])
    table.apply(0, Draw())  # car 1 still needs its green light
    for card in (C.RED_LIGHT, C.SPEED_LIMIT, C.FLAT_TIRE):
        refused(table, 0, Play(card, 1), Reason.TARGET_STOPPED)


def test_accumulation_on_problems_pile_up_and_all_must_be_solved():
    table = table_with(
        [hand(C.RED_LIGHT, C.FLAT_TIRE, C.SPEED_LIMIT),
         hand(C.SPARE_TIRE, C.GREEN_LIGHT, C.MILE_100, C.MILE_50)],
        accumulation=True,
    )
    play(table, 0, C.RED_LIGHT, 1)  # at the start of the round, on a stopped car
    discard(table, 1)
    play(table, 0, C.FLAT_TIRE, 1)
    table.apply(1, Draw())
    refused(table, 1, Play(C.GREEN_LIGHT), Reason.REPAIR_FIRST)
    refused(table, 1, Play(C.MILE_50), Reason.BROKEN_DOWN)
    table.apply(1, Play(C.SPARE_TIRE))
    play(table, 0, C.SPEED_LIMIT, 1)
    table.apply(1, Draw())
    refused(table, 1, Play(C.MILE_50), Reason.RED_LIGHT)
    table.apply(1, Play(C.GREEN_LIGHT))
    assert set(table.cars[1].problems) == {"limit"}
    discard(table, 0)
    table.apply(1, Draw())
    refused(table, 1, Play(C.MILE_100), Reason.SPEED_LIMIT)
    assert one(table.apply(1, Play(C.MILE_50)), Moved).after == 50
