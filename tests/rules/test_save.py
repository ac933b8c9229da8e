"""Saving and loading: the same state, the same future; damaged saves refused."""

import json

import pytest

from game.rules import (
    Draw,
    SaveError,
    Table,
    make_options,
    table_from_json,
    table_to_json,
)

from .helpers import C, hand, place, play, table_with


def play_a_while(table, steps, seed=1):
    import random

    rng = random.Random(seed)
    for _ in range(steps):
        seat = table.seats_to_act()[-1]
        actions = table.legal_actions(seat)
        if not actions:
            break
        table.apply(seat, rng.choice(actions))


@pytest.mark.parametrize("preset", ["1000_miles", "1000_milhas", "classic", "mile_by_mile"])
def test_a_round_trip_gives_the_same_state_and_future(preset):
    table = Table.new(make_options(preset, players=3), seed=11)
    play_a_while(table, 40)
    text = table_to_json(table)
    loaded = table_from_json(text)
    assert table_to_json(loaded) == text
    play_a_while(table, 60, seed=2)
    play_a_while(loaded, 60, seed=2)
    assert table_to_json(loaded) == table_to_json(table)


def test_an_open_window_survives_a_save():
    table = table_with([hand(C.ACCIDENT), hand(C.DRIVING_ACE)])
    place(table, 1, 100)
    play(table, 0, C.ACCIDENT, 1)
    loaded = table_from_json(table_to_json(table))
    assert loaded.window is not None and loaded.legal_actions(1) == table.legal_actions(1)


@pytest.mark.parametrize(("text", "reason"), [
    ("not json", "not_json"),
    ("[]", "foreign"),
    ('{"format": "other"}', "foreign"),
])
def test_foreign_saves_are_refused(text, reason):
    with pytest.raises(SaveError) as caught:
        table_from_json(text)
    assert caught.value.reason == reason


def test_damaged_saves_are_refused():
    table = Table.new(make_options(), seed=3)
    table.apply(0, Draw())
    data = json.loads(table_to_json(table))
    wrong_version = dict(data, version=99)
    with pytest.raises(SaveError) as caught:
        table_from_json(json.dumps(wrong_version))
    assert caught.value.reason == "version"
    for key, value in [("pile", data["pile"][1:]), ("current", 9), ("phase", "dancing"),
                       ("hands", data["hands"][:1]), ("cars", [])]:
        with pytest.raises(SaveError) as caught:
            table_from_json(json.dumps(dict(data, **{key: value})))
        assert caught.value.reason == "damaged"
