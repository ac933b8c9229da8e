"""What a seat may know: its own hand and public facts (view_of, events_for)."""

import dataclasses
import random
from collections import Counter

import pytest

from game.rules import Card, Table, events_for, make_options, view_of
from game.rules.cards import deck_list
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


# --- no view shows a card its seat cannot know ------------------------------------------------
# Where a view may show cards at all. Everything else (a field added later included) must hold
# none; `options` is the rules, the same for everyone, and is not scanned.
CARD_FIELDS = {"hand", "discards", "cars.problems", "cars.safeties", "window.attack",
               "legal_actions.card"}


def cards_in(value, path: str, found: dict[str, Counter]) -> None:
    """Every card reachable from `value`, counted by field path (indices left out)."""
    if isinstance(value, Card):
        found.setdefault(path, Counter())[value] += 1
    elif dataclasses.is_dataclass(value):
        for field in dataclasses.fields(value):
            if path == "" and field.name == "options":
                continue
            cards_in(getattr(value, field.name), f"{path}.{field.name}".lstrip("."), found)
    elif isinstance(value, dict):
        for key, item in value.items():
            cards_in(key, path, found)
            cards_in(item, path, found)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            cards_in(item, path, found)


def hidden_from(table: Table, seat: int) -> Counter:
    """The cards `seat` cannot see: the pile, the other hands, the cards out of play."""
    hidden = Counter(table.pile) + Counter(table.out_of_play)
    for other, cards in enumerate(table.hands):
        if other != seat:
            hidden += Counter(cards)
    return hidden


def assert_view_leaks_nothing(table: Table, seat: int) -> None:
    view = view_of(table, seat)
    found: dict[str, Counter] = {}
    cards_in(view, "", found)
    assert set(found) <= CARD_FIELDS, f"cards shown in {set(found) - CARD_FIELDS}"
    shown = sum((found.get(f, Counter()) for f in ("hand", "discards", "cars.problems",
                                                 "cars.safeties")), Counter())
    # Counted, not looked up: a 25 in the discards and another on the pile are two cards,
    # and one more 25 in the view than the table has in sight is a leaked copy.
    deck = Counter(deck_list(table.options.deck))
    assert shown == deck - hidden_from(table, seat), (
        f"seat {seat} sees {shown - (deck - hidden_from(table, seat))} it cannot know, "
        f"misses {(deck - hidden_from(table, seat)) - shown}")
    assert Counter(view.hand) == Counter(table.hands[seat])
    assert set(found.get("legal_actions.card", ())) <= set(view.hand)
    if view.window is not None:
        assert view.window.attack in view.cars[view.window.car].problems
    # The sizes add up to the deck: the pile, the other hands and the cards out of play
    # are known by their number only.
    others = sum(size for other, size in enumerate(view.hand_sizes) if other != seat)
    assert sum(shown.values()) + view.pile_size + others + view.out_of_play == len(
        deck_list(table.options.deck))


@pytest.mark.parametrize("preset,changes", [
    ("1000_miles", {"players": 2}),
    ("1000_miles", {"players": 4, "teams": 2, "accumulation": True}),
    ("1000_milhas", {"players": 3, "counterflow": True}),
    ("classic", {"players": 3}),
    ("mile_by_mile", {"players": 2, "remove_protections": True}),
])
def test_no_view_shows_a_card_of_the_pile_or_of_another_hand(preset, changes):
    rng = random.Random(7)
    for seed in range(2):
        table = Table.new(make_options(preset, **changes), seed=seed)
        for _ in range(400):
            if table.phase != "playing":
                break
            for seat in range(table.seats):
                assert_view_leaks_nothing(table, seat)
            seat = table.seats_to_act()[0]
            table.apply(seat, rng.choice(table.legal_actions(seat)))
        for seat in range(table.seats):
            assert_view_leaks_nothing(table, seat)


def test_a_stacked_deal_sets_unused_cards_out_of_play_unseen():
    table = table_with([hand(C.MILE_25), hand(C.MILE_25)], pile=[C.MILE_25] * 3)
    assert table.out_of_play  # the rest of the deck was never dealt
    for seat in range(2):
        assert_view_leaks_nothing(table, seat)


@pytest.mark.parametrize("preset, players, teams", [
    ("1000_miles", 2, 0), ("1000_miles", 4, 2), ("classic", 6, 3), ("mile_by_mile", 4, 0),
    ("1000_milhas", 3, 0)])
def test_a_seat_view_built_from_another_seats_is_that_seats_whole_view(preset, players, teams):
    """seat_view shares the public facts of a view already built for another seat (the host
    builds one per seat after every action): every seat gets exactly view_of."""
    from game.rules import NextRound, seat_view

    table = Table.new(make_options(preset=preset, players=players, teams=teams), seed=5)
    rng = random.Random(1)
    for _ in range(300):
        first = view_of(table, rng.randrange(table.seats))
        for seat in range(table.seats):
            assert seat_view(table, seat, first) == view_of(table, seat)
        moves = [(s, a) for s in table.seats_to_act() for a in table.legal_actions(s)]
        if table.phase == "round_over":
            table.apply(0, NextRound())
        elif not moves:
            break
        else:
            table.apply(*rng.choice(moves))
