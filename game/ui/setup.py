"""Table setup: what the table owner chooses before a match on this computer (seed 000, "What
the table owner chooses"): the rules (`table_rules.RulesMenu`), the computer players, your
name, team-mates, then Start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.forms import TextField
from engine.i18n import N_
from engine.menu import Action, Choice, Menu, MenuItem
from game.match import LEVELS, NAME_IDS, MatchConfig, SeatConfig
from game.rules import seating

from .common import (
    default_human_name,
    join_names,
    level_id,
    new_seed,
    save_setting,
    setting,
)
from .launch import start_match
from .table_rules import MAX_BOTS, STRUCTURE, RulesMenu, TableChoices

if TYPE_CHECKING:
    from engine.app import App


class SetupScreen(RulesMenu):
    """The table owner's choices, then Start."""

    def __init__(self, app: App) -> None:
        last = setting(app, "last_table", {}) or {}
        choices = TableChoices.from_config(last)
        self.human_name = default_human_name(app)
        self.picked: list[list[int]] | None = None  # player numbers, as picked
        self._quiet_reveal = False
        self._starting = False
        super().__init__(app, N_("setup-title"), choices)
        self._restore_bot_names(app, last)
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
    def _entries(self) -> list[tuple[str, MenuItem]]:
        c = self.choices
        entries = self.rule_entries()
        if c.teams:  # right after the items that make the teams
            keys = [key for key, _ in entries]
            after = max(keys.index(k) for k in STRUCTURE if k in keys)
            entries.insert(after + 1, ("team_mates", _ValueAction(
                N_("setup-team-mates"), self._teams_text, self.open_picking)))
        for index in range(c.players - 1):
            entries.append((f"bot{index}", _BotItem(self, index)))
        entries.append(("name", Action(
            lambda: self.tr(N_("setup-your-name"), name=self.human_name), self.edit_name)))
        entries.append(("start", Action(N_("setup-start"), self.start)))
        return entries

    def rules_changed(self, key: str) -> None:
        if key in STRUCTURE:
            self.picked = None  # the teams were picked among other players
        super().rules_changed(key)

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
