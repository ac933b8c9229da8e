"""Table setup: what the table owner chooses before a match (seed 000, "What the table owner
chooses").

Only valid combinations are ever offered: the item list is rebuilt whenever the preset, the
number of players or the teams change, from the preset's fixed data (`options.rules`), and the
result is validated with `make_options` (an `OptionsError` is spoken, never raised).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.forms import TextField
from engine.i18n import N_
from engine.menu import Action, Choice, Menu, MenuItem, Number, Toggle
from game.match import LEVELS, NAME_IDS, MatchConfig, SeatConfig
from game.rules import PRESETS, OptionsError, make_options, seating
from game.rules.options import PRESET_RULES, RACES_MAX, RACES_MIN, Preset

from .common import (
    PRESET_IDS,
    default_human_name,
    join_names,
    level_id,
    new_seed,
    save_setting,
    setting,
)
from .launch import start_match

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
    """The owner's choices as the setup screen holds them, always a valid combination."""

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

    @classmethod
    def from_config(cls, data: dict[str, Any]) -> TableChoices:
        """The choices of a saved `MatchConfig.to_dict()` (settings ``last_table``)."""
        choices = cls()
        try:
            config = MatchConfig.from_dict(data)
        except (ValueError, TypeError, KeyError, AttributeError):
            return choices
        options = config.options
        choices.set_preset(options.preset)
        choices.players, choices.teams = options.players, options.teams
        choices.accumulation, choices.reshuffle = options.accumulation, options.reshuffle
        choices.counterflow, choices.trip = options.counterflow, options.trip
        choices.remove_protections = options.remove_protections
        choices.score_limit = options.score_limit or choices.score_limit
        choices.races_to_win = options.races_to_win or choices.races_to_win
        for index, seat in enumerate(config.seats[1:MAX_BOTS + 1]):
            choices.bot_levels[index] = seat.level or "normal"
        return choices


class SetupScreen(Menu):
    """The table owner's choices, then Start."""

    def __init__(self, app: App) -> None:
        last = setting(app, "last_table", {}) or {}
        self.choices = TableChoices.from_config(last)
        self._restore_bot_names(app, last)
        self.human_name = default_human_name(app)
        self.picked: list[list[int]] | None = None  # player numbers, as picked
        self.keys: list[str] = []
        self._quiet_reveal = False
        self._starting = False
        super().__init__(app, N_("setup-title"), [])
        self.rebuild()

    def _restore_bot_names(self, app: App, last: dict[str, Any]) -> None:
        """The last table's computer players' names, when they are names of this language."""
        by_text = {app.translator.tr(name_id): name_id for name_id in NAME_IDS}
        try:
            wanted = [by_text.get(seat["name"]) for seat in last.get("seats", [])[1:]]
        except (TypeError, KeyError, AttributeError):
            return
        names = [n for n in dict.fromkeys(wanted) if n is not None][:MAX_BOTS]
        rest = [n for n in NAME_IDS if n not in names]
        self.choices.bot_names = (names + rest)[:MAX_BOTS]

    # --- items -----------------------------------------------------------------------------
    def rebuild(self, keep: str | None = None) -> None:
        """Make the item list for the current choices, staying on the item `keep`."""
        keep = keep or (self.keys[self.position] if self.keys else None)
        entries = self._entries()
        self.keys = [key for key, _ in entries]
        self.items = [item for _, item in entries]
        self.position = self.keys.index(keep) if keep in self.keys else min(
            self.position, len(self.items) - 1)

    def _entries(self) -> list[tuple[str, MenuItem]]:
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
        if c.teams:
            entries.append(("team_mates", _ValueAction(
                N_("setup-team-mates"), self._teams_text, self.open_picking)))
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
        for index in range(c.players - 1):
            entries.append((f"bot{index}", _BotItem(self, index)))
        entries.append(("name", Action(lambda: tr(N_("setup-your-name"), name=self.human_name),
                                       self.edit_name)))
        entries.append(("start", Action(N_("setup-start"), self.start)))
        return entries

    # --- names -----------------------------------------------------------------------------
    def bot_name(self, index: int) -> str:
        return self.tr(self.choices.bot_names[index])

    def player_names(self) -> list[str]:
        """Names by player number: 0 is the owner, 1.. the computer players."""
        return [self.human_name] + [self.bot_name(i) for i in range(self.choices.players - 1)]

    def _teams_text(self) -> str:
        if self.picked is None:
            return self.tr(N_("setup-team-mates-none"))
        names = self.player_names()
        return "; ".join(
            self.tr(N_("setup-team"), number=number,
                    names=join_names(self.tr, [names[p] for p in team]))
            for number, team in enumerate(self.picked, start=1))

    # --- changes ---------------------------------------------------------------------------
    def _set(self, key: str, value: Any) -> None:
        setattr(self.choices, key, value)

    def _set_preset(self, preset: str) -> None:
        self.choices.set_preset(preset)
        self.picked = None
        self.rebuild()

    def _set_players(self, players: int) -> None:
        self.choices.set_players(players)
        self.picked = None
        self.rebuild()

    def _set_in_teams(self, on: bool) -> None:
        allowed = layouts(self.choices.rules, self.choices.players)
        self.choices.set_teams(allowed[0] if on and allowed else 0)
        self.picked = None
        self.rebuild()

    def _set_layout(self, teams: int) -> None:
        self.choices.set_teams(teams)
        self.picked = None
        self.rebuild()

    def set_bot_name(self, index: int, name_id: str) -> None:
        self.choices.bot_names[index] = name_id
        self.rebuild()

    def set_bot_level(self, index: int, level: str) -> None:
        self.choices.bot_levels[index] = level

    def edit_name(self) -> None:
        self.app.push(TextField(self.app, N_("setup-name-prompt"), self._name_typed,
                                initial=self.human_name))

    def _name_typed(self, name: str) -> None:
        self.human_name = name
        save_setting(self.app, "player_name", name)

    def open_name_menu(self, index: int) -> None:
        taken = {n for i, n in enumerate(self.choices.bot_names[:self.choices.players - 1])
                 if i != index}
        free = [n for n in NAME_IDS if n not in taken]

        def choose(name_id: str) -> None:
            self.app.pop(menu)
            self.set_bot_name(index, name_id)

        items = [Action(n, lambda n=n: choose(n)) for n in free]
        current = self.choices.bot_names[index]
        menu = Menu(self.app, lambda: self.tr(N_("setup-bot-name-title"), number=index + 1),
                    items, position=free.index(current) if current in free else 0)
        self.app.push(menu)

    # --- teams and start -------------------------------------------------------------------
    def open_picking(self, then: Callable[[], object] | None = None) -> None:
        from .team_picking import TeamPickingScreen

        def done(teams: list[list[int]]) -> None:
            self.picked = teams
            self._quiet_reveal = True  # the picks are still being spoken
            if then is not None:
                then()

        self.app.push(TeamPickingScreen(self.app, self.player_names(), self.choices.players,
                                        self.choices.teams, done))

    def build_options(self):
        """Validated options, or None (the reason spoken)."""
        try:
            return make_options(self.choices.preset, **self.choices.changes())
        except OptionsError as error:
            self.play("menu_edge")
            self.say(ERROR_IDS.get(error.code, N_("setup-error-other")))
            return None

    def build_config(self) -> MatchConfig | None:
        options = self.build_options()
        if options is None:
            return None
        c = self.choices
        by_player = [SeatConfig(self.human_name)] + [
            SeatConfig(self.bot_name(i), c.bot_levels[i]) for i in range(c.players - 1)]
        order = seating(self.picked) if options.teams and self.picked else range(c.players)
        return MatchConfig(options, tuple(by_player[p] for p in order), new_seed(self.app))

    def start(self) -> None:
        if self.choices.teams and self.picked is None:
            self.open_picking(then=self.start)
            return
        config = self.build_config()
        if config is None:
            return
        save_setting(self.app, "last_table", config.to_dict())
        save_setting(self.app, "player_name", self.human_name)
        self._starting = True
        start_match(self.app, config, replace=True)

    def on_reveal(self) -> None:
        if self._starting:
            return
        quiet, self._quiet_reveal = self._quiet_reveal, False
        self.rebuild()
        self.announce_item(interrupt=not quiet)


class _ValueAction(Action):
    """An action item that says a value with its label ("Team-mates: team 1: You and Ana")."""

    def __init__(self, label: str, value: Callable[[], str], action: Callable[[], object]):
        super().__init__(label, action)
        self.value = value

    def describe(self, tr) -> str:
        return tr("menu-item-value", label=self.text(tr), value=self.value())


class _BotItem(Choice):
    """A computer player: left/right change the level, Enter chooses the name."""

    def __init__(self, screen: SetupScreen, index: int) -> None:
        self.screen, self.bot = screen, index
        app = screen.app
        super().__init__(
            lambda: screen.tr(N_("setup-bot"), number=index + 1, name=screen.bot_name(index)),
            [(level, level_id(app, level)) for level in LEVELS],
            screen.choices.bot_levels[index],
            on_change=lambda level: screen.set_bot_level(index, level))

    def activate(self, menu: Menu) -> None:
        menu.play("menu_select")
        self.screen.open_name_menu(self.bot)
