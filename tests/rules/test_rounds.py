"""RULES.md 7: dealing, the first player's rotation, both endings, the reshuffle option."""

from collections import Counter

from game.rules import (
    Discard,
    Draw,
    NextRound,
    Play,
    Reason,
    Table,
    make_options,
)
from game.rules.events import (
    Dealt,
    PileEmpty,
    PileReshuffled,
    RoundOver,
    RoundStarted,
    TurnSkipped,
    TurnStarted,
)
from game.rules.table import MAX_RESHUFFLES

from .helpers import (
    C,
    cards_add_up,
    deal,
    discard,
    hand,
    of_type,
    one,
    place,
    play,
    refused,
    table_with,
)


def test_a_new_match_deals_six_cards_each_and_the_rest_is_the_pile():
    table = Table.new(make_options("1000_miles", players=3), seed=5)
    assert [len(h) for h in table.hands] == [6, 6, 6]
    assert len(table.pile) == 121 - 18
    assert cards_add_up(table)
    assert table.opening_events[0] == RoundStarted(1, 0, 1000)
    assert len(of_type(table.opening_events, Dealt)) == 3


def test_a_round_ends_at_once_when_a_car_arrives():
    table = table_with([hand(C.MILE_100, C.RIGHT_OF_WAY), hand()])
    place(table, 0, 900)
    events = play(table, 0, C.MILE_100)
    assert one(events, RoundOver).winner == 0
    assert not of_type(events, TurnStarted)
    assert table.phase == "round_over" and table.current_seat == 0
    assert table.legal_actions(0) == [NextRound()]
    assert table.legal_actions(1) == []
    refused(table, 0, Draw(), Reason.ROUND_OVER)
    refused(table, 1, NextRound(), Reason.NOT_OWNER)


def test_next_round_is_refused_during_play():
    table = table_with([hand(), hand()])
    refused(table, 0, NextRound(), Reason.ROUND_OVER)


def test_the_first_player_moves_on_by_one_each_round():
    table = table_with([hand(C.MILE_100), hand(), hand()])
    place(table, 0, 900)
    over_score = one(play(table, 0, C.MILE_100), RoundOver).scores[0]
    events = table.apply(0, NextRound())
    assert events[0] == RoundStarted(2, 1, 1000)
    assert table.current == 1 and cards_add_up(table)
    assert all(car.miles == 0 and car.needs_green for car in table.cars)
    assert table.cars[0].score == over_score


def test_deal_for_the_next_round_from_stacked_cards():
    table = table_with([hand(C.MILE_100), hand()])
    place(table, 0, 900)
    play(table, 0, C.MILE_100)
    events = deal(table, [hand(C.GREEN_LIGHT), hand()], [C.MILE_50])
    assert events[0] == RoundStarted(2, 1, 1000)
    assert table.current == 1 and table.hands[0][0] is C.GREEN_LIGHT


def test_reshuffle_off_play_out_the_hands_skip_empty_hands_no_winner():
    table = table_with([[C.MILE_25, C.MILE_50], [C.MILE_75]], pile=[], reshuffle=False)
    assert table.step == "play"
    table.apply(0, Discard(C.MILE_25))
    events = table.apply(1, Discard(C.MILE_75))
    assert TurnStarted(0, False) in events
    events = table.apply(0, Discard(C.MILE_50))
    over = one(events, RoundOver)
    assert over.winner is None and table.phase == "round_over"


def test_reshuffle_off_a_player_with_an_empty_hand_is_skipped():
    table = table_with([[C.MILE_25], [C.MILE_75, C.MILE_50], [C.MILE_100]], pile=[],
                       reshuffle=False)
    table.apply(0, Discard(C.MILE_25))
    table.apply(1, Discard(C.MILE_75))
    events = table.apply(2, Discard(C.MILE_100))
    assert TurnSkipped(0, "empty_hand") in events
    assert table.current == 1


def test_reshuffle_on_rebuilds_the_pile_from_spent_cards_but_never_safeties():
    table = table_with(
        [hand(C.EXTRA_TANK, C.GREEN_LIGHT), hand()], pile=[C.MILE_25],
    )
    events = play(table, 0, C.EXTRA_TANK)
    assert one(events, PileEmpty) == PileEmpty(False)
    assert table.step == "play"  # the extra turn: nothing spent yet, nothing to draw
    table.apply(0, Discard(C.GREEN_LIGHT))
    events = table.apply(1, Draw())
    reshuffled = one(events, PileReshuffled)
    assert reshuffled.cards == 1
    assert C.EXTRA_TANK in table.cars[0].safeties
    assert C.EXTRA_TANK not in table.pile
    assert cards_add_up(table)


def test_safeties_taken_off_a_car_never_return_to_the_pile():
    table = table_with(
        [hand(C.REMOVE_PROTECTIONS, C.START), hand(C.GAS_PROTECTION)], preset="mile_by_mile",
        pile=[C.MILE_25, C.MILE_50, C.MILE_75], remove_protections=True,
    )
    discard(table, 0, C.START)
    play(table, 1, C.GAS_PROTECTION)
    discard(table, 1)
    play(table, 0, C.REMOVE_PROTECTIONS, 1)
    assert C.GAS_PROTECTION in table.spent
    table.apply(1, Draw())
    assert C.GAS_PROTECTION in table.spent and C.GAS_PROTECTION not in table.pile


def test_reshuffling_stops_after_20_rebuilds_so_the_round_ends():
    table = table_with([hand(), hand()], pile=[])
    events = []
    for _ in range(200):
        if table.phase != "playing":
            break
        seat = table.current
        if table.step == "draw":
            events += table.apply(seat, Draw())
        events += table.apply(seat, Discard(table.hands[seat][0]))
    assert table.phase == "round_over"
    assert len(of_type(events, PileReshuffled)) == MAX_RESHUFFLES
    assert PileEmpty(True) in events
    assert one(events, RoundOver).winner is None
    assert cards_add_up(table)


def test_counts_every_card_after_a_round():
    table = table_with([hand(C.MILE_100), hand()])
    place(table, 0, 900)
    play(table, 0, C.MILE_100)
    assert Counter(table.all_cards()) == Counter(table.options.deck)
    table.apply(0, NextRound())
    assert cards_add_up(table)
    assert Play(C.MILE_100) not in table.legal_actions(table.current)
