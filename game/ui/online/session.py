"""One connection to a server as the game lives it: the client on its own thread, the frames
taken from its inbox on the game loop (a timer), and the screens they call for.

The session decides which online screen shows: the lobby once connected, a table when you sit
or watch, team picking, the play screen when a match starts or you come back to one, and the
lobby again when you leave, are kicked or the table closes. It tells what changes at your table
and in the lobby, speaks chat lines and refusals, says at once when the connection is lost and
when it is back (the client retries by itself), and keeps your reconnect token per server in
the settings so that a reconnect, or a restart of the game, brings you back into your seat.
"""

from __future__ import annotations

import logging
import queue
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.i18n import N_
from game.net import protocol as p
from game.net.client import Connected, Lost, NetClient, Reconnecting, RemoteSeat, server_uri

from ..common import save_setting, setting
from .common import chat_field, error_text, lost_text, said_name
from .table_news import table_news

if TYPE_CHECKING:
    from engine.app import App
    from engine.clock import Timer
    from engine.screen import Screen

    from .lobby import LobbyScreen
    from .picking import PickingScreen
    from .play import OnlinePlayScreen
    from .table import TableScreen

log = logging.getLogger("game.ui.online")

POLL_SECONDS = 0.02  # how often the game loop looks at the inbox
FRAMES_A_POLL = 200  # at most, so a burst never holds the keys up
CHAT_CUE = "chat"
ARRIVAL_CUE = "person_arrived"
DEPARTURE_CUE = "person_left"
LOST_CUE = "connection_lost"
BACK_CUE = "connection_back"


def saved_token(app: App, address: str, name: str) -> str | None:
    """The reconnect token this player had on that server under that name."""
    entry = (setting(app, "online_tokens", {}) or {}).get(server_uri(address))
    if isinstance(entry, dict) and str(entry.get("name", "")).casefold() == name.casefold():
        return entry.get("token")
    return None


def save_token(app: App, address: str, name: str, token: str) -> None:
    tokens = dict(setting(app, "online_tokens", {}) or {})
    key = server_uri(address)
    tokens.pop(key, None)
    tokens[key] = {"name": name, "token": token}
    while len(tokens) > 20:  # the oldest server goes (prefs.TOKENS_KEPT)
        tokens.pop(next(iter(tokens)))
    save_setting(app, "online_tokens", tokens)


class OnlineSession:
    """The client, what the server last said (lobby, table, match), and the screens."""

    def __init__(self, app: App, address: str, name: str,
                 create_table: str | None = None) -> None:
        self.app = app
        self.address = address
        self.name = name
        self.client = NetClient(address, name, saved_token(app, address, name))
        self.create_table = create_table  # "Host a game": make a table on arriving
        self.connected = False
        self.welcomed = False  # connected at least once
        self.closed = False
        self.people: set[str] = set()
        self.tables: tuple[p.TableInfo, ...] = ()
        self.table: p.TableState | None = None
        self.picking: p.Picking | None = None
        self.remote: RemoteSeat | None = None
        self.watching: tuple[int, str | None] | None = None  # to watch again after a drop
        self.fresh_match = False  # the table started playing while we were at it
        self.teams_picked = False  # the match starting now follows team picking
        # Screens revealed after a change of place say where you are, not only their item
        self.lobby_news = False
        self.table_screen_news = False
        self.lobby_screen: LobbyScreen | None = None
        self.table_screen: TableScreen | None = None
        self.picking_screen: PickingScreen | None = None
        self.play_screen: OnlinePlayScreen | None = None
        self.on_connected: Callable[[], object] | None = None  # in: show the lobby
        self.on_failed: Callable[[str], object] | None = None  # refused for good, never in
        self.on_waiting: Callable[[Lost | Reconnecting], object] | None = None  # not yet in
        self._timer: Timer | None = None
        self._held: list[Any] = []  # taken again first, once the screens have changed

    # -- life ----------------------------------------------------------------------------------

    def start(self) -> None:
        self.client.start()
        self._timer = self.app.every(POLL_SECONDS, self.poll, owner=self)

    def close(self) -> None:
        """Disconnect for good (leaving online play, Escape while connecting)."""
        if self.closed:
            return
        self.closed = True
        if self._timer is not None:
            self._timer.cancel()
        self.client.close()

    def send(self, frame: p.Frame) -> None:
        self.client.send(frame)

    # -- the inbox ----------------------------------------------------------------------------

    def poll(self) -> None:
        """Take what arrived. A frame that changes the screens ends the pass: the rest is
        taken right after the stack has changed (a timer due now, in the same frame)."""
        for _ in range(FRAMES_A_POLL):
            if self.closed:
                return
            if self._held:
                item = self._held.pop(0)
            else:
                try:
                    item = self.client.inbox.get_nowait()
                except queue.Empty:
                    return
            try:
                moved = self.handle(item)
            except Exception:
                log.exception("online: cannot handle %r", type(item).__name__)
                moved = False
            if moved:
                self.app.after(0, self.poll, owner=self)
                return

    def handle(self, item: Any) -> bool:
        """One notice or frame; True when it changed the screens."""
        handler = getattr(self, "_on_" + type(item).__name__, None)
        if handler is None:
            return False
        return bool(handler(item))

    # -- the connection -----------------------------------------------------------------------

    def _on_Connected(self, item: Connected) -> bool:
        self.connected = True
        self.name = item.name
        save_token(self.app, self.address, item.name, item.token)
        if not self.welcomed:
            self.welcomed = True  # the lobby shows with the first lobby or table frame
            return False
        self.play(BACK_CUE)
        self.say(N_("online-reconnected"), interrupt=False)
        if self.watching is not None and self.table is not None:
            table, code = self.watching
            self.send(p.WatchTable(table, code))
        return False

    def _on_Lost(self, item: Lost) -> bool:
        was = self.connected
        self.connected = False
        if not self.welcomed:  # still connecting: the connecting screen says it
            if self.on_waiting is not None and item.retrying:
                self.on_waiting(item)
            elif not item.retrying and self.on_failed is not None:
                self.on_failed(item.reason)
            return False
        if not item.retrying:
            self.play(LOST_CUE)
            self.speak(lost_text(self.app.translator.tr, item.reason))
            self.app.let_finish()
            self.leave_online()
            return True
        if was:
            self.play(LOST_CUE)
            self.say(N_("online-lost"))
        return False

    def _on_Reconnecting(self, item: Reconnecting) -> bool:
        if not self.welcomed and self.on_waiting is not None:
            self.on_waiting(item)
        return False

    # -- the lobby ----------------------------------------------------------------------------

    def _arrived(self, frame: p.Frame) -> bool:
        """The first lobby or table frame: the lobby replaces the connecting screen, then
        the frame is taken again. False when the lobby already shows."""
        if self.lobby_screen is not None:
            return False
        if self.on_connected is not None:
            self.on_connected()  # sets lobby_screen
        self._held.insert(0, frame)
        return True

    def _on_Lobby(self, frame: p.Lobby) -> bool:
        if self._arrived(frame):
            return True
        self.people = set(frame.people)
        self.tables = frame.tables
        if self.create_table is not None:  # hosting: our own table, once
            self.send(p.CreateTable(self.create_table[:40]))
            self.create_table = None
        if self.table is not None:  # we are no longer at the table: left, kicked, closed
            self.table = None
            self.picking = None
            self.table_screen = self.picking_screen = None
            self._end_match()
            if self.lobby_screen is not None:
                self.lobby_news = True
                self.back_to(self.lobby_screen)
                return True
        if self.lobby_screen is not None:
            self.lobby_screen.refresh()
        return False

    def _on_Arrived(self, frame: p.Arrived) -> bool:
        self.people.add(frame.name)
        self._announce_person(N_("online-arrived"), frame.name, ARRIVAL_CUE)
        return False

    def _on_Departed(self, frame: p.Departed) -> bool:
        self.people.discard(frame.name)
        self._announce_person(N_("online-departed"), frame.name, DEPARTURE_CUE)
        return False

    def _announce_person(self, msg: str, name: str, cue: str) -> None:
        if setting(self.app, "announce_arrivals", True):
            self.play(cue)
            self.say(msg, interrupt=False, name=name)
        if self.lobby_screen is not None:
            self.lobby_screen.refresh()

    def _on_Chat(self, frame: p.Chat) -> bool:
        self.play(CHAT_CUE)
        self.say(N_("online-chat-line"), interrupt=False, name=frame.name, text=frame.text,
                 scope=frame.scope)
        return False

    def _on_Failed(self, frame: p.Failed) -> bool:
        self.play("refused")
        self.speak(error_text(self.app.translator.tr, frame.code))
        if frame.code == "update_required":
            self.app.let_finish()
        return False

    def _on_Kicked(self, frame: p.Kicked) -> bool:
        self.watching = None
        self.play(DEPARTURE_CUE)
        self.say(N_("online-kicked"))
        self.app.let_finish()
        return False  # the lobby follows, and takes us back there

    # -- the table ----------------------------------------------------------------------------

    def _on_TableState(self, frame: p.TableState) -> bool:
        if self._arrived(frame):
            return True
        old, self.table = self.table, frame
        self.create_table = None  # at a table already (back in our seat after a restart)
        if old is not None and old.id == frame.id and old.state != "playing" \
                and frame.state == "playing":
            self.fresh_match = True  # its deal comes as updates, after the match frame
            self.teams_picked = old.state == "picking"
        if self.name not in frame.spectators:
            self.watching = None
        if frame.state != "picking":
            self.picking = None
        if old is None or old.id != frame.id or self.table_screen is None:
            from .table import TableScreen

            self.table_screen = TableScreen(self.app, self)
            self.present(self.table_screen, self.lobby_screen)
            return True
        for line in table_news(self.app, old, frame, self.name):
            self.speak(line, interrupt=False)
        if frame.state == "waiting" and self.picking_screen is not None:
            self.table_screen_news = True
            self.back_to(self.table_screen)  # the picking was called off (someone left)
            self.picking_screen = None
            return True
        self.table_screen.refresh()
        if frame.state == "over" and old.state != "over" and self.app.top is self.table_screen:
            self.speak(self.table_screen.title_text(), interrupt=False)  # back before the news
        return False

    def _on_Picking(self, frame: p.Picking) -> bool:
        self.picking = frame
        if self.picking_screen is None or self.picking_screen not in self.app.stack:
            from .picking import PickingScreen

            self.picking_screen = PickingScreen(self.app, self, frame)
            self.present(self.picking_screen, self.table_screen)
            return True
        self.picking_screen.update(frame)
        return False

    def _on_Picked(self, frame: p.Picked) -> bool:
        picking = self.picking
        if picking is None:
            return False
        tr = self.app.translator.tr
        chooser, player = picking.names[frame.chooser], picking.names[frame.player]
        computer = chooser.startswith("bot-name-")
        self.say(N_("online-picked"), interrupt=False, chooser=said_name(tr, chooser),
                 name=said_name(tr, player), who="you" if chooser == self.name else "other",
                 at_random="yes" if frame.at_random and not computer else "no")
        return False

    # -- the match ----------------------------------------------------------------------------

    def _on_MatchStart(self, frame: p.MatchStart) -> bool:
        screen = self.play_screen
        fresh, self.fresh_match = self.fresh_match, False
        if not fresh and self.remote is not None and screen is not None \
                and screen in self.app.stack:
            self.remote.receive(frame)  # back after a lost connection: same seat, new view
            screen.returned()
            return False
        from .play import OnlinePlayScreen

        self._end_match()  # a new match while the last one's end was still on screen
        self.teams_picked = fresh and self.teams_picked
        self.remote = RemoteSeat(self.client, frame, resumed=not fresh)
        self.play_screen = OnlinePlayScreen(self.app, self, self.remote)
        self.picking_screen = None
        self.picking = None
        self.present(self.play_screen, self.table_screen or self.lobby_screen)
        return True

    def _on_Update(self, frame: p.Update) -> bool:
        if self.remote is not None:
            self.remote.receive(frame)
        return False

    _on_Outcome = _on_Update

    def _on_Missed(self, frame: p.Missed) -> bool:
        if self.play_screen is not None:
            self.play_screen.missed(frame)
        return False

    def _end_match(self) -> None:
        if self.remote is not None:
            self.remote.close()
        self.remote = None
        self.play_screen = None

    def match_heard(self) -> None:
        """The match is over and its end heard: the table (its state "over") shows again."""
        self.table_screen_news = True
        self._end_match()

    # -- what the player does -----------------------------------------------------------------

    def leave_table(self) -> None:
        self.watching = None
        self.send(p.LeaveTable())

    def watch(self, table: int, code: str | None) -> None:
        self.watching = (table, code)
        self.send(p.WatchTable(table, code))

    def open_chat(self) -> None:
        if not self.connected:
            self.say(N_("online-not-connected"))
            return
        self.app.push(chat_field(self.app, lambda text: self.send(p.Say(text))))

    def leave_online(self) -> None:
        """Back to the online menu: every online screen goes, the connection too."""
        self.close()
        screens = [s for s in (self.lobby_screen, self.table_screen, self.picking_screen,
                               self.play_screen) if s is not None and s in self.app.stack]
        if screens:
            first = min(self.app.stack.index(s) for s in screens)
            for screen in self.app.stack[first:]:
                self.app.pop(screen)

    # -- screens ------------------------------------------------------------------------------

    def present(self, screen: Screen, base: Screen | None) -> None:
        """Show `screen` right above `base`: what was above it goes (a dialog, a field), and
        only the new screen speaks."""
        stack = self.app.stack
        above = stack[stack.index(base) + 1:] if base is not None and base in stack else []
        if not above:
            self.app.push(screen)
            return
        for old in above[:-1]:  # not the top: no screen is revealed
            self.app.pop(old)
        self.app.replace(screen)

    def back_to(self, base: Screen) -> None:
        """Close everything above `base`, which then speaks (bottom up, so only it does)."""
        stack = self.app.stack
        if base in stack:
            for screen in stack[stack.index(base) + 1:]:
                self.app.pop(screen)

    # -- speech -------------------------------------------------------------------------------

    def say(self, msg: str, interrupt: bool = True, **args: Any) -> None:
        self.app.say(msg, interrupt, **args)

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.app.speak(text, interrupt)

    def play(self, cue: str) -> None:
        self.app.sounds.play(cue)
