"""A table before its match (and between matches): the seats, who watches, the rules and the
clock, and for the owner every choice of the local setup (`table_rules`), the seats (computer
players and their level, kicking, handing over the table) and Start. Everyone else hears the
table as it changes (`table_news`) and can leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from engine.forms import ConfirmDialog
from engine.i18n import N_
from engine.menu import Action, Menu, MenuItem
from game.match import LEVELS
from game.net import protocol as p

from ..common import join_names, level_id
from ..table_rules import RulesMenu
from .common import ONLINE_KEYMAP, OnlineKeys, seat_line, state_text
from .rules_text import choices_of, options_summary, timing_entries, timing_summary

if TYPE_CHECKING:
    from engine.app import App

    from .session import OnlineSession

SETTING_UP = ("waiting", "over")


class TableScreen(OnlineKeys, Menu):
    keymap = Menu.keymap + ONLINE_KEYMAP

    def __init__(self, app: App, session: OnlineSession) -> None:
        self.session = session
        super().__init__(app, self.title_text, [], on_back=self.ask_leave)
        self.refresh()

    @property
    def table(self) -> p.TableState:
        assert self.session.table is not None
        return self.session.table

    @property
    def is_owner(self) -> bool:
        return self.table.owner == self.session.name

    @property
    def setting_up(self) -> bool:
        return self.table.state in SETTING_UP

    def title_text(self) -> str:
        """The table's name, its owner, its state and your place at it."""
        table = self.table
        where = "watch" if table.you is None else "seat"
        return self.tr(N_("online-table-title"), name=table.name, owner=table.owner,
                       who="you" if self.is_owner else "other",
                       state=state_text(self.tr, table.state, table.round),
                       where=where, number=(table.you or 0) + 1)

    def refresh(self) -> None:
        if self.session.table is None:
            return
        self.set_entries(self._entries())

    def _entries(self) -> list[tuple[str, MenuItem]]:
        tr = self.tr
        entries: list[tuple[str, MenuItem]] = [
            (f"seat{seat}", Action(lambda seat=seat: self._seat_text(seat),
                                   lambda seat=seat: self.open_seat(seat)))
            for seat in range(len(self.table.seats))]
        entries += [
            ("watchers", Action(lambda: tr(N_("online-watchers"), names=join_names(
                tr, list(self.table.spectators)) or tr(N_("status-none"))),
                self.open_watchers)),
            ("rules", Action(lambda: options_summary(self.app, self.table.options),
                             self.open_rules)),
            ("timing", Action(lambda: tr(N_("online-timing"), timing=timing_summary(
                self.app, self.table.timing)), self.open_rules)),
        ]
        if self.is_owner and self.setting_up:
            entries.append(("start", Action(N_("online-start"), self.start)))
        entries += [
            ("chat", Action(N_("online-chat"), self.cmd_chat)),
            ("who", Action(N_("online-who"), self.cmd_who)),
            ("leave", Action(N_("online-leave-table"), self.ask_leave)),
        ]
        return entries

    def _seat_text(self, seat: int) -> str:
        info = self.table.seats[seat]
        return seat_line(self.app, seat, info, self.table.owner, self.session.name)

    def on_reveal(self) -> None:
        """Back from a dialog: the item; back from the match or team picking: the table."""
        self.refresh()
        if self.session.table_screen_news:
            self.session.table_screen_news = False
            self.speak(self.title_text())
            self.announce_item(interrupt=False)
        else:
            self.announce_item()

    # -- the owner's choices ------------------------------------------------------------------

    def open_seat(self, seat: int) -> None:
        """The owner's choices for a seat; anyone else hears it again."""
        info = self.table.seats[seat]
        if not self.is_owner or info.name == self.session.name or (
                info.name is None and not self.setting_up):
            self.speak(self._seat_text(seat))
            return
        send = self.session.send
        tr = self.tr
        items: list[MenuItem] = []
        if info.name is None:
            items += [Action(lambda level=level: tr(N_("online-seat-add"), level=tr(
                level_id(self.app, level))), lambda level=level: send(p.SetSeat(seat, level)))
                      for level in LEVELS if level != info.level]
            if info.level is not None:
                items.append(Action(N_("online-seat-open"),
                                    lambda: send(p.SetSeat(seat, None))))
        else:
            name = info.name
            items += [
                Action(lambda: tr(N_("online-give-owner"), name=name),
                       lambda: send(p.GiveOwner(name))),
                Action(lambda: tr(N_("online-kick"), name=name), lambda: self.ask_kick(name)),
            ]
        self.app.push(_ClosingMenu(self.app, lambda: self._seat_text(seat), items))

    def open_watchers(self) -> None:
        watchers = [name for name in self.table.spectators if name != self.session.name]
        if not self.is_owner or not watchers:
            self.speak(self.items[self.item_keys.index("watchers")].describe(self.tr))
            return
        tr = self.tr
        items: list[MenuItem] = [
            Action(lambda name=name: tr(N_("online-kick"), name=name),
                   lambda name=name: self.ask_kick(name)) for name in watchers]
        self.app.push(_ClosingMenu(self.app, N_("online-watchers-title"), items))

    def ask_kick(self, name: str) -> None:
        self.app.push(ConfirmDialog(
            self.app, lambda: self.tr(N_("online-kick-confirm"), name=name),
            lambda: self.session.send(p.Kick(name))))

    def open_rules(self) -> None:
        if self.is_owner and self.setting_up:
            self.app.push(TableOptionsScreen(self.app, self.session))
            return
        self.speak(options_summary(self.app, self.table.options))
        self.speak(self.tr(N_("online-timing"), timing=timing_summary(self.app,
                                                                      self.table.timing)),
                   interrupt=False)

    def start(self) -> None:
        self.session.send(p.Start())

    def ask_leave(self) -> None:
        self.app.push(ConfirmDialog(self.app, N_("online-leave-table-confirm"),
                                    self.session.leave_table, no_words=N_("online-stay")))


class _ClosingMenu(Menu):
    """A few choices; choosing one closes the menu first."""

    def __init__(self, app: App, title, items: list[MenuItem]) -> None:
        for item in items:
            if isinstance(item, Action):
                item.action = self._closing(item.action)
        super().__init__(app, title, items)

    def _closing(self, action):
        def run() -> None:
            self.app.pop(self)
            action()
        return run


class TableOptionsScreen(RulesMenu):
    """The owner's rules and clock for an online table; sent when the menu closes (so the
    others hear one change, not every step of the arrows)."""

    def __init__(self, app: App, session: OnlineSession) -> None:
        self.session = session
        table = session.table
        assert table is not None
        self.first = (table.options, table.timing)
        self.timing = msgspec.structs.asdict(table.timing)
        super().__init__(app, N_("online-options-title"), choices_of(table.options),
                         on_back=self.done)
        self.rebuild()

    def _entries(self) -> list[tuple[str, MenuItem]]:
        return [*self.rule_entries(),
                *timing_entries(self.app, p.TimingWire(**self.timing), self._timing_changed),
                ("done", Action(N_("online-options-done"), self.done))]

    def _timing_changed(self, field: str, value: object) -> None:
        self.timing[field] = value

    def done(self) -> None:
        options = self.build_options()
        if options is None:
            return
        chosen = (p.options_to_wire(options), p.TimingWire(**self.timing))
        self.app.pop(self)
        if chosen != self.first:
            self.session.send(p.SetOptions(*chosen))

