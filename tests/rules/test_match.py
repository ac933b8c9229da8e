"""RULES.md 7: scores checked at the end of each round; the match ends at the score limit."""

from game.rules import NextRound, Reason
from game.rules.events import MatchOver, RoundOver

from .helpers import C, hand, of_type, one, place, play, refused, table_with


def finish_round(scores, limit=5000, players=2):
    table = table_with([hand(C.MILE_100)] + [hand()] * (players - 1), score_limit=limit)
    place(table, 0, 900, two_hundreds=1)
    place(table, 1, 100)
    for car, score in enumerate(scores):
        table.cars[car].score = score
    return table, play(table, 0, C.MILE_100)  # +100 miles, +300 arrival


def test_below_the_limit_the_match_goes_on():
    table, events = finish_round([4000, 4500])
    assert not of_type(events, MatchOver)
    assert table.phase == "round_over" and not table.is_terminal


def test_reaching_the_limit_ends_the_match_and_the_highest_wins():
    table, events = finish_round([4600, 4000])
    over = one(events, MatchOver)
    assert over.winner == 0 and over.scores == (5000, 4000)
    assert table.is_terminal and table.phase == "match_over"
    assert table.current_seat is None
    assert table.legal_actions(0) == [] and table.legal_actions(1) == []
    refused(table, 0, NextRound(), Reason.GAME_OVER)


def test_the_highest_wins_even_if_it_is_not_the_round_winner():
    _, events = finish_round([4600, 6000])
    assert one(events, MatchOver).winner == 1


def test_a_tie_at_the_top_plays_another_round():
    table, events = finish_round([4600, 5000])
    assert one(events, RoundOver).scores == (5000, 5000)
    assert not of_type(events, MatchOver)
    assert table.phase == "round_over"
    table.apply(0, NextRound())
    assert table.phase == "playing" and table.round == 2


def test_the_score_limit_is_the_owners_choice():
    _, events = finish_round([600, 0], limit=1000)
    assert one(events, MatchOver).winner == 0
