"""RULES.md 4, Turn: draw first (nothing before it), then play or discard one card."""

from game.rules import Discard, Draw, Play, Reason
from game.rules.events import Discarded, Drew, TurnStarted

from .helpers import FILL, C, discard, hand, one, refused, table_with


def test_a_turn_starts_with_a_draw_of_the_top_card():
    table = table_with([hand(), hand()], pile=[C.GREEN_LIGHT, C.GAS, *[FILL] * 5])
    assert table.current == 0 and table.step == "draw"
    assert table.legal_actions(0) == [Draw()]
    events = table.apply(0, Draw())
    assert one(events, Drew) == Drew(0, C.GREEN_LIGHT)
    assert len(table.hands[0]) == 7
    assert table.step == "play"


def test_nothing_is_accepted_before_the_draw():
    table = table_with([hand(C.GREEN_LIGHT), hand()])
    refused(table, 0, Play(C.GREEN_LIGHT), Reason.DRAW_FIRST)
    refused(table, 0, Discard(C.GREEN_LIGHT), Reason.DRAW_FIRST)


def test_only_one_draw_a_turn():
    table = table_with([hand(), hand()])
    table.apply(0, Draw())
    refused(table, 0, Draw(), Reason.ALREADY_DREW)


def test_not_your_turn():
    table = table_with([hand(), hand(C.GREEN_LIGHT)])
    refused(table, 1, Draw(), Reason.NOT_YOUR_TURN)
    table.apply(0, Draw())
    refused(table, 1, Play(C.GREEN_LIGHT), Reason.NOT_YOUR_TURN)
    refused(table, 7, Draw(), Reason.NOT_YOUR_TURN)


def test_a_card_not_in_hand_is_refused():
    table = table_with([hand(), hand()])
    table.apply(0, Draw())
    refused(table, 0, Play(C.RIGHT_OF_WAY), Reason.NOT_IN_HAND)
    refused(table, 0, Discard(C.GAS), Reason.NOT_IN_HAND)


def test_discarding_is_always_allowed_even_a_playable_card():
    table = table_with([hand(C.GREEN_LIGHT), hand()])
    table.apply(0, Draw())
    assert Play(C.GREEN_LIGHT) in table.legal_actions(0)
    assert Discard(C.GREEN_LIGHT) in table.legal_actions(0)
    events = table.apply(0, Discard(C.GREEN_LIGHT))
    assert one(events, Discarded) == Discarded(0, C.GREEN_LIGHT)
    assert len(table.hands[0]) == 6
    assert one(events, TurnStarted) == TurnStarted(1, True)
    assert table.spent == [C.GREEN_LIGHT]


def test_turns_go_round_the_seats():
    table = table_with([hand(), hand(), hand()])
    for seat in (0, 1, 2, 0, 1):
        assert table.current == seat
        discard(table, seat)


def test_with_an_empty_pile_there_is_no_draw():
    table = table_with([hand(C.GREEN_LIGHT), hand()], pile=[], reshuffle=False)
    assert table.step == "play"
    assert table.opening_events[-1] == TurnStarted(0, False)
    assert Draw() not in table.legal_actions(0)
    assert table.why_illegal(0, Draw()) is not None
    table.apply(0, Play(C.GREEN_LIGHT))
    assert table.current == 1 and table.step == "play"


def test_every_car_needs_a_green_light_at_the_start_of_a_round():
    table = table_with([hand(C.MILE_100), hand()])
    assert all(car.needs_green and car.is_stopped for car in table.cars)
    table.apply(0, Draw())
    refused(table, 0, Play(C.MILE_100), Reason.NEEDS_GREEN_LIGHT)
