"""Team picking by names (RULES.md 8): the owner takes team-mates one at a time from the names
nobody has taken; computer players then pick theirs at random, announced; the last team is who
is left. Works on player numbers through `game.rules.TeamPicking`; 0 is the owner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.i18n import N_
from engine.menu import Action, Menu
from game.rules import TeamPicking

from .common import join_names

if TYPE_CHECKING:
    from engine.app import App


class TeamPickingScreen(Menu):
    """A menu of the names not yet taken; Enter takes one into the owner's team."""

    def __init__(
        self, app: App, names: list[str], players: int, teams: int,
        on_done: Callable[[list[list[int]]], object],
        on_cancel: Callable[[], object] | None = None,
    ) -> None:
        self.names = names
        self.picking = TeamPicking(players, teams)
        self.on_done = on_done
        self.on_cancel = on_cancel
        super().__init__(app, self._title, [], on_back=self._cancel)
        self._refresh()

    def _left_to_pick(self) -> int:
        return self.picking.size - len(self.picking.teams[0])

    def _title(self) -> str:
        return self.tr(N_("picking-title"), count=self._left_to_pick())

    def _refresh(self) -> None:
        self.items = [Action(lambda p=p: self.names[p], lambda p=p: self.take(p))
                      for p in self.picking.available()]
        self.position = 0

    def take(self, player: int) -> None:
        """The owner takes `player`; when the owner's team is full the others pick."""
        self.picking.pick(player)
        self.say(N_("picking-you-take"), name=self.names[player])
        if self.picking.chooser == 0:
            self._refresh()
            self.say(N_("picking-next"), interrupt=False, count=self._left_to_pick())
            self.announce_item(interrupt=False)
            return
        while not self.picking.done:
            chooser = self.picking.chooser
            before = len(self.picking.teams)
            taken = self.picking.pick_random(self.app.rng)
            self.say(N_("picking-bot-takes"), interrupt=False, chooser=self.names[chooser],
                     name=self.names[taken])
            if self.picking.done and len(self.picking.teams) > before:
                last = self.picking.teams[-1]
                self.say(N_("picking-left-over"), interrupt=False,
                         names=join_names(self.tr, [self.names[p] for p in last]))
        self._finish()

    def _finish(self) -> None:
        teams = [list(team) for team in self.picking.teams]
        listing = "; ".join(join_names(self.tr, [self.names[p] for p in team]) for team in teams)
        self.say(N_("picking-done"), interrupt=False, teams=listing)
        self.app.pop(self)
        self.on_done(teams)

    def _cancel(self) -> None:
        self.say(N_("picking-cancelled"))
        self.app.pop(self)
        if self.on_cancel is not None:
            self.on_cancel()
