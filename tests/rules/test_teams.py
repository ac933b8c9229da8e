"""RULES.md 3 and 8: teams share a car; layouts; picking team-mates; seating."""

import random

import pytest

from game.rules import Draw, Play, Reason, TeamPicking, make_options, seating
from game.rules.events import RoundOver

from .helpers import C, discard, hand, one, place, play, refused, table_with, targets

LAYOUTS = [(4, 2), (6, 2), (6, 3), (8, 2), (8, 4), (9, 3)]


@pytest.mark.parametrize(("players", "teams"), LAYOUTS)
def test_every_layout_is_offered_and_seats_alternate(players, teams):
    options = make_options("1000_miles", players=players, teams=teams)
    assert options.car_count == teams
    table = table_with([hand() for _ in range(players)], teams=teams, pile=[])
    assert table.seat_car == [seat % teams for seat in range(players)]


def test_the_team_shares_miles_problems_and_the_200_count():
    table = table_with(
        [hand(C.MILE_200), hand(C.RED_LIGHT), hand(C.MILE_200, C.MILE_200, C.GREEN_LIGHT),
         hand()], teams=2,
    )
    place(table, 0, 100)
    place(table, 1, 100)
    play(table, 0, C.MILE_200)
    play(table, 1, C.RED_LIGHT, 0)
    assert table.car_of(2).problems  # seat 2's car is the same car
    play(table, 2, C.GREEN_LIGHT)
    discard(table, 3)
    discard(table, 0)
    discard(table, 1)
    play(table, 2, C.MILE_200)
    assert table.cars[0].miles == 500 and table.cars[0].two_hundreds == 2
    discard(table, 3)
    discard(table, 0)
    discard(table, 1)
    table.apply(2, Draw())
    refused(table, 2, Play(C.MILE_200), Reason.THIRD_200)


def test_never_attack_your_own_car():
    table = table_with([hand(C.SPEED_LIMIT), hand(), hand(), hand(), hand(), hand()], teams=3)
    for car in range(3):
        place(table, car, 100)
    table.apply(0, Draw())
    assert targets(table, 0, C.SPEED_LIMIT) == [1, 2]
    refused(table, 0, Play(C.SPEED_LIMIT, 0), Reason.OWN_CAR)


def test_bonuses_are_counted_once_for_the_car():
    table = table_with([hand(C.MILE_100), hand(), hand(), hand()], teams=2)
    place(table, 0, 900, two_hundreds=1)
    place(table, 1, 100)
    over = one(play(table, 0, C.MILE_100), RoundOver)
    assert over.round_points == (300, 0)
    assert len(over.scores) == 2


@pytest.mark.parametrize(("players", "teams"), LAYOUTS)
def test_picking_fills_each_team_and_the_last_team_is_who_is_left(players, teams):
    size = players // teams
    picking = TeamPicking(players, teams)
    assert picking.chooser == 0 and picking.teams == [[0]]
    # the owner picks the highest numbers; each next chooser likewise
    while not picking.done:
        chooser = picking.chooser
        available = picking.available()
        assert chooser not in available
        picking.pick(available[-1])
        assert all(len(team) <= size for team in picking.teams)
        if not picking.done:
            # the choice passes to a player not yet on a team
            assert picking.chooser not in [p for team in picking.teams[:-1] for p in team]
    assert sorted(p for team in picking.teams for p in team) == list(range(players))
    assert [len(team) for team in picking.teams] == [size] * teams
    # the last team made no choice: it was formed by who was left
    seats = seating(picking.teams)
    assert sorted(seats) == list(range(players))
    for seat, player in enumerate(seats):
        assert player in picking.teams[seat % teams]


def test_picking_four_players_one_choice_makes_both_teams():
    picking = TeamPicking(4, 2)
    picking.pick(3)
    assert picking.done and picking.teams == [[0, 3], [1, 2]]
    assert seating(picking.teams) == [0, 1, 3, 2]
    assert picking.chooser is None


def test_picking_nine_players_in_three_teams():
    picking = TeamPicking(9, 3)
    picking.pick(8)
    picking.pick(7)
    assert picking.teams == [[0, 8, 7], [1]] and picking.chooser == 1
    assert picking.available() == [2, 3, 4, 5, 6]
    picking.pick(2)
    picking.pick(6)
    assert picking.done and picking.teams[-1] == [3, 4, 5]


def test_picking_refuses_a_taken_player_and_random_picks_finish():
    picking = TeamPicking(6, 3)
    with pytest.raises(ValueError):
        picking.pick(0)
    rng = random.Random(3)
    while not picking.done:
        picking.pick_random(rng)
    assert len(picking.teams) == 3
    with pytest.raises(ValueError):
        TeamPicking(5, 2)
    assert TeamPicking.for_options(make_options(players=8, teams=4)).size == 2
