""""Play online" from the home screen: the server's address (remembered), your name, Connect;
"Host a game" (a server inside the game, see `hosting`); and the screen that waits while the
connection is made, whose keys stay answered and where Escape gives up."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.forms import TextField
from engine.i18n import N_
from engine.keys import Binding, Keymap
from engine.menu import Action, Menu, Toggle
from engine.screen import Screen
from game.net.client import Lost, Reconnecting

from ..common import default_human_name, save_setting, setting
from ..prefs import ADDRESS_LENGTH
from . import hosting
from .common import lost_text
from .session import OnlineSession

if TYPE_CHECKING:
    from engine.app import App

NAME_LENGTH = 24  # protocol.Name
PORT_RANGE = (1024, 65535)
HOST_WAIT_SECONDS = 15.0  # a server that has not started by then is said to have failed


class OnlineMenu(Menu):
    """Server, name, Connect; Host a game; people coming and going said or not."""

    def __init__(self, app: App) -> None:
        super().__init__(app, N_("online-title"), [])
        self.rebuild()

    def rebuild(self) -> None:
        server = hosting.hosted(self.app)
        host_label = (lambda: self.tr(N_("online-hosting-now"), port=str(server.port))) \
            if server is not None and server.ready else N_("online-host")
        self.items = [
            Action(lambda: self.tr(N_("online-server"), address=self.address()
                                   or self.tr(N_("online-server-none"))), self.edit_address),
            Action(lambda: self.tr(N_("online-name"), name=self.player_name()), self.edit_name),
            Action(N_("online-connect"), self.connect),
            Action(host_label, self.host),
            Action(lambda: self.tr(N_("online-host-port"), port=str(self.port())), self.edit_port),
            Toggle(N_("opts-announce-arrivals"), bool(setting(self.app, "announce_arrivals",
                                                              True)),
                   on_change=lambda on: save_setting(self.app, "announce_arrivals", on)),
            Action(N_("opts-back"), lambda: self.app.pop(self)),
        ]

    def on_reveal(self) -> None:
        self.rebuild()
        super().on_reveal()

    # -- what is chosen -------------------------------------------------------------------------

    def address(self) -> str:
        return str(setting(self.app, "server_address", "") or "")

    def player_name(self) -> str:
        return default_human_name(self.app)

    def port(self) -> int:
        port = setting(self.app, "host_port", 8765)
        return port if isinstance(port, int) else 8765

    def edit_address(self, then=None) -> None:
        def typed(address: str) -> None:
            save_setting(self.app, "server_address", address)
            if then is not None:
                then()

        self.app.push(TextField(self.app, N_("online-server-prompt"), typed,
                                initial=self.address(), max_length=ADDRESS_LENGTH))

    def edit_name(self) -> None:
        self.app.push(TextField(self.app, N_("setup-name-prompt"),
                                lambda name: save_setting(self.app, "player_name", name),
                                initial=self.player_name()[:NAME_LENGTH],
                                max_length=NAME_LENGTH))

    def edit_port(self) -> None:
        def typed(text: str) -> None:
            if not text.isdigit() or not PORT_RANGE[0] <= int(text) <= PORT_RANGE[1]:
                self.play("menu_edge")
                self.say(N_("online-port-bad"), low=str(PORT_RANGE[0]), high=str(PORT_RANGE[1]))
                self.app.let_finish()
                return
            save_setting(self.app, "host_port", int(text))

        self.app.push(TextField(self.app, N_("online-port-prompt"), typed,
                                initial=str(self.port()), max_length=5))

    # -- going online ---------------------------------------------------------------------------

    def _name_ok(self) -> str | None:
        name = self.player_name()
        if len(name) > NAME_LENGTH:
            self.play("menu_edge")
            self.say(N_("online-name-too-long"), count=NAME_LENGTH)
            return None
        return name

    def connect(self) -> None:
        if not self.address():
            self.say(N_("online-server-first"))
            self.app.let_finish()
            self.edit_address(then=self.connect)
            return
        name = self._name_ok()
        if name is not None:
            self.app.push(ConnectingScreen(self.app, OnlineSession(self.app, self.address(),
                                                                   name)))

    def host(self) -> None:
        """Start the server here (or use the one started), then join it as a table's owner."""
        if hosting.server_folder(self.app) is None:
            self.say(N_("online-host-unavailable"))
            return
        name = self._name_ok()
        if name is None:
            return
        server = hosting.start_hosting(self.app, self.port())
        self.app.push(HostingScreen(self.app, server, name))


class HostingScreen(Screen):
    """Waits (keys answered, Escape gives up) until the hosted server listens, says the
    addresses friends can use, then connects to it as the owner of a new table."""

    keymap = Keymap([
        Binding("escape", "cancel", N_("help-online-cancel")),
        Binding("return", "status", N_("help-online-status")),
        Binding("space", "status"),
    ])

    def __init__(self, app: App, server: hosting.HostedServer, name: str) -> None:
        super().__init__(app)
        self.server = server
        self.name = name
        self.waited = 0.0

    def on_push(self) -> None:
        if self.server.ready:
            self._started()
            return
        self.say(N_("online-host-starting"), port=str(self.server.port))
        self.every(0.1, self._check)

    def _check(self) -> None:
        self.waited += 0.1
        if self.server.ready:
            self._started()
        elif self.server.failed or self.waited >= HOST_WAIT_SECONDS:
            self.play("refused")
            self.say(N_("online-host-failed"), port=str(self.server.port),
                     error=str(self.server.error or ""))
            self.app.let_finish()
            self.app.pop(self)

    def _started(self) -> None:
        addresses = hosting.lan_addresses()
        port = self.server.port
        self.say(N_("online-host-started"), port=str(port), count=len(addresses),
                 addresses=", ".join(f"{a}:{port}" for a in addresses))
        self.say(N_("online-host-internet"), interrupt=False, port=str(port))
        session = OnlineSession(self.app, f"127.0.0.1:{port}", self.name,
                                create_table=self.tr(N_("online-table-default-name"),
                                                     name=self.name))
        self.app.let_finish()
        self.app.replace(ConnectingScreen(self.app, session, quiet=True))

    def cmd_status(self) -> None:
        self.say(N_("online-host-starting"), port=str(self.server.port))

    def cmd_cancel(self) -> None:
        self.play("menu_back")
        self.say(N_("online-cancelled"))
        self.app.let_finish()
        self.app.pop(self)


class ConnectingScreen(Screen):
    """While the connection is made: Enter says how it goes, Escape gives up; every other
    key is answered as usual. Replaced by the lobby once the server welcomes us."""

    keymap = HostingScreen.keymap

    def __init__(self, app: App, session: OnlineSession, quiet: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.quiet = quiet
        self.status: str | None = None
        self.handed_over = False

    def on_push(self) -> None:
        session = self.session
        session.on_connected = self._connected
        session.on_waiting = self._waiting
        session.on_failed = self._failed
        if not self.quiet:
            self.say(N_("online-connecting"), address=session.address)
        session.start()

    def on_pop(self) -> None:
        if not self.handed_over:
            self.session.close()

    def _connected(self) -> None:
        from .lobby import LobbyScreen

        self.handed_over = True
        self.play("menu_select")
        lobby = LobbyScreen(self.app, self.session)
        self.session.lobby_screen = lobby
        self.app.replace(lobby)

    def _waiting(self, item: Lost | Reconnecting) -> None:
        tr = self.tr
        if isinstance(item, Lost):
            self.status = lost_text(tr, item.reason)
            return
        self.speak(tr(N_("online-connect-retry"), reason=self.status or "",
                      seconds=math.ceil(item.delay)), interrupt=item.attempt == 1)

    def _failed(self, reason: str) -> None:
        self.play("refused")
        self.speak(lost_text(self.tr, reason))
        self.app.let_finish()
        self.app.pop(self)

    def cmd_status(self) -> None:
        self.say(N_("online-connecting"), address=self.session.address)
        if self.status:
            self.speak(self.status, interrupt=False)

    def cmd_cancel(self) -> None:
        self.play("menu_back")
        self.session.close()
        self.say(N_("online-cancelled"))
        self.app.let_finish()
        self.app.pop(self)

