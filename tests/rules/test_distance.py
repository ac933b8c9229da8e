"""RULES.md 4, Distance: only when the car can drive, never past the trip, two 200s, limits."""

from game.rules import Draw, Play, Reason
from game.rules.events import Moved

from .helpers import C, discard, hand, one, place, play, refused, table_with


def test_green_light_then_distance_moves_the_car_and_scores_its_miles():
    table = table_with([hand(C.GREEN_LIGHT, C.MILE_75), hand()])
    play(table, 0, C.GREEN_LIGHT)
    assert table.cars[0].can_drive
    discard(table, 1)
    events = play(table, 0, C.MILE_75)
    assert one(events, Moved) == Moved(0, 0, C.MILE_75, 0, 75, 75, False)
    assert table.cars[0].miles == 75 and table.cars[0].score == 75


def test_never_past_the_trip():
    table = table_with([hand(C.MILE_100, C.MILE_50, C.MILE_200), hand()])
    place(table, 0, 950)
    table.apply(0, Draw())
    refused(table, 0, Play(C.MILE_100), Reason.PAST_TRIP)
    refused(table, 0, Play(C.MILE_200), Reason.PAST_TRIP)
    assert Play(C.MILE_50) in table.legal_actions(0)


def test_a_200_at_900_is_not_accepted_but_exactly_1000_is():
    table = table_with([hand(C.MILE_200, C.MILE_100), hand()])
    place(table, 0, 900)
    table.apply(0, Draw())
    refused(table, 0, Play(C.MILE_200), Reason.PAST_TRIP)
    events = table.apply(0, Play(C.MILE_100))
    assert one(events, Moved).after == 1000


def test_at_most_two_200s_a_round():
    table = table_with([hand(C.MILE_200, C.MILE_200, C.MILE_200, C.MILE_25), hand()])
    place(table, 0, 0)
    play(table, 0, C.MILE_200)
    discard(table, 1)
    play(table, 0, C.MILE_200)
    assert table.cars[0].two_hundreds == 2
    discard(table, 1)
    table.apply(0, Draw())
    refused(table, 0, Play(C.MILE_200), Reason.THIRD_200)
    assert Play(C.MILE_25) in table.legal_actions(0)


def test_no_distance_while_stopped_by_a_red_light_or_a_breakdown():
    table = table_with([hand(C.RED_LIGHT, C.ACCIDENT), hand(C.MILE_50)])
    place(table, 1, 100)
    play(table, 0, C.RED_LIGHT, 1)
    table.apply(1, Draw())
    refused(table, 1, Play(C.MILE_50), Reason.RED_LIGHT)
    # a breakdown on a car without a red light
    table2 = table_with([hand(C.ACCIDENT), hand(C.MILE_50)])
    place(table2, 1, 100)
    play(table2, 0, C.ACCIDENT, 1)
    table2.apply(1, Draw())
    refused(table2, 1, Play(C.MILE_50), Reason.BROKEN_DOWN)


def test_under_a_speed_limit_only_25_and_50():
    table = table_with(
        [hand(C.SPEED_LIMIT), hand(C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100, C.MILE_200)]
    )
    place(table, 1, 100)
    play(table, 0, C.SPEED_LIMIT, 1)
    table.apply(1, Draw())
    assert table.cars[1].can_drive
    for card in (C.MILE_75, C.MILE_100, C.MILE_200):
        refused(table, 1, Play(card), Reason.SPEED_LIMIT)
    assert Play(C.MILE_25) in table.legal_actions(1)
    assert one(table.apply(1, Play(C.MILE_50)), Moved).after == 150
