"""The lobby: the server's tables as a menu (Enter: sit or watch, a code asked for a private
table), create a table, who is here, chat; Escape leaves online play. The list follows the
server as it changes, without a word while you move through it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.forms import TextField
from engine.i18n import N_
from engine.menu import Action, Menu, MenuItem
from game.net import protocol as p

from .common import ONLINE_KEYMAP, OnlineKeys, table_line, who_is_here

if TYPE_CHECKING:
    from engine.app import App

    from .session import OnlineSession

CODE_LENGTH = 20  # protocol.Code
TABLE_NAME_LENGTH = 40  # protocol.TableName


class LobbyScreen(OnlineKeys, Menu):
    keymap = Menu.keymap + ONLINE_KEYMAP

    def __init__(self, app: App, session: OnlineSession) -> None:
        self.session = session
        super().__init__(app, self._title, [], on_back=self.leave)
        self.refresh()

    def _title(self) -> str:
        return self.tr(N_("online-lobby-title"), tables=len(self.session.tables),
                       people=len(self.session.people))

    def refresh(self) -> None:
        """The items for the server's tables now, staying on the same one."""
        entries: list[tuple[str, MenuItem]] = [
            (f"table{info.id}", Action(lambda info=info: table_line(self.tr, info),
                                       lambda info=info: self.open_table(info)))
            for info in self.session.tables]
        entries += [
            ("create", Action(N_("online-create"), self.create)),
            ("who", Action(N_("online-who"), self.cmd_who)),
            ("chat", Action(N_("online-chat"), self.cmd_chat)),
            ("leave", Action(N_("online-leave"), self.leave)),
        ]
        self.set_entries(entries)

    def on_push(self) -> None:
        # Said once the frames that came with it are taken: a table may show at once
        self.after(0, lambda: self._announce() if self.app.top is self else None)

    def _announce(self) -> None:
        self.item_keys, self.position = [], 0  # arriving: the first table
        self.refresh()
        self.speak(self._title())
        self.announce_item(interrupt=False)

    def on_reveal(self) -> None:
        """Back from a dialog: the item; back from a table: the lobby as it is now."""
        if self.session.lobby_news:
            self.session.lobby_news = False
            self._announce()
        else:
            self.refresh()
            self.announce_item()

    def on_pop(self) -> None:
        self.session.close()

    # -- tables -------------------------------------------------------------------------------

    def open_table(self, info: p.TableInfo) -> None:
        """Sit (the first free seat) or watch; a private table asks for its code first."""
        items = [Action(N_("online-sit"), lambda: self._with_code(info, self._join)),
                 Action(N_("online-watch"), lambda: self._with_code(info, self._watch))]
        menu = Menu(self.app, lambda: table_line(self.tr, info), items)
        self._menu = menu
        self.app.push(menu)

    def _with_code(self, info: p.TableInfo, then) -> None:
        self.app.pop(self._menu)
        if not info.private:
            then(info.id, None)
            return
        self.app.push(TextField(self.app, N_("online-code-prompt"),
                                lambda code: then(info.id, code), max_length=CODE_LENGTH))

    def _join(self, table: int, code: str | None) -> None:
        self.session.send(p.JoinTable(table, None, code))

    def _watch(self, table: int, code: str | None) -> None:
        self.session.watch(table, code)

    def create(self) -> None:
        """A table's name, then an optional code (nothing: open to everyone)."""
        default = self.tr(N_("online-table-default-name"), name=self.session.name)

        def named(name: str) -> None:
            self.app.push(TextField(self.app, N_("online-create-code-prompt"),
                                    lambda code: self.session.send(
                                        p.CreateTable(name, code or None)),
                                    max_length=CODE_LENGTH, allow_empty=True))

        self.app.push(TextField(self.app, N_("online-create-name-prompt"), named,
                                initial=default[:TABLE_NAME_LENGTH],
                                max_length=TABLE_NAME_LENGTH))

    def leave(self) -> None:
        self.say(N_("online-left"))
        self.app.let_finish()
        self.session.leave_online()

    def cmd_who(self) -> None:
        self.speak(who_is_here(self.tr, self.session))
