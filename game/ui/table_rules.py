"""A table's rules as the owner chooses them (seed 000, "What the table owner chooses"): the
choices (`TableChoices`) and the menu items that change them (`RulesMenu`), shared by the
local table setup and the owner of an online table.

Only valid combinations are ever offered: the item list is rebuilt whenever the preset, the
number of players or the teams change, from the preset's fixed data (`options.rules`), and the
result is validated with `make_options` (an `OptionsError` is spoken, never raised).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from engine.i18n import N_
from engine.menu import Choice, Label, Menu, MenuItem, Number, Toggle
from game.match import NAME_IDS, MatchConfig
from game.rules import PRESETS, OptionsError, make_options
from game.rules.options import PRESET_RULES, RACES_MAX, RACES_MIN, Options, Preset

from .common import PRESET_IDS

if TYPE_CHECKING:
    from engine.app import App

ERROR_IDS = {
    code: f"setup-error-{code}"
    for code in ("unknown_preset", "unknown_option", "bad_value", "players", "seven_players",
                 "teams_not_offered", "teams_layout", "score_limit", "not_for_preset",
                 "races_to_win", "trip")
}
SCORE_STEP, SCORE_BIG_STEP = 1_000, 10_000
MAX_BOTS = 8  # nine players at most (RULES.md 8)
STRUCTURE = ("preset", "players", "in_teams", "layout")  # items that change the item list


# --- what the owner may choose, from the preset's fixed data ----------------------------------
def solo_allowed(rules: Preset, players: int) -> bool:
    return players != 7 and rules.min_players <= players <= rules.max_solo


def player_counts(rules: Preset) -> list[int]:
    """Every count the preset plays, solo or in teams (seven never)."""
    solo = {n for n in range(rules.min_players, rules.max_solo + 1) if n != 7}
    return sorted(solo | set(rules.team_layouts))


def layouts(rules: Preset, players: int) -> tuple[int, ...]:
    """The possible numbers of teams for `players` (empty: no teams)."""
    return tuple(rules.team_layouts.get(players, ()))


@dataclasses.dataclass
class TableChoices:
    """The owner's choices as a menu holds them, always a valid combination."""

    preset: str = "1000_miles"
    players: int = 2
    teams: int = 0
    score_limit: int = 5000
    races_to_win: int = 1
    trip: int = 1000
    accumulation: bool = False
    reshuffle: bool = True
    counterflow: bool = True
    remove_protections: bool = False
    bot_names: list[str] = dataclasses.field(default_factory=lambda: list(NAME_IDS[:MAX_BOTS]))
    bot_levels: list[str] = dataclasses.field(default_factory=lambda: ["normal"] * MAX_BOTS)

    @property
    def rules(self) -> Preset:
        return PRESET_RULES[self.preset]

    def set_preset(self, preset: str) -> None:
        """Switch rules: the preset's own defaults, players and teams kept when allowed."""
        self.preset = preset
        defaults = self.rules.defaults
        self.accumulation = defaults.get("accumulation", False)
        self.reshuffle = defaults.get("reshuffle", True)
        self.counterflow = defaults.get("counterflow", True)
        self.trip = defaults.get("trip", 1000)
        self.remove_protections = defaults.get("remove_protections", False)
        self.races_to_win = defaults.get("races_to_win", self.races_to_win)
        self.set_players(self.players)

    def set_players(self, players: int) -> None:
        counts = player_counts(self.rules)
        if players not in counts:
            players = max([n for n in counts if n <= players] or [counts[0]])
        self.players = players
        self.set_teams(self.teams)

    def set_teams(self, teams: int) -> None:
        allowed = layouts(self.rules, self.players)
        if teams and teams not in allowed:
            teams = allowed[0] if allowed else 0
        if not teams and not solo_allowed(self.rules, self.players):
            teams = allowed[0]
        self.teams = teams

    def changes(self) -> dict[str, Any]:
        """The owner options for `make_options`, only those the preset lets the owner set."""
        rules = self.rules
        changes: dict[str, Any] = {"players": self.players, "teams": self.teams,
                                   "accumulation": self.accumulation,
                                   "reshuffle": self.reshuffle}
        if rules.uses_score_limit:
            changes["score_limit"] = self.score_limit
        else:
            changes["races_to_win"] = self.races_to_win
        if rules.counterflow_option:
            changes["counterflow"] = self.counterflow
        if rules.trip_choices:
            changes["trip"] = self.trip
        if self.preset == "mile_by_mile":
            changes["remove_protections"] = self.remove_protections
        return changes

    def options(self) -> Options:
        """The rules of these choices; raises OptionsError (never for choices made here)."""
        return make_options(self.preset, **self.changes())

    def take_options(self, options: Options) -> None:
        """Hold these rules (a saved table's, an online table's)."""
        self.set_preset(options.preset)
        self.players, self.teams = options.players, options.teams
        self.accumulation, self.reshuffle = options.accumulation, options.reshuffle
        self.counterflow, self.trip = options.counterflow, options.trip
        self.remove_protections = options.remove_protections
        self.score_limit = options.score_limit or self.score_limit
        self.races_to_win = options.races_to_win or self.races_to_win

    @classmethod
    def from_config(cls, data: dict[str, Any]) -> TableChoices:
        """The choices of a saved `MatchConfig.to_dict()` (settings ``last_table``)."""
        choices = cls()
        try:
            config = MatchConfig.from_dict(data)
        except (ValueError, TypeError, KeyError, AttributeError):
            return choices
        choices.take_options(config.options)
        for index, seat in enumerate(config.seats[1:MAX_BOTS + 1]):
            choices.bot_levels[index] = seat.level or "normal"
        return choices


class RulesMenu(Menu):
    """A menu whose first items are a table's rules (`rule_entries`), rebuilt whenever the
    preset, the player count or the teams change; `rules_changed` hears every change."""

    def __init__(self, app: App, title: Label | None, choices: TableChoices, **kwargs) -> None:
        self.choices = choices
        super().__init__(app, title, [], **kwargs)

    def rebuild(self, keep: str | None = None) -> None:
        """Make the item list for the current choices, staying on the item `keep`."""
        self.set_entries(self._entries(), keep)

    def _entries(self) -> list[tuple[str, MenuItem]]:
        return self.rule_entries()

    def rules_changed(self, key: str) -> None:
        """A rule changed (`key`: its item); the structure's items rebuild the list."""
        if key in STRUCTURE:
            self.rebuild()

    def rule_entries(self) -> list[tuple[str, MenuItem]]:
        c = self.choices
        rules = c.rules
        tr = self.tr
        entries: list[tuple[str, MenuItem]] = [
            ("preset", Choice(N_("setup-preset"),
                              [(p, PRESET_IDS[p]) for p in PRESETS], c.preset,
                              on_change=self._set_preset)),
            ("players", Choice(N_("setup-players"), [
                (n, lambda n=n: tr(N_("setup-players-value"), count=n,
                                   teams_only="no" if solo_allowed(rules, n) else "yes"))
                for n in player_counts(rules)], c.players, on_change=self._set_players)),
        ]
        allowed = layouts(rules, c.players)
        if allowed and solo_allowed(rules, c.players):
            entries.append(("in_teams", Toggle(N_("setup-in-teams"), bool(c.teams),
                                               on_change=self._set_in_teams)))
        if c.teams and len(allowed) > 1:
            entries.append(("layout", Choice(N_("setup-layout"), [
                (t, lambda t=t: tr(N_("setup-layout-value"), teams=t, size=c.players // t))
                for t in allowed], c.teams, on_change=self._set_layout)))
        if rules.uses_score_limit:
            entries.append(("score_limit", Number(
                N_("setup-score-limit"), c.score_limit, 1_000, 500_000, step=SCORE_STEP,
                big_step=SCORE_BIG_STEP, unit=N_("setup-score-value"),
                on_change=lambda v: self._set("score_limit", int(v)))))
        else:
            entries.append(("races", Number(
                N_("setup-races"), c.races_to_win, RACES_MIN, RACES_MAX,
                big_step=5, unit=N_("setup-races-value"),
                on_change=lambda v: self._set("races_to_win", int(v)))))
        if rules.trip_choices:
            entries.append(("trip", Choice(N_("setup-trip"), [
                (t, lambda t=t: tr(N_("setup-trip-value"), miles=t)) for t in rules.trip_choices
            ], c.trip, on_change=lambda v: self._set("trip", v))))
        entries.append(("accumulation", Toggle(N_("setup-accumulation"), c.accumulation,
                                               on_change=lambda v: self._set("accumulation", v))))
        entries.append(("reshuffle", Toggle(N_("setup-reshuffle"), c.reshuffle,
                                            on_change=lambda v: self._set("reshuffle", v))))
        if rules.counterflow_option:
            entries.append(("counterflow", Toggle(
                N_("setup-counterflow"), c.counterflow,
                on_change=lambda v: self._set("counterflow", v))))
        if c.preset == "mile_by_mile":
            entries.append(("remove_protections", Toggle(
                N_("setup-remove-protections"), c.remove_protections,
                on_change=lambda v: self._set("remove_protections", v))))
        return entries

    # --- changes ---------------------------------------------------------------------------
    def _set(self, key: str, value: Any) -> None:
        setattr(self.choices, key, value)
        self.rules_changed(key)

    def _set_preset(self, preset: str) -> None:
        self.choices.set_preset(preset)
        self.rules_changed("preset")

    def _set_players(self, players: int) -> None:
        self.choices.set_players(players)
        self.rules_changed("players")

    def _set_in_teams(self, on: bool) -> None:
        allowed = layouts(self.choices.rules, self.choices.players)
        self.choices.set_teams(allowed[0] if on and allowed else 0)
        self.rules_changed("in_teams")

    def _set_layout(self, teams: int) -> None:
        self.choices.set_teams(teams)
        self.rules_changed("layout")

    def build_options(self) -> Options | None:
        """Validated options, or None (the reason spoken)."""
        try:
            return self.choices.options()
        except OptionsError as error:
            self.play("menu_edge")
            self.say(ERROR_IDS.get(error.code, N_("setup-error-other")))
            return None
