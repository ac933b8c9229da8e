"""RULES.md 4 and 6.1, counterflow: distance subtracts, never below zero, points follow."""

from game.rules import Draw, Play, Reason, make_options
from game.rules.events import Attacked, Bonus, Moved, RoundOver

from .helpers import C, discard, hand, one, place, play, refused, table_with


def turned_round(miles, *cards, two_hundreds=0):
    table = table_with([hand(C.COUNTERFLOW), hand(*cards)])
    place(table, 1, miles, two_hundreds=two_hundreds)
    table.cars[1].score = miles
    events = play(table, 0, C.COUNTERFLOW, 1)
    assert one(events, Attacked).stopped is False
    return table


def test_counterflow_cards_are_in_the_1000_miles_deck():
    options = make_options("1000_miles")
    assert options.deck[C.COUNTERFLOW] == 6 and options.deck[C.END_OF_COUNTERFLOW] == 9
    assert options.deck_size == 121


def test_distance_subtracts_and_costs_the_same_points():
    table = turned_round(300, C.MILE_75)
    events = play(table, 1, C.MILE_75)
    assert one(events, Moved) == Moved(1, 1, C.MILE_75, 300, 225, -75, True)
    assert table.cars[1].score == 225


def test_at_50_miles_a_100_leaves_zero_and_costs_only_50():
    table = turned_round(50, C.MILE_100)
    events = play(table, 1, C.MILE_100)
    assert one(events, Moved) == Moved(1, 1, C.MILE_100, 50, 0, -50, True)
    assert table.cars[1].miles == 0 and table.cars[1].score == 0


def test_a_car_on_zero_loses_nothing():
    table = turned_round(0, C.MILE_50)
    events = play(table, 1, C.MILE_50)
    assert one(events, Moved) == Moved(1, 1, C.MILE_50, 0, 0, 0, True)
    assert table.cars[1].score == 0


def test_backwards_there_is_no_trip_limit_to_pass():
    table = turned_round(950, C.MILE_100)
    assert one(play(table, 1, C.MILE_100), Moved).after == 850


def test_a_200_played_backwards_counts_and_spoils_no_200s():
    table = turned_round(
        800, C.MILE_200, C.END_OF_COUNTERFLOW, C.MILE_200, C.MILE_200, C.MILE_100,
        two_hundreds=1,
    )
    play(table, 1, C.MILE_200)
    assert table.cars[1].miles == 600 and table.cars[1].two_hundreds == 2
    discard(table, 0)
    play(table, 1, C.END_OF_COUNTERFLOW)
    discard(table, 0)
    table.apply(1, Draw())
    refused(table, 1, Play(C.MILE_200), Reason.THIRD_200)
    # a fresh car: one 200 played backwards, then the thousand without any other 200
    table = turned_round(900, C.MILE_200, C.END_OF_COUNTERFLOW, C.MILE_100, C.MILE_200)
    place(table, 0, 25)  # no hood
    play(table, 1, C.MILE_200)
    assert table.cars[1].two_hundreds == 1
    discard(table, 0)
    play(table, 1, C.END_OF_COUNTERFLOW)
    discard(table, 0)
    play(table, 1, C.MILE_200)  # 700 -> 900
    discard(table, 0)
    events = play(table, 1, C.MILE_100)
    over = one(events, RoundOver)
    assert over.winner == 1
    assert [b.name for b in over.bonuses] == ["arrival"]
    assert Bonus(1, "no_200s", 300) not in over.bonuses


def test_end_of_counterflow_turns_the_car_round_at_once():
    table = turned_round(300, C.END_OF_COUNTERFLOW, C.MILE_50)
    play(table, 1, C.END_OF_COUNTERFLOW)
    discard(table, 0)
    assert one(play(table, 1, C.MILE_50), Moved).after == 350
