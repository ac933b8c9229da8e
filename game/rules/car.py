"""A car: the miles, problems and safeties of one solo player or one team (RULES.md 3)."""

from __future__ import annotations

from .cards import BREAKDOWNS, SAFETY_FAMILIES, STOPPERS, Card, Family


class Car:
    """Mutable state of one car during a match. Owned and changed only by the table."""

    __slots__ = (
        "index", "miles", "problems", "safeties", "shield", "two_hundreds", "needs_green",
        "score", "races", "tricks",
    )

    def __init__(self, index: int) -> None:
        self.index = index
        self.miles = 0
        self.problems: dict[Family, Card] = {}
        self.safeties: list[Card] = []
        self.shield: set[Family] = set()
        self.two_hundreds = 0
        self.needs_green = True
        self.score = 0
        self.races = 0
        self.tricks = 0

    def reset_round(self) -> None:
        """Every car starts a round stopped, needing a green light (RULES.md 3)."""
        self.miles = 0
        self.problems = {}
        self.safeties = []
        self.shield = set()
        self.two_hundreds = 0
        self.needs_green = True
        self.tricks = 0

    def add_safety(self, card: Card) -> None:
        self.safeties.append(card)
        self.shield |= SAFETY_FAMILIES[card]
        if Family.STOP in self.shield:
            # Right of way: never needs a green light again this round
            self.needs_green = False

    def remove_safeties(self) -> list[Card]:
        removed, self.safeties, self.shield = self.safeties, [], set()
        return removed

    @property
    def is_stopped(self) -> bool:
        if self.needs_green:
            return True
        problems = self.problems
        return bool(problems) and any(family in STOPPERS for family in problems)

    @property
    def has_breakdown(self) -> bool:
        return any(family in BREAKDOWNS for family in self.problems)

    @property
    def can_drive(self) -> bool:
        return not self.is_stopped

    def copy(self) -> Car:
        other = Car.__new__(Car)
        other.index = self.index
        other.miles = self.miles
        other.problems = dict(self.problems)
        other.safeties = list(self.safeties)
        other.shield = set(self.shield)
        other.two_hundreds = self.two_hundreds
        other.needs_green = self.needs_green
        other.score = self.score
        other.races = self.races
        other.tricks = self.tricks
        return other

    def to_dict(self) -> dict:
        return {
            "miles": self.miles,
            "problems": [card.value for card in self.problems.values()],
            "safeties": [card.value for card in self.safeties],
            "two_hundreds": self.two_hundreds,
            "needs_green": self.needs_green,
            "score": self.score,
            "races": self.races,
            "tricks": self.tricks,
        }
