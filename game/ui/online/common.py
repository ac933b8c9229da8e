"""What the online screens share: the keys every one of them has (chat, who is here), names as
they are said (a computer player's name travels as a message id), and every refusal code the
server sends, in words."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.forms import TextField
from engine.i18n import N_
from engine.keys import Binding, Keymap
from game.net import protocol as p

from ..common import PRESET_IDS, join_names, level_id
from ..table_rules import ERROR_IDS as OPTION_ERROR_IDS

if TYPE_CHECKING:
    from engine.app import App
    from engine.screen import Screen

    from .session import OnlineSession

Tr = Callable[..., str]

ONLINE_KEYMAP = Keymap([
    Binding("ctrl+t", "chat", N_("help-online-chat")),
    Binding("ctrl+w", "who", N_("help-online-who")),
])
CHAT_LENGTH = 300  # what the server takes in one line
BOT_PREFIX = "bot-name-"

# Every code of an `error` frame (docs/protocol.md): the server's, the tables'
ERROR_IDS = {code: f"online-error-{code}" for code in (
    "already_at_table", "already_said_hello", "already_seated", "bad_frame", "empty",
    "hello_first", "kicked", "match_started", "name_invalid", "name_taken", "no_such_person",
    "no_such_table", "not_at_table", "not_available", "not_owner", "not_picking",
    "not_playing", "not_your_pick", "rate_limited", "seat_taken", "seats_open", "seats_taken",
    "server_error", "table_full", "too_many_tables", "too_many_tables_yours",
    "update_required", "wrong_code",
)}
# Why a connection ended (game.net.client: the close codes and refusals it names)
LOST_IDS = {code: f"online-lost-{code}" for code in (
    "closed", "unreachable", "invalid_address", "not_a_server", "too_many_connections",
    "server_full", "replaced", "policy", "too_big",
)}


def error_text(tr: Tr, code: str) -> str:
    """An `error` frame's code in words; an unknown one (a newer server's) still said."""
    if code.startswith("options_"):
        return tr(OPTION_ERROR_IDS.get(code.removeprefix("options_"), N_("setup-error-other")))
    if code in ERROR_IDS:
        return tr(ERROR_IDS[code])
    return tr(N_("online-error-other"), code=code)


def lost_text(tr: Tr, reason: str) -> str:
    """Why the connection ended, in words (a refusal code, or how it was closed)."""
    if reason in LOST_IDS:
        return tr(LOST_IDS[reason])
    return error_text(tr, reason)


def said_name(tr: Tr, name: str) -> str:
    """A name as it is said: a computer player's id in this language, a person's as it is."""
    return tr(name) if name.startswith(BOT_PREFIX) else name


def preset_name(tr: Tr, preset: str) -> str:
    return tr(PRESET_IDS.get(preset, preset))


def state_text(tr: Tr, state: str, round_number: int) -> str:
    """A table's state: waiting for players, choosing teams, playing round N, match over."""
    return tr(N_("online-table-state"), state=state, round=round_number)


def table_line(tr: Tr, info: p.TableInfo) -> str:
    """A table in the lobby's list: everything the brief names, most telling first."""
    return tr(N_("online-table-line"), name=info.name, owner=info.owner,
              preset=preset_name(tr, info.preset), taken=info.taken, seats=info.seats,
              people=info.people, computers=info.computers,
              state=state_text(tr, info.state, info.round),
              private="yes" if info.private else "no")


def seat_line(app: App, seat: int, info: p.SeatInfo, owner: str, me: str) -> str:
    """A seat: empty, a person (you, the owner, connected or not), or a computer player (its
    level, and the person it plays for)."""
    tr = app.translator.tr
    level = tr(level_id(app, info.level)) if info.level else ""
    if info.name is None:
        if info.level is None:
            return tr(N_("online-seat-empty"), number=seat + 1)
        return tr(N_("online-seat-computer"), number=seat + 1, level=level)
    kind = "you" if info.name == me else "person"
    return tr(N_("online-seat-person"), number=seat + 1, name=info.name, who=kind,
              owner="yes" if info.name == owner else "no",
              connected="yes" if info.connected else "no",
              level=level, computer="yes" if info.level else "no")


def who_is_here(tr: Tr, session: OnlineSession) -> str:
    """Ctrl+W: the people at your table (and who watches), else everyone connected."""
    table = session.table
    if table is None:
        return tr(N_("online-who-lobby"), count=len(session.people),
                  names=join_names(tr, sorted(session.people)) or tr(N_("status-none")))
    seated = []
    for info in table.seats:
        if info.name is None:
            continue
        state = "here" if info.connected else "away"
        if info.level is not None:
            state = "computer"
        seated.append(tr(N_("online-who-person"), name=info.name,
                         owner="yes" if info.name == table.owner else "no", state=state))
    computers = sum(1 for info in table.seats if info.name is None and info.level)
    watchers = join_names(tr, list(table.spectators)) or tr(N_("status-none"))
    return tr(N_("online-who-table"), people="; ".join(seated) or tr(N_("status-none")),
              computers=computers, watchers=watchers)


class OnlineKeys:
    """The keys of every online screen: Ctrl+T types a chat line, Ctrl+W says who is here.
    A screen using it has `session` and is a `Screen`."""

    session: OnlineSession
    app: App

    def cmd_chat(self) -> None:
        self.session.open_chat()

    def cmd_who(self) -> None:
        screen: Screen = self  # type: ignore[assignment]
        screen.speak(who_is_here(screen.tr, self.session))


def chat_field(app: App, send: Callable[[str], Any]) -> TextField:
    return TextField(app, N_("online-chat-prompt"), send, max_length=CHAT_LENGTH)
