"""RULES.md 6.1: points as you go, and the winner's bonuses one by one."""

from game.rules import Draw, Play
from game.rules.events import Bonus, RoundOver

from .helpers import C, discard, hand, one, place, play, table_with


def arrive(pile=None, opponent_miles=100, two_hundreds=1, final=C.MILE_100, **options):
    table = table_with([hand(final), hand()], pile=pile, **options)
    place(table, 0, 1000 - 100, two_hundreds=two_hundreds)
    place(table, 1, opponent_miles)
    table.cars[0].score = 1000
    if table.step == "draw":
        table.apply(0, Draw())
    return table, one(table.apply(0, Play(final)), RoundOver)


def test_arrival_alone():
    table, over = arrive()
    assert over.winner == 0
    assert over.bonuses == (Bonus(0, "arrival", 300),)
    assert over.round_points == (300, 0)
    assert table.cars[0].score == 1000 + 100 + 300
    assert over.scores == (1400, 0)


def test_coronation_when_the_pile_was_empty_on_arrival():
    _, over = arrive(pile=[])
    assert over.bonuses == (Bonus(0, "arrival", 300), Bonus(0, "coronation", 300))


def test_hood_when_every_opponent_is_on_zero():
    _, over = arrive(opponent_miles=0)
    assert over.bonuses == (Bonus(0, "arrival", 300), Bonus(0, "hood", 500))


def test_no_hood_when_only_one_opponent_is_on_zero():
    table = table_with([hand(C.MILE_100), hand(), hand()])
    place(table, 0, 900, two_hundreds=1)
    place(table, 2, 25)
    over = one(play(table, 0, C.MILE_100), RoundOver)
    assert [b.name for b in over.bonuses] == ["arrival"]


def test_no_200s():
    _, over = arrive(two_hundreds=0)
    assert over.bonuses == (Bonus(0, "arrival", 300), Bonus(0, "no_200s", 300))


def test_all_four_bonuses():
    _, over = arrive(pile=[], opponent_miles=0, two_hundreds=0)
    assert sum(b.points for b in over.bonuses) == 300 + 300 + 500 + 300


def test_points_as_you_go_miles_safeties_tricks_match_total():
    table = table_with([hand(C.GREEN_LIGHT, C.MILE_100, C.SPEED_LIMIT), hand(C.RIGHT_OF_WAY)])
    play(table, 0, C.GREEN_LIGHT)
    discard(table, 1)
    play(table, 0, C.MILE_100)
    play(table, 1, C.RIGHT_OF_WAY)
    discard(table, 1)
    assert [car.score for car in table.cars] == [100, 100]


def test_no_winner_no_bonuses():
    table = table_with([[C.MILE_25], [C.MILE_50]], pile=[], reshuffle=False)
    discard(table, 0)
    over = one(discard(table, 1), RoundOver)
    assert over.winner is None and over.bonuses == () and over.round_points == (0, 0)
