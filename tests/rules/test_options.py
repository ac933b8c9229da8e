"""RULES.md 1 and 8: presets, owner options and their refusals with reason codes."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import PRESETS, Options, OptionsError, make_options, with_changes


@pytest.mark.parametrize(("preset", "changes", "code"), [
    ("1000_miles", {"players": 7}, "seven_players"),
    ("1000_miles", {"players": 7, "teams": 2}, "teams_not_offered"),
    ("1000_miles", {"players": 5, "teams": 2}, "teams_not_offered"),
    ("1000_miles", {"players": 6, "teams": 4}, "teams_layout"),
    ("1000_miles", {"players": 1}, "players"),
    ("1000_miles", {"players": 8}, "players"),
    ("1000_miles", {"score_limit": 999}, "score_limit"),
    ("1000_miles", {"score_limit": 500_001}, "score_limit"),
    ("1000_miles", {"races_to_win": 2}, "not_for_preset"),
    ("1000_miles", {"trip": 700}, "not_for_preset"),
    ("1000_miles", {"counterflow": False}, "not_for_preset"),
    ("1000_miles", {"remove_protections": True}, "not_for_preset"),
    ("1000_miles", {"colour": "red"}, "unknown_option"),
    ("1000_miles", {"accumulation": 1}, "bad_value"),
    ("1000_miles", {"players": True}, "bad_value"),
    ("nope", {}, "unknown_preset"),
    ("mile_by_mile", {"score_limit": 5000}, "not_for_preset"),
    ("mile_by_mile", {"players": 4, "teams": 2}, "not_for_preset"),
    ("mile_by_mile", {"races_to_win": 0}, "races_to_win"),
    ("mile_by_mile", {"races_to_win": 11}, "races_to_win"),
    ("mile_by_mile", {"trip": 800}, "trip"),
    ("classic", {"players": 5}, "players"),
    ("classic", {"players": 8, "teams": 2}, "teams_not_offered"),
    ("classic", {"players": 6, "teams": 2}, "teams_layout"),
    ("classic", {"counterflow": True}, "not_for_preset"),
])
def test_refused_options(preset, changes, code):
    with pytest.raises(OptionsError) as caught:
        make_options(preset, **changes)
    assert caught.value.code == code


@pytest.mark.parametrize(("preset", "deck", "trip", "accumulation", "reshuffle"), [
    ("1000_miles", 121, 1000, False, True),
    ("1000_milhas", 106, 1000, False, True),
    ("classic", 106, 700, False, False),
    ("mile_by_mile", 104, 1000, True, True),
])
def test_preset_defaults(preset, deck, trip, accumulation, reshuffle):
    options = make_options(preset)
    assert options.deck_size == deck and options.trip == trip
    assert options.accumulation is accumulation and options.reshuffle is reshuffle
    assert options.players == 2 and options.solo


def test_option_values_and_limits():
    assert make_options(score_limit=1000).score_limit == 1000
    assert make_options(score_limit=500_000).score_limit == 500_000
    assert make_options().score_limit == 5000
    assert make_options("mile_by_mile").races_to_win == 1
    assert make_options("mile_by_mile", races_to_win=10, trip=700).trip == 700
    assert make_options(accumulation=True, reshuffle=False).accumulation
    assert make_options("1000_milhas", counterflow=True).deck_size == 121
    assert make_options("mile_by_mile", remove_protections=True).deck_size == 105
    for players in range(2, 7):
        assert make_options(players=players).car_count == players


def test_with_changes_and_round_trip():
    options = make_options("1000_miles", players=6, teams=3, accumulation=True)
    assert with_changes(options, teams=2).car_count == 2
    with pytest.raises(OptionsError):
        with_changes(options, players=7)
    for preset in PRESETS:
        made = make_options(preset)
        assert Options.from_dict(made.to_dict()) == made
    with pytest.raises(OptionsError):
        Options.from_dict({**options.to_dict(), "preset": "bogus"})


CODES = {
    "unknown_preset", "unknown_option", "bad_value", "players", "seven_players",
    "teams_not_offered", "teams_layout", "score_limit", "not_for_preset", "races_to_win", "trip",
}


@settings(max_examples=300, deadline=None)
@given(
    preset=st.sampled_from(PRESETS),
    changes=st.fixed_dictionaries({}, optional={
        "players": st.integers(0, 10),
        "teams": st.integers(0, 5),
        "score_limit": st.one_of(st.none(), st.integers(0, 600_000)),
        "races_to_win": st.one_of(st.none(), st.integers(-1, 12)),
        "accumulation": st.booleans(),
        "reshuffle": st.booleans(),
        "counterflow": st.booleans(),
        "trip": st.sampled_from([700, 1000, 900]),
        "remove_protections": st.booleans(),
    }),
)
def test_any_options_are_valid_or_refused_with_a_known_code(preset, changes):
    try:
        options = make_options(preset, **changes)
    except OptionsError as error:
        assert error.code in CODES
        return
    assert options.preset == preset
    assert Options.from_dict(options.to_dict()) == options
    assert 2 <= options.players <= 9 and options.players != 7
    if options.teams:
        assert options.players % options.teams == 0 and options.preset != "mile_by_mile"
    rules = options.rules
    if rules.uses_score_limit:
        assert 1000 <= options.score_limit <= 500_000
    else:
        assert 1 <= options.races_to_win <= 10
