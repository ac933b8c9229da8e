"""Random simulation: many rounds of random legal actions keep every invariant.

Every preset, player counts, teams and option combinations. After each action: the cards add
up to the deck, hands hold at most seven, miles stay in 0..trip, no car keeps a problem its
safeties protect against, legal actions are accepted and sampled others refused, round over
means only NextRound, views hide other hands, clones, search copies and saves behave like
the original.
Same seed and same actions give the same events, whatever the global `random` does, and the
same table in another process, whatever its string hashing.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    ATTACK_FAMILY,
    Card,
    CloseWindow,
    Discard,
    Draw,
    Extend,
    IllegalAction,
    NextRound,
    Play,
    Table,
    Trick,
    make_options,
    table_from_json,
    table_to_json,
    view_of,
)
from game.rules.cards import deck_list

from .helpers import run_with_hash_seed

CONFIGS = [
    ("1000_miles", {"players": 2}),
    ("1000_miles", {"players": 3, "accumulation": True}),
    ("1000_miles", {"players": 4, "reshuffle": False}),
    ("1000_miles", {"players": 6, "accumulation": True, "reshuffle": False}),
    ("1000_miles", {"players": 4, "teams": 2, "score_limit": 1000}),
    ("1000_miles", {"players": 6, "teams": 3, "accumulation": True}),
    ("1000_miles", {"players": 9, "teams": 3, "reshuffle": False}),
    ("1000_miles", {"players": 8, "teams": 4}),
    ("1000_milhas", {"players": 2}),
    ("1000_milhas", {"players": 3, "counterflow": True, "reshuffle": False}),
    ("1000_milhas", {"players": 6, "teams": 2, "counterflow": True, "accumulation": True}),
    ("classic", {"players": 2}),
    ("classic", {"players": 3, "score_limit": 1000}),
    ("classic", {"players": 4}),
    ("classic", {"players": 6, "teams": 3}),
    ("mile_by_mile", {"players": 2}),
    ("mile_by_mile", {"players": 5, "remove_protections": True, "trip": 700}),
    ("mile_by_mile", {"players": 3, "races_to_win": 2, "reshuffle": False}),
]

SAVE_EVERY = 100  # a JSON save/load round trip and a clone check every so many actions
MAX_ACTIONS = 20_000  # per round: a round always ends before (the 20-rebuild limit)


def fingerprint(table: Table) -> tuple:
    """A cheap picture of the whole state (the JSON save grows with the history)."""
    return (
        tuple(map(tuple, table.hands)), tuple(table.pile), tuple(table.spent),
        tuple(tuple(sorted(car.to_dict().items(), key=str)) for car in table.cars),
        table.current, table.step, table.phase, repr(table.window), tuple(table.skips),
        table.reshuffles, table.trip, table.extended_by, table.winner, len(table.history),
        table.rng.getstate(),
    )


def without_history(table: Table) -> tuple:
    """`fingerprint` but for the history's length (a search copy keeps none)."""
    state = fingerprint(table)
    return state[:13] + state[14:]


def candidates(table: Table, seat: int, rng: random.Random) -> list:
    """A few actions to try on `seat`, legal or not."""
    hand = table.hands[seat]
    cards = list(Card)
    some = [Draw(), CloseWindow(), NextRound(), Extend(True), Trick(rng.choice(cards)),
            Discard(rng.choice(cards)), Play(rng.choice(cards), rng.randrange(-1, 5))]
    if hand:
        card = rng.choice(hand)
        some += [Play(card), Play(card, rng.randrange(table.car_count)), Discard(card),
                 Trick(card)]
    return some


def would_be_wasted(table: Table, seat: int, action) -> bool:
    """Mile by Mile discards an illegal card instead of refusing it."""
    return (
        table.options.rules.illegal_play == "discard" and isinstance(action, Play)
        and seat == table.current and table.phase == "playing" and table.step == "play"
        and action.card in table.hands[seat]
    )


def check(table: Table, deck: Counter, rng: random.Random) -> None:
    assert Counter(table.all_cards()) == deck
    assert all(len(hand) <= 7 for hand in table.hands)
    for car in table.cars:
        assert 0 <= car.miles <= table.trip
        assert not (set(car.problems) & car.shield)
        for family, card in car.problems.items():
            assert ATTACK_FAMILY[card] is family
    if table.phase in ("round_over", "match_over"):
        assert table.window is None
        for seat in range(table.seats):
            allowed = [NextRound()] if table.phase == "round_over" and seat == 0 else []
            assert table.legal_actions(seat) == allowed
    elif table.phase == "playing":
        assert table.seats_to_act(), "a playing table must have a seat to act"
    seat = rng.randrange(table.seats)
    view = view_of(table, seat)
    assert view.hand == tuple(table.hands[seat])
    assert view.hand_sizes == tuple(len(hand) for hand in table.hands)
    # legal actions are accepted by why_illegal; sampled others are refused untouched
    legal = table.legal_actions(seat)
    for action in legal:
        assert table.why_illegal(seat, action) is None, (seat, action)
    for action in rng.sample(candidates(table, seat, rng), 3):
        if action in legal:
            continue
        assert table.why_illegal(seat, action) is not None, (seat, action)
        if would_be_wasted(table, seat, action):
            continue
        before = fingerprint(table)
        with pytest.raises(IllegalAction):
            table.apply(seat, action)
        assert fingerprint(table) == before


def play_match(preset: str, changes: dict, seed: int, rounds: int, thorough: bool = True):
    """Play up to `rounds` rounds with random legal actions; return every event."""
    options = make_options(preset, **changes)
    table = Table.new(options, seed=seed)
    deck = Counter(deck_list(options.deck))
    rng = random.Random(seed * 7919 + 1)
    events = list(table.opening_events)
    count = 0
    while not table.is_terminal:
        if table.phase == "round_over":
            if table.round >= rounds:
                break
            first = table.first_seat
            events += table.apply(0, NextRound())
            assert table.first_seat == (first + 1) % table.seats
            continue
        for _ in range(MAX_ACTIONS):
            if table.phase != "playing" and table.phase != "extension":
                break
            seat = rng.choice(table.seats_to_act())
            action = rng.choice(table.legal_actions(seat))
            count += 1
            if thorough and count % SAVE_EVERY == 0:
                twin = table.clone()
                search = table.search_copy()
                text = table_to_json(table)
                loaded = table_from_json(text)
                assert table_to_json(loaded) == text
                expected = table.apply(seat, action)
                events += expected
                assert twin.apply(seat, action) == expected
                assert loaded.apply(seat, action) == expected
                assert fingerprint(twin) == fingerprint(table) == fingerprint(loaded)
                # a search copy builds no events and keeps no history, and plays the same
                assert search.apply_unchecked(seat, action) == []
                assert not search.history
                assert without_history(search) == without_history(table)
            else:
                events += table.apply(seat, action)
            if thorough:
                check(table, deck, rng)
        else:
            raise AssertionError("a round did not end")
    return table, events


@pytest.mark.parametrize(("preset", "changes"), CONFIGS, ids=lambda v: str(v))
def test_random_rounds_keep_every_invariant(preset, changes):
    for seed in range(2):
        table, events = play_match(preset, changes, seed, rounds=1)
        assert table.phase in ("round_over", "match_over")


@pytest.mark.parametrize(("preset", "changes"), CONFIGS[::3], ids=lambda v: str(v))
def test_long_matches_reach_their_end(preset, changes):
    changes = dict(changes)
    if preset == "mile_by_mile":
        changes["races_to_win"] = 2
    else:
        changes["score_limit"] = 2000
    for seed in range(2):
        table, _ = play_match(preset, changes, 100 + seed, rounds=40, thorough=False)
        assert table.is_terminal


@settings(max_examples=8, deadline=None)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_property_any_random_legal_play_keeps_invariants(config, seed):
    preset, changes = config
    play_match(preset, changes, seed, rounds=1)


@pytest.mark.parametrize(("preset", "changes"), CONFIGS[::4], ids=lambda v: str(v))
def test_same_seed_same_actions_same_events_whatever_global_random_does(preset, changes):
    def run(disturb: bool):
        options = make_options(preset, **changes)
        table = Table.new(options, seed=42)
        chooser = random.Random(9)
        disturber = random.Random(disturb)
        events = list(table.opening_events)
        for _ in range(600):
            if table.is_terminal:
                break
            if table.phase == "round_over":
                events += table.apply(0, NextRound())
                continue
            seat = chooser.choice(table.seats_to_act())
            events += table.apply(seat, chooser.choice(table.legal_actions(seat)))
            if disturb:
                random.seed(disturber.random())
                random.shuffle(list(range(10)))
        return events, table_to_json(table)

    assert run(False) == run(True)


_DIGEST = """
import hashlib, sys
from tests.rules.test_simulation import CONFIGS, play_match
from game.rules import table_to_json
for preset, changes in CONFIGS:
    for seed in range(3):
        table, events = play_match(preset, changes, 500 + seed, rounds=3, thorough=False)
        text = table_to_json(table) + repr(events)
        print(hashlib.sha256(text.encode()).hexdigest()[:16])
"""


def test_same_seed_same_actions_same_table_in_another_process():
    """A journal or a save is replayed by another process, whose string hashing (and so the
    order of any set of cards or families) differs: random play of every configuration must
    give the same table and events under different `PYTHONHASHSEED`s."""
    digests = [run_with_hash_seed(_DIGEST, hash_seed).split() for hash_seed in ("1", "4", "7")]
    assert digests[0] and digests[0] == digests[1] == digests[2]
