"""Options and presets: one frozen, validated options object per table (RULES.md 1).

A preset is a named bundle of rule values (fixed for the preset) and default owner options
(changeable by the table owner). `make_options` applies the owner's changes to a preset and
refuses anything invalid with an `OptionsError` carrying a reason code; nothing is silently
corrected.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .cards import DECK_1000_MILES, DECK_MILE_BY_MILE, DECK_NO_COUNTERFLOW, Card

PRESETS = ("1000_miles", "1000_milhas", "classic", "mile_by_mile")

SCORE_LIMIT_MIN, SCORE_LIMIT_MAX = 1_000, 500_000
RACES_MIN, RACES_MAX = 1, 10

# RULES.md 8: players -> the possible numbers of teams
TEAM_LAYOUTS_1000: dict[int, tuple[int, ...]] = {4: (2,), 6: (2, 3), 8: (2, 4), 9: (3,)}
TEAM_LAYOUTS_CLASSIC: dict[int, tuple[int, ...]] = {4: (2,), 6: (3,)}


class OptionsError(ValueError):
    """Refused options; `code` is a stable reason the front end can speak."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Preset:
    """The fixed rules of one source document."""

    name: str
    min_players: int
    max_solo: int
    team_layouts: dict[int, tuple[int, ...]]
    scoring: str  # "miles" (6.1), "classic" (6.2) or "races" (6.3)
    trick: str  # "window" (until the next player draws or plays), "timed" (5 s), "none"
    illegal_play: str  # "refuse" or "discard"
    auto_draw: bool
    max_200s: int | None
    restrictions_on_stopped: bool
    ends_on_empty_hand: bool  # 1000 milhas: a hand empty after the pile ran out ends the round
    counterflow_option: bool  # the owner may switch counterflow cards on or off
    trip_choices: tuple[int, ...]  # the owner may choose among these (empty: derived)
    uses_score_limit: bool
    defaults: dict[str, Any] = field(default_factory=dict)


PRESET_RULES: dict[str, Preset] = {
    "1000_miles": Preset(
        "1000_miles", 2, 6, TEAM_LAYOUTS_1000, "miles", "window", "refuse", False, 2,
        False, False, False, (), True,
        {"accumulation": False, "reshuffle": True, "counterflow": True, "score_limit": 5000},
    ),
    "1000_milhas": Preset(
        "1000_milhas", 2, 6, TEAM_LAYOUTS_1000, "miles", "window", "refuse", False, 2,
        True, True, True, (), True,
        {"accumulation": False, "reshuffle": True, "counterflow": False, "score_limit": 5000},
    ),
    "classic": Preset(
        "classic", 2, 4, TEAM_LAYOUTS_CLASSIC, "classic", "timed", "refuse", True, 2,
        False, False, False, (), True,
        {"accumulation": False, "reshuffle": False, "counterflow": False, "score_limit": 5000},
    ),
    "mile_by_mile": Preset(
        "mile_by_mile", 2, 6, {}, "races", "none", "discard", False, None,
        False, False, False, (1000, 700), False,
        {"accumulation": True, "reshuffle": True, "counterflow": True, "races_to_win": 1,
         "trip": 1000, "remove_protections": False},
    ),
}

OWNER_OPTIONS = (
    "players", "teams", "score_limit", "races_to_win", "accumulation", "reshuffle",
    "counterflow", "trip", "remove_protections",
)


@dataclass(frozen=True, slots=True)
class Options:
    """Everything that decides how a table plays. Build it with `make_options`."""

    preset: str = "1000_miles"
    players: int = 2
    teams: int = 0  # number of teams; 0 plays solo
    score_limit: int | None = 5000
    races_to_win: int | None = None
    accumulation: bool = False
    reshuffle: bool = True
    counterflow: bool = True
    trip: int = 1000
    extension: bool = False  # Classic: the first side to 700 may go on to 1000
    remove_protections: bool = False

    @property
    def rules(self) -> Preset:
        return PRESET_RULES[self.preset]

    @property
    def solo(self) -> bool:
        return self.teams == 0

    @property
    def car_count(self) -> int:
        return self.teams or self.players

    @property
    def deck(self) -> dict[Card, int]:
        """The card counts of this table's deck."""
        if self.preset == "mile_by_mile":
            deck = dict(DECK_MILE_BY_MILE)
            if self.remove_protections:
                deck[Card.REMOVE_PROTECTIONS] = 1
            return deck
        return dict(DECK_1000_MILES if self.counterflow else DECK_NO_COUNTERFLOW)

    @property
    def deck_size(self) -> int:
        return sum(self.deck.values())

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Options:
        """Rebuild and re-validate options saved with `to_dict`."""
        preset = data["preset"]
        if preset not in PRESET_RULES:
            raise OptionsError("unknown_preset", str(preset))
        return make_options(preset, **_owner_values(PRESET_RULES[preset], data))


def make_options(preset: str = "1000_miles", **changes: Any) -> Options:
    """The preset's options with the owner's changes, validated.

    Raises OptionsError with codes: unknown_preset, unknown_option, bad_value, players,
    seven_players, teams_not_offered, teams_layout, score_limit, not_for_preset, races_to_win,
    trip.
    """
    if preset not in PRESET_RULES:
        raise OptionsError("unknown_preset", str(preset))
    rules = PRESET_RULES[preset]
    for key in changes:
        if key not in OWNER_OPTIONS:
            raise OptionsError("unknown_option", key)
    values: dict[str, Any] = {"players": 2, "teams": 0, "score_limit": None,
                              "races_to_win": None, "remove_protections": False}
    values.update(rules.defaults)
    for key, value in changes.items():
        if key in ("score_limit",) and value is not None and not rules.uses_score_limit:
            raise OptionsError("not_for_preset", key)
        if key == "races_to_win" and value is not None and rules.uses_score_limit:
            raise OptionsError("not_for_preset", key)
        if key == "counterflow" and not rules.counterflow_option and value != values["counterflow"]:
            raise OptionsError("not_for_preset", key)
        if key == "trip" and value != values.get("trip", 1000) and not rules.trip_choices:
            raise OptionsError("not_for_preset", key)
        if key == "remove_protections" and value and preset != "mile_by_mile":
            raise OptionsError("not_for_preset", key)
        values[key] = value

    for key in ("players", "teams"):
        if not isinstance(values[key], int) or isinstance(values[key], bool):
            raise OptionsError("bad_value", key)
    for key in ("accumulation", "reshuffle", "counterflow", "remove_protections"):
        if not isinstance(values[key], bool):
            raise OptionsError("bad_value", key)

    players, teams = values["players"], values["teams"]
    if teams:
        if not rules.team_layouts:
            raise OptionsError("not_for_preset", "teams")
        if players not in rules.team_layouts:
            raise OptionsError("teams_not_offered", str(players))
        if teams not in rules.team_layouts[players]:
            raise OptionsError("teams_layout", f"{players} players in {teams} teams")
    else:
        if players == 7:
            raise OptionsError("seven_players")
        if not rules.min_players <= players <= rules.max_solo:
            raise OptionsError("players", str(players))

    if rules.uses_score_limit:
        limit = values["score_limit"]
        if not isinstance(limit, int) or not SCORE_LIMIT_MIN <= limit <= SCORE_LIMIT_MAX:
            raise OptionsError("score_limit", str(limit))
        values["races_to_win"] = None
    else:
        races = values["races_to_win"]
        if not isinstance(races, int) or not RACES_MIN <= races <= RACES_MAX:
            raise OptionsError("races_to_win", str(races))
        values["score_limit"] = None

    extension = False
    if rules.trip_choices:
        if values["trip"] not in rules.trip_choices:
            raise OptionsError("trip", str(values["trip"]))
    elif preset == "classic":
        # RULES.md 1: 1000 with four players, else 700 with the extension
        values["trip"] = 1000 if players == 4 else 700
        extension = players != 4
    else:
        values["trip"] = 1000
    return Options(preset=preset, extension=extension, **values)


def with_changes(options: Options, **changes: Any) -> Options:
    """The same preset with more owner changes, re-validated."""
    current = _owner_values(options.rules, options.to_dict())
    current.update(changes)
    return make_options(options.preset, **current)


def _owner_values(rules: Preset, data: dict[str, Any]) -> dict[str, Any]:
    """The owner's choices among `data` (derived values such as Classic's trip left out)."""
    values = {key: data[key] for key in OWNER_OPTIONS if key in data}
    for key in ("score_limit", "races_to_win"):
        if values.get(key) is None:
            values.pop(key, None)
    if not rules.trip_choices:
        values.pop("trip", None)
    return values


__all__ = [
    "Options", "OptionsError", "Preset", "PRESETS", "PRESET_RULES", "make_options",
    "with_changes",
]
