"""Scoring as data (RULES.md 6): points as you go and the bonuses at the end of a round."""

from __future__ import annotations

from dataclasses import dataclass

from .car import Car
from .events import Bonus


@dataclass(frozen=True, slots=True)
class Scoring:
    """One scheme: what miles, safeties and tricks are worth, and the round-end bonuses."""

    name: str
    miles_score: bool
    safety: int
    trick: int  # on top of the safety
    arrival: int
    pile_empty: int  # coronation / delayed action
    shutout: int  # hood / before anyone else moved
    no_200s: int
    all_safeties: int
    extension: int


SCORING: dict[str, Scoring] = {
    # 6.1: arrival, coronation, hood, no 200s
    "miles": Scoring("miles", True, 100, 300, 300, 300, 500, 300, 0, 0),
    # 6.2: trip, after the pile ran out, shutout, safe trip, all four safeties, extension
    "classic": Scoring("classic", True, 100, 300, 400, 300, 500, 300, 300, 200),
    # 6.3: races only
    "races": Scoring("races", False, 0, 0, 0, 0, 0, 0, 0, 0),
}

BONUS_NAMES = {
    "miles": ("arrival", "coronation", "hood", "no_200s"),
    "classic": ("trip", "delayed_action", "shutout", "safe_trip", "all_safeties", "extension"),
}


def round_bonuses(
    scoring: Scoring,
    cars: list[Car],
    winner: int | None,
    pile_was_empty: bool,
    extended_by: int | None,
    safety_kinds: int,
) -> list[Bonus]:
    """The bonuses of a finished round, in the order they are announced."""
    bonuses: list[Bonus] = []
    classic = scoring.name == "classic"
    if winner is not None and scoring.arrival:
        car = cars[winner]
        bonuses.append(Bonus(winner, "trip" if classic else "arrival", scoring.arrival))
        if pile_was_empty:
            bonuses.append(
                Bonus(winner, "delayed_action" if classic else "coronation", scoring.pile_empty)
            )
        if all(other.miles == 0 for other in cars if other is not car):
            bonuses.append(Bonus(winner, "shutout" if classic else "hood", scoring.shutout))
        if car.two_hundreds == 0:
            bonuses.append(Bonus(winner, "safe_trip" if classic else "no_200s", scoring.no_200s))
        if scoring.extension and extended_by is not None:
            if winner == extended_by:
                bonuses.append(Bonus(winner, "extension", scoring.extension))
            else:
                # RULES.md 6.2: "if not, every other side +200": every side but the one that
                # chose to go on (seed 002: "everyone else scores 200 instead")
                bonuses.extend(
                    Bonus(other.index, "extension", scoring.extension)
                    for other in cars if other.index != extended_by
                )
    if scoring.all_safeties:
        bonuses.extend(
            Bonus(car.index, "all_safeties", scoring.all_safeties)
            for car in cars if len(car.safeties) >= safety_kinds
        )
    return bonuses
