"""What a seat may know: its own hand and public facts (view_of, events_for)."""

from game.rules import Table, events_for, make_options, view_of
from game.rules.events import Dealt, Drew

from .helpers import C, hand, place, play, table_with


def test_a_view_has_its_own_hand_and_only_sizes_of_the_others():
    table = Table.new(make_options(players=3), seed=4)
    for seat in range(3):
        view = view_of(table, seat)
        assert view.hand == tuple(table.hands[seat])
        assert view.hand_sizes == (6, 6, 6)
        assert view.pile_size == len(table.pile)
        assert view.legal_actions == tuple(table.legal_actions(seat))
        text = repr(view)
        for other in range(3):
            if other != seat:
                assert repr(tuple(table.hands[other])) not in text


def test_events_hide_other_seats_cards():
    table = Table.new(make_options(), seed=4)
    mine = events_for(table.opening_events, 0)
    dealt = [e for e in mine if isinstance(e, Dealt)]
    assert dealt[0].cards == tuple(table.hands[0]) and dealt[1].cards is None
    from game.rules import Draw

    events = table.apply(0, Draw())
    drew = [e for e in events_for(events, 1) if isinstance(e, Drew)][0]
    assert drew.card is None and drew.seat == 0
    assert [e for e in events_for(events, 0) if isinstance(e, Drew)][0].card is not None


def test_a_view_shows_cars_and_the_window():
    table = table_with([hand(C.FLAT_TIRE), hand()])
    place(table, 1, 250)
    play(table, 0, C.FLAT_TIRE, 1)
    view = view_of(table, 1)
    assert view.window is not None and view.window.attack is C.FLAT_TIRE
    assert view.cars[1].miles == 250 and view.cars[1].stopped
    assert view.my_car.problems == (C.FLAT_TIRE,)
    assert [car.index for car in view.opponents()] == [0]
    assert view.key() == view_of(table, 1).key()
