"""Classic (seed 002): 700 with the extension, timed window, classic scoring (RULES.md 6.2)."""

import pytest

from game.rules import CloseWindow, Discard, Draw, Extend, Play, Reason, Trick, make_options
from game.rules.events import (
    Bonus,
    ExtensionChosen,
    ExtensionOffered,
    RoundOver,
    TrickWindowClosed,
    TrickWindowOpened,
)

from .helpers import C, discard, hand, one, place, play, refused, table_with


@pytest.mark.parametrize(("players", "teams", "trip", "extension"), [
    (2, 0, 700, True), (3, 0, 700, True), (4, 0, 1000, False), (4, 2, 1000, False),
    (6, 3, 700, True),
])
def test_the_trip(players, teams, trip, extension):
    options = make_options("classic", players=players, teams=teams)
    assert options.trip == trip and options.extension is extension
    assert options.deck_size == 106 and options.rules.auto_draw is True
    assert make_options("1000_miles").rules.auto_draw is False


def at_700(players=3, **kw):
    table = table_with(
        [hand(C.MILE_100, C.MILE_200, C.MILE_100)] + [hand(C.MILE_100, C.MILE_50)] * (players - 1),
        preset="classic", players=players, **kw,
    )
    for car in range(players):
        place(table, car, 0)
    place(table, 0, 600, two_hundreds=1)
    events = play(table, 0, C.MILE_100)
    return table, events


def test_reaching_700_offers_the_extension():
    table, events = at_700()
    assert one(events, ExtensionOffered) == ExtensionOffered(0, 0)
    assert table.phase == "extension" and table.current_seat == 0
    assert table.legal_actions(0) == [Extend(True), Extend(False)]
    assert table.legal_actions(1) == []
    refused(table, 1, Extend(True), Reason.NOT_YOUR_SIDE)
    refused(table, 1, Draw(), Reason.EXTENSION_PENDING)


def test_any_member_of_the_side_may_answer_the_extension():
    # RULES.md 9 ruling: the first answer of the side that reached 700 counts
    table = table_with([hand(C.MILE_100)] + [hand(C.MILE_50)] * 5, preset="classic",
                       players=6, teams=3)
    for car in range(3):
        place(table, car, 0)
    place(table, 0, 600)
    play(table, 0, C.MILE_100)
    assert table.phase == "extension"
    team = table.seats_of(0)
    assert team == [0, 3]
    assert sorted(table.seats_to_act()) == team
    for seat in team:
        assert table.legal_actions(seat) == [Extend(True), Extend(False)]
    refused(table, 1, Extend(True), Reason.NOT_YOUR_SIDE)
    events = table.apply(3, Extend(True))
    assert one(events, ExtensionChosen) == ExtensionChosen(3, 0, True)
    assert table.current == 1  # the turn passes on from the seat that arrived
    refused(table, 3, Extend(False), Reason.NOT_EXTENSION)


def test_stopping_at_700_ends_the_round_with_the_trip_bonus():
    table, _ = at_700()
    events = table.apply(0, Extend(False))
    assert one(events, ExtensionChosen) == ExtensionChosen(0, 0, False)
    over = one(events, RoundOver)
    assert over.winner == 0
    assert [b.name for b in over.bonuses] == ["trip", "shutout"]
    assert table.trip == 700


def test_going_on_and_finishing_scores_200_more_for_the_extender():
    table, _ = at_700()
    table.apply(0, Extend(True))
    assert table.trip == 1000 and table.phase == "playing" and table.current == 1
    refused(table, 1, Extend(False), Reason.NOT_EXTENSION)
    discard(table, 1)
    discard(table, 2)
    place(table, 0, 900)
    over = one(play(table, 0, C.MILE_100), RoundOver)
    assert Bonus(0, "extension", 200) in over.bonuses
    assert [b.car for b in over.bonuses if b.name == "extension"] == [0]


def test_going_on_and_another_side_finishing_scores_200_for_every_other_side():
    table, _ = at_700()
    table.apply(0, Extend(True))
    place(table, 1, 900)
    over = one(play(table, 1, C.MILE_100), RoundOver)
    assert over.winner == 1
    # every side other than the one that chose to go on (seed 002: "everyone else")
    assert sorted(b.car for b in over.bonuses if b.name == "extension") == [1, 2]


def test_classic_scoring_lines():
    table = table_with([hand(C.MILE_100), hand()], preset="classic", players=2, pile=[])
    place(table, 0, 600)
    place(table, 1, 0)
    table.cars[0].score = 0
    table.apply(0, Play(C.MILE_100))
    over = one(table.apply(0, Extend(False)), RoundOver)
    assert over.bonuses == (
        Bonus(0, "trip", 400), Bonus(0, "delayed_action", 300), Bonus(0, "shutout", 500),
        Bonus(0, "safe_trip", 300),
    )


def test_all_four_safeties_300_even_without_finishing_and_counter_300():
    safeties = [C.RIGHT_OF_WAY, C.EXTRA_TANK, C.PUNCTURE_PROOF, C.DRIVING_ACE]
    table = table_with([[*safeties, C.MILE_25], [C.MILE_50]], preset="classic",
                       pile=[], players=2)
    for safety in safeties:
        table.apply(0, Play(safety))  # each gives another turn
    assert table.current == 0
    table.apply(0, Play(C.MILE_25))
    events = table.apply(1, Discard(C.MILE_50))
    over = one(events, RoundOver)
    assert over.winner is None
    assert over.bonuses == (Bonus(0, "all_safeties", 300),)
    assert over.scores[0] == 400 + 25 + 300


def test_a_counter_is_worth_100_and_300_more():
    table = table_with([hand(C.FLAT_TIRE), hand(C.PUNCTURE_PROOF)], preset="classic")
    place(table, 1, 100)
    play(table, 0, C.FLAT_TIRE, 1)
    assert table.apply(1, Trick(C.PUNCTURE_PROOF))[0].points == 400


def test_the_window_is_timed_and_draws_wait_for_close_window():
    table = table_with([hand(C.FLAT_TIRE), hand(), hand(C.PUNCTURE_PROOF)], preset="classic",
                       players=3)
    place(table, 2, 100)
    events = play(table, 0, C.FLAT_TIRE, 2)
    assert one(events, TrickWindowOpened) == TrickWindowOpened(2, C.FLAT_TIRE, True)
    assert table.legal_actions(1) == [CloseWindow()]
    refused(table, 1, Draw(), Reason.WINDOW_OPEN)
    refused(table, 0, CloseWindow(), Reason.NOT_YOUR_TURN)
    assert table.legal_actions(2) == [Trick(C.PUNCTURE_PROOF)]
    events = table.apply(1, CloseWindow())
    assert events == [TrickWindowClosed(2)]
    refused(table, 2, Trick(C.PUNCTURE_PROOF), Reason.NO_WINDOW)
    refused(table, 1, CloseWindow(), Reason.NO_WINDOW)
    table.apply(1, Draw())


def test_a_counter_inside_the_timed_window():
    table = table_with([hand(C.FLAT_TIRE), hand(), hand(C.PUNCTURE_PROOF)], preset="classic",
                       players=3)
    place(table, 2, 100)
    play(table, 0, C.FLAT_TIRE, 2)
    table.apply(2, Trick(C.PUNCTURE_PROOF))
    assert table.current == 2 and table.window is None
