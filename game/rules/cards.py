"""Cards as data: every card kind of every preset, what it does, and the decks.

Rule differences between presets live in these tables, not in the table's code: an attack
belongs to a *family* (stop, limit, gas, tire, accident, reverse); a defense cures one family;
a safety protects from one or more families. The Mile by Mile cards (Stop, Start, Turn back,
...) are other names for the same families (RULES.md 2.3).
"""

from __future__ import annotations

from enum import Enum


class Card(str, Enum):
    """A card kind. The value is the stable id used in saves, sounds and language files."""

    MILE_25 = "mile_25"
    MILE_50 = "mile_50"
    MILE_75 = "mile_75"
    MILE_100 = "mile_100"
    MILE_200 = "mile_200"
    RED_LIGHT = "red_light"
    SPEED_LIMIT = "speed_limit"
    OUT_OF_GAS = "out_of_gas"
    FLAT_TIRE = "flat_tire"
    ACCIDENT = "accident"
    COUNTERFLOW = "counterflow"
    GREEN_LIGHT = "green_light"
    END_OF_LIMIT = "end_of_limit"
    GAS = "gas"
    SPARE_TIRE = "spare_tire"
    REPAIRS = "repairs"
    END_OF_COUNTERFLOW = "end_of_counterflow"
    RIGHT_OF_WAY = "right_of_way"
    EXTRA_TANK = "extra_tank"
    PUNCTURE_PROOF = "puncture_proof"
    DRIVING_ACE = "driving_ace"
    # Mile by Mile (seed 004)
    STOP = "stop"
    START = "start"
    TURN_BACK = "turn_back"
    TURN_ROUND = "turn_round"
    SKIP_TURN = "skip_turn"
    REMOVE_PROTECTIONS = "remove_protections"
    STOP_PROTECTION = "stop_protection"
    GAS_PROTECTION = "gas_protection"
    LIMIT_PROTECTION = "limit_protection"
    ACCIDENT_PROTECTION = "accident_protection"
    TURN_BACK_PROTECTION = "turn_back_protection"
    TIRE_PROTECTION = "tire_protection"

    def __str__(self) -> str:
        return self.value


class Family(str, Enum):
    """What an attack does to a car; defenses and safeties answer families, not cards."""

    STOP = "stop"
    LIMIT = "limit"
    GAS = "gas"
    TIRE = "tire"
    ACCIDENT = "accident"
    REVERSE = "reverse"

    def __str__(self) -> str:
        return self.value


class Kind(str, Enum):
    DISTANCE = "distance"
    ATTACK = "attack"
    DEFENSE = "defense"
    SAFETY = "safety"
    SPECIAL = "special"


C = Card
F = Family

DISTANCE: dict[Card, int] = {C.MILE_25: 25, C.MILE_50: 50, C.MILE_75: 75, C.MILE_100: 100, C.MILE_200: 200}

ATTACK_FAMILY: dict[Card, Family] = {
    C.RED_LIGHT: F.STOP, C.STOP: F.STOP,
    C.SPEED_LIMIT: F.LIMIT,
    C.OUT_OF_GAS: F.GAS,
    C.FLAT_TIRE: F.TIRE,
    C.ACCIDENT: F.ACCIDENT,
    C.COUNTERFLOW: F.REVERSE, C.TURN_BACK: F.REVERSE,
}

DEFENSE_FAMILY: dict[Card, Family] = {
    C.GREEN_LIGHT: F.STOP, C.START: F.STOP,
    C.END_OF_LIMIT: F.LIMIT,
    C.GAS: F.GAS,
    C.SPARE_TIRE: F.TIRE,
    C.REPAIRS: F.ACCIDENT,
    C.END_OF_COUNTERFLOW: F.REVERSE, C.TURN_ROUND: F.REVERSE,
}

SAFETY_FAMILIES: dict[Card, frozenset[Family]] = {
    C.RIGHT_OF_WAY: frozenset({F.STOP, F.LIMIT}),
    C.EXTRA_TANK: frozenset({F.GAS}),
    C.PUNCTURE_PROOF: frozenset({F.TIRE}),
    C.DRIVING_ACE: frozenset({F.ACCIDENT, F.REVERSE}),
    C.STOP_PROTECTION: frozenset({F.STOP}),
    C.GAS_PROTECTION: frozenset({F.GAS}),
    C.LIMIT_PROTECTION: frozenset({F.LIMIT}),
    C.ACCIDENT_PROTECTION: frozenset({F.ACCIDENT}),
    C.TURN_BACK_PROTECTION: frozenset({F.REVERSE}),
    C.TIRE_PROTECTION: frozenset({F.TIRE}),
}

SPECIAL = frozenset({C.SKIP_TURN, C.REMOVE_PROTECTIONS})

# Breakdowns stop the car and leave it needing a green light once cured (RULES.md 3, 4).
BREAKDOWNS = frozenset({F.GAS, F.TIRE, F.ACCIDENT})
# Families that stop a car; the others (limit, reverse) are restrictions.
STOPPERS = frozenset({F.STOP, F.GAS, F.TIRE, F.ACCIDENT})
RESTRICTIONS = frozenset({F.LIMIT, F.REVERSE})


def kind_of(card: Card) -> Kind:
    """The kind of a card: distance, attack, defense, safety or special."""
    return KIND[card]


KIND: dict[Card, Kind] = {}
for _card in Card:
    if _card in DISTANCE:
        KIND[_card] = Kind.DISTANCE
    elif _card in ATTACK_FAMILY:
        KIND[_card] = Kind.ATTACK
    elif _card in DEFENSE_FAMILY:
        KIND[_card] = Kind.DEFENSE
    elif _card in SAFETY_FAMILIES:
        KIND[_card] = Kind.SAFETY
    else:
        KIND[_card] = Kind.SPECIAL
del _card

# A card that needs a target car (an opponent's).
TARGETED = frozenset(ATTACK_FAMILY) | {C.REMOVE_PROTECTIONS}

_DISTANCES = {C.MILE_25: 10, C.MILE_50: 10, C.MILE_75: 10, C.MILE_100: 12, C.MILE_200: 4}

# RULES.md 2.1
DECK_1000_MILES: dict[Card, int] = {
    **_DISTANCES,
    C.RED_LIGHT: 5, C.SPEED_LIMIT: 4, C.OUT_OF_GAS: 3, C.FLAT_TIRE: 3, C.ACCIDENT: 3,
    C.COUNTERFLOW: 6,
    C.GREEN_LIGHT: 14, C.END_OF_LIMIT: 6, C.GAS: 6, C.SPARE_TIRE: 6, C.REPAIRS: 6,
    C.END_OF_COUNTERFLOW: 9,
    C.RIGHT_OF_WAY: 1, C.EXTRA_TANK: 1, C.PUNCTURE_PROOF: 1, C.DRIVING_ACE: 1,
}

# RULES.md 2.1 without counterflow, and 2.2
DECK_NO_COUNTERFLOW: dict[Card, int] = {
    card: n for card, n in DECK_1000_MILES.items()
    if card not in (C.COUNTERFLOW, C.END_OF_COUNTERFLOW)
}

# RULES.md 2.3, with the ruling of ten Skip a turn cards
DECK_MILE_BY_MILE: dict[Card, int] = {
    **_DISTANCES,
    C.START: 10,
    C.GAS: 4, C.SPARE_TIRE: 4, C.REPAIRS: 4, C.TURN_ROUND: 4, C.END_OF_LIMIT: 4,
    C.STOP: 2, C.ACCIDENT: 2, C.TURN_BACK: 2, C.OUT_OF_GAS: 2, C.FLAT_TIRE: 2, C.SPEED_LIMIT: 2,
    C.STOP_PROTECTION: 1, C.GAS_PROTECTION: 1, C.LIMIT_PROTECTION: 1,
    C.ACCIDENT_PROTECTION: 1, C.TURN_BACK_PROTECTION: 1, C.TIRE_PROTECTION: 1,
    C.SKIP_TURN: 10,
}


def deck_list(counts: dict[Card, int]) -> list[Card]:
    """The deck as a list in a canonical order (the order before shuffling)."""
    return [card for card in Card for _ in range(counts.get(card, 0))]
