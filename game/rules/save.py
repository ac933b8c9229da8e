"""Saving a table to JSON and loading it back to an identical table.

A damaged or foreign save raises `SaveError` with a reason; nothing is half-loaded.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from .actions import action_from_dict, action_to_dict
from .car import Car
from .cards import ATTACK_FAMILY, Card, deck_list
from .options import Options, OptionsError
from .table import PHASES, STEPS, Table, Window

FORMAT = "1000-miles-table"
VERSION = 1


class SaveError(ValueError):
    """A save that cannot be loaded: `reason` is "not_json", "foreign", "version" or
    "damaged"."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def table_to_dict(table: Table) -> dict[str, Any]:
    window = table.window
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": table.options.to_dict(),
        "rng": _rng_to_json(table.rng),
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
        "history": [[seat, action_to_dict(action)] for seat, action in table.history],
    }


def table_to_json(table: Table) -> str:
    """The whole table and its history as a JSON string."""
    return json.dumps(table_to_dict(table), separators=(",", ":"))


def table_from_json(text: str | bytes) -> Table:
    """Load a table saved by `table_to_json`; raise SaveError if it is damaged or foreign."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as error:
        raise SaveError("not_json", str(error)) from error
    return table_from_dict(data)


def table_from_dict(data: Any) -> Table:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("foreign")
    if data.get("version") != VERSION:
        raise SaveError("version", str(data.get("version")))
    try:
        return _load(data)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OptionsError) as error:
        raise SaveError("damaged", f"{type(error).__name__}: {error}") from error


def _load(data: dict[str, Any]) -> Table:
    options = Options.from_dict(data["options"])
    table = Table(options, 0)
    table.rng = _rng_from_json(data["rng"])
    cars = data["cars"]
    if len(cars) != table.car_count:
        raise SaveError("damaged", "car count")
    table.cars = [_car_from_dict(i, car) for i, car in enumerate(cars)]
    hands = data["hands"]
    if len(hands) != table.seats:
        raise SaveError("damaged", "hand count")
    table.hands = [[Card(c) for c in hand] for hand in hands]
    table.pile = [Card(c) for c in reversed(data["pile"])]
    table.spent = [Card(c) for c in data["spent"]]
    table.out_of_play = [Card(c) for c in data["out_of_play"]]
    table.round = _int(data["round"])
    table.first_seat = _seat(table, data["first_seat"])
    table.current = _seat(table, data["current"])
    table.step = data["step"]
    table.phase = data["phase"]
    if table.step not in STEPS or table.phase not in PHASES:
        raise SaveError("damaged", "step or phase")
    window = data["window"]
    if window is not None:
        attack = Card(window["attack"])
        if attack not in ATTACK_FAMILY:
            raise SaveError("damaged", "window attack")
        table.window = Window(
            _car_index(table, window["car"]), attack, _seat(table, window["attacker"]),
            bool(window["prior_needs_green"]), bool(window["timed"]),
        )
    table.skips = [_int(n) for n in data["skips"]]
    if len(table.skips) != table.seats:
        raise SaveError("damaged", "skips")
    table.reshuffles = _int(data["reshuffles"])
    table.trip = _int(data["trip"])
    table.extended_by = None if data["extended_by"] is None else _car_index(table, data["extended_by"])
    table.winner = None if data["winner"] is None else _car_index(table, data["winner"])
    table.history = [(_seat(table, seat), action_from_dict(a)) for seat, a in data["history"]]
    if Counter(table.all_cards()) != Counter(deck_list(options.deck)):
        raise SaveError("damaged", "cards do not add up to the deck")
    return table


def _car_from_dict(index: int, data: dict[str, Any]) -> Car:
    car = Car(index)
    car.miles = _int(data["miles"])
    for value in data["problems"]:
        card = Card(value)
        car.problems[ATTACK_FAMILY[card]] = card
    for value in data["safeties"]:
        car.add_safety(Card(value))
    car.two_hundreds = _int(data["two_hundreds"])
    car.needs_green = bool(data["needs_green"])
    car.score = _int(data["score"])
    car.races = _int(data["races"])
    car.tricks = _int(data["tricks"])
    return car


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _seat(table: Table, value: Any) -> int:
    seat = _int(value)
    if not 0 <= seat < table.seats:
        raise ValueError(f"no seat {seat}")
    return seat


def _car_index(table: Table, value: Any) -> int:
    car = _int(value)
    if not 0 <= car < table.car_count:
        raise ValueError(f"no car {car}")
    return car


def _rng_to_json(rng: random.Random) -> list:
    version, state, gauss = rng.getstate()
    return [version, list(state), gauss]


def _rng_from_json(data: list) -> random.Random:
    rng = random.Random()
    version, state, gauss = data
    rng.setstate((version, tuple(_int(n) for n in state), gauss))
    return rng
