"""Team picking among people (RULES.md 8 and 9): the names nobody has taken, as a menu. When
it is your pick, Enter takes the name; otherwise Enter says who is choosing. Everyone hears each
pick (the session says them), and a pick made at random when the chooser's time ran out."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.forms import ConfirmDialog
from engine.i18n import N_
from engine.menu import Action, Menu
from game.net import protocol as p

from ..common import join_names
from .common import ONLINE_KEYMAP, OnlineKeys, said_name

if TYPE_CHECKING:
    from engine.app import App

    from .session import OnlineSession


class PickingScreen(OnlineKeys, Menu):
    keymap = Menu.keymap + ONLINE_KEYMAP

    def __init__(self, app: App, session: OnlineSession, frame: p.Picking) -> None:
        self.session = session
        self.frame = frame
        super().__init__(app, self._title, [], on_back=self.ask_leave)
        self._items()

    @property
    def me(self) -> int | None:
        names = self.frame.names
        return names.index(self.session.name) if self.session.name in names else None

    @property
    def my_pick(self) -> bool:
        return self.frame.chooser == self.me

    def name(self, player: int) -> str:
        return said_name(self.tr, self.frame.names[player])

    def _title(self) -> str:
        frame = self.frame
        teams = "; ".join(join_names(self.tr, [self.name(q) for q in team])
                          for team in frame.teams if team)
        return self.tr(N_("online-picking-title"), who="you" if self.my_pick else "other",
                       chooser=self.name(frame.chooser), seconds=math.ceil(frame.seconds),
                       teams=teams or self.tr(N_("status-none")))

    def _items(self) -> None:
        self.items = [Action(lambda q=q: self.name(q), lambda q=q: self.take(q))
                      for q in self.frame.available]
        self.position = min(self.position, max(0, len(self.items) - 1))

    def update(self, frame: p.Picking) -> None:
        """The next pick: a new chooser, fewer names."""
        self.frame = frame
        self._items()
        if self.app.top is not self:
            return
        if self.my_pick:
            self.play("your_turn")
            self.speak(self._title(), interrupt=False)
            self.announce_item(interrupt=False)
        else:
            self.say(N_("online-picking-chooser"), interrupt=False,
                     chooser=self.name(frame.chooser))

    def on_push(self) -> None:
        if self.my_pick:
            self.play("your_turn")
        super().on_push()

    def take(self, player: int) -> None:
        if not self.my_pick:
            self.say(N_("online-picking-not-yours"), chooser=self.name(self.frame.chooser))
            return
        self.session.send(p.Pick(player))

    def ask_leave(self) -> None:
        self.app.push(ConfirmDialog(self.app, N_("online-leave-table-confirm"),
                                    self.session.leave_table, no_words=N_("online-stay")))
