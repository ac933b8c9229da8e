"""Saving a table to JSON and loading it back to an identical table.

A save holds the whole state (so it can be read and compared) and what a replay needs: the
options, the seed, the exact deals (tables built with `Table.from_setup` or `Table.deal`) and
the action history. Loading replays the history from the start under the rules and requires
the stored state to equal the replayed one exactly, the discards' order aside (see
`UNORDERED`): a hand-edited or damaged save can never produce a state the rules do not reach.
A damaged or foreign save raises `SaveError` with a reason; nothing is half-loaded.

Version 1 saves (no seed, no deals) load when the caller knows the match's seed (the old match
saves kept it in their config, beside the table): `table_from_dict(data, seed=...)`.
"""

from __future__ import annotations

import json
from typing import Any

from .actions import Action, action_from_dict, action_to_dict
from .cards import Card
from .options import Options, OptionsError
from .reasons import IllegalAction
from .table import Deal, Table

FORMAT = "1000-miles-table"
VERSION = 2
VERSIONS = (1, 2)
# Beyond any real game: a long match (20 rounds, 6 players) is some 10,000 actions; a replay
# runs about 100,000 actions a second
MAX_HISTORY = 500_000
SEED_RANGE = range(-(1 << 63), 1 << 64)
# Kept in a save in the order the cards came, compared as a multiset: nothing hangs on that
# order (a reshuffle sorts the discards before it shuffles them, everything else counts
# them), and a save written before 51a01c7 holds the two cards one safety cured in the
# order of its process's string hashing, not the order they landed. Such a save loads; the
# table is the replayed one, in the order they landed.
UNORDERED = frozenset({"spent"})


class SaveError(ValueError):
    """A save that cannot be loaded: `reason` is "not_json", "foreign", "version" or
    "damaged"."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def table_to_dict(table: Table) -> dict[str, Any]:
    data = _state(table)
    data["history"] = [[seat, action_to_dict(action)] for seat, action in table.history]
    return data


def _state(table: Table) -> dict[str, Any]:
    """Everything but the history."""
    window = table.window
    rng_version, rng_state, rng_gauss = table.rng.getstate()
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": table.options.to_dict(),
        "seed": table.seed,
        "deals": [
            {"round": number, "hands": [[card.value for card in hand] for hand in deal.hands],
             "pile": [card.value for card in deal.pile], "first": deal.first}
            for number, deal in sorted(table.deals.items())
        ],
        "rng": [rng_version, list(rng_state), rng_gauss],
        "cars": [car.to_dict() for car in table.cars],
        "hands": [[card.value for card in hand] for hand in table.hands],
        "pile": [card.value for card in reversed(table.pile)],
        "spent": [card.value for card in table.spent],
        "out_of_play": [card.value for card in table.out_of_play],
        "round": table.round,
        "first_seat": table.first_seat,
        "current": table.current,
        "step": table.step,
        "phase": table.phase,
        "window": None if window is None else {
            "car": window.car, "attack": window.attack.value, "attacker": window.attacker,
            "prior_needs_green": window.prior_needs_green, "timed": window.timed,
        },
        "skips": list(table.skips),
        "reshuffles": table.reshuffles,
        "trip": table.trip,
        "extended_by": table.extended_by,
        "winner": table.winner,
    }


def table_to_json(table: Table) -> str:
    """The whole table and its history as a JSON string."""
    return json.dumps(table_to_dict(table), separators=(",", ":"))


def table_from_json(text: str | bytes, seed: int | None = None) -> Table:
    """Load a table saved by `table_to_json`; raise SaveError if it is damaged or foreign.
    `seed`: the match's seed, needed for a version 1 save (see `table_from_dict`)."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError) as error:
        # RecursionError: JSON nested deeper than Python's stack (an attack, not a save)
        raise SaveError("not_json", f"{type(error).__name__}: {error}") from error
    return table_from_dict(data, seed)


def table_from_dict(data: Any, seed: int | None = None) -> Table:
    """Load a table from `table_to_dict` output by replaying its history under the rules.

    `seed` is the match's seed where the caller keeps it: required for a version 1 save,
    which has none; for a newer save it must agree with the save's own. Raises SaveError
    ("foreign", "version" or "damaged") unless the stored state is exactly the replayed one.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("foreign")
    version = data.get("version")
    if type(version) is not int or version not in VERSIONS:
        raise SaveError("version", repr(version)[:40])
    if version == 1 and seed is None:
        raise SaveError("version", "a version 1 save loads only with the match's seed")
    try:
        return _load(data, version, seed)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OptionsError,
            IllegalAction, RecursionError, OverflowError) as error:
        raise SaveError("damaged", f"{type(error).__name__}: {error}"[:300]) from error


def _load(data: dict[str, Any], version: int, seed: int | None) -> Table:
    options = Options.from_dict(_of(data["options"], dict))
    if version == 1:
        deals: dict[int, Deal] = {}
    else:
        saved_seed = _int(data["seed"])
        if seed is not None and saved_seed != seed:
            raise SaveError("damaged", "the seed differs from the match's")
        seed = saved_seed
        deals = _deals(data["deals"], options)
    assert seed is not None
    if type(seed) is not int or seed not in SEED_RANGE:
        raise SaveError("damaged", "seed out of range")
    history = _history(data["history"])
    table = Table.replay(options, seed, history, deals)
    table.opening_events = []  # the match goes on: its first deal is long spoken
    replayed = _state(table)
    if version == 1:
        del replayed["seed"], replayed["deals"]
        replayed["version"] = 1
    # The replayed history is the parsed one, action for action, and each entry was checked
    # to be exactly its action's JSON form
    replayed["history"] = data["history"]
    _require_equal(data, replayed)
    return table


def _history(data: Any) -> list[tuple[int, Action]]:
    """The actions of a stored history, each entry exactly `[seat, action_to_dict(action)]`."""
    history = _of(data, list)
    if len(history) > MAX_HISTORY:
        raise SaveError("damaged", f"a history of {len(history)} actions")
    parsed: dict[str, tuple[int, Action]] = {}
    actions = []
    append = actions.append
    for entry in history:
        # The key shows the types (True is not 1 here, as in the JSON); a long history
        # repeats a few hundred distinct entries, each checked once
        key = repr(entry)
        step = parsed.get(key)
        if step is None:
            seat, stored = _of(entry, list)
            action = action_from_dict(_of(stored, dict))
            if _canonical(action_to_dict(action)) != _canonical(stored):
                raise SaveError("damaged", f"an action is not in its own form: {stored}"[:200])
            step = parsed[key] = (_int(seat), action)
        append(step)
    return actions


def _deals(data: Any, options: Options) -> dict[int, Deal]:
    deals: dict[int, Deal] = {}
    for entry in _of(data, list):
        entry = _of(entry, dict)
        if set(entry) != {"round", "hands", "pile", "first"}:
            raise SaveError("damaged", "a deal's keys")
        number = _int(entry["round"])
        if number in deals or not 1 <= number <= MAX_HISTORY:
            raise SaveError("damaged", f"a deal for round {number}"[:60])
        hands = tuple(tuple(Card(c) for c in _of(hand, list)) for hand in _of(entry["hands"], list))
        pile = tuple(Card(c) for c in _of(entry["pile"], list))
        deals[number] = Deal(hands, pile, _int(entry["first"]))
    return deals


def _require_equal(stored: dict[str, Any], replayed: dict[str, Any]) -> None:
    """The stored state is the replayed one, key by key, types included (1 is not true,
    1.0 is not 1): the canonical JSON of each value must match (of each item, in any order,
    for the keys in `UNORDERED`)."""
    if set(stored) != set(replayed):
        raise SaveError("damaged", f"keys differ: {sorted(set(stored) ^ set(replayed))}"[:200])
    for key, value in replayed.items():
        if key in UNORDERED:
            same = _multiset(_of(stored[key], list)) == _multiset(value)
        else:
            same = _canonical(stored[key]) == _canonical(value)
        if not same:
            raise SaveError("damaged", f"{key} is not what the history leads to")


def _multiset(values: list[Any]) -> list[str]:
    return sorted(_canonical(value) for value in values)


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=True)


def _of(value: Any, kind: type) -> Any:
    if type(value) is not kind:
        raise TypeError(f"expected a {kind.__name__}, found {type(value).__name__}")
    return value


def _int(value: Any) -> int:
    if type(value) is not int:
        raise ValueError(f"not a whole number: {value!r}"[:80])
    return value
