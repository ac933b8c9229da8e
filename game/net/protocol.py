"""Every frame of online play, in one place: msgspec tagged structs, JSON on the wire.

A frame is one JSON object with a `"type"`: client frames (`ClientFrame`) go to the server,
server frames (`ServerFrame`) come back. Each direction is decoded once, by a typed decoder,
which refuses anything else (wrong types, unknown types, out-of-range numbers, over-long
text). The rules' events and actions travel as structs generated from their dataclasses, so
the wire can never drift from the rules. docs/protocol.md describes every frame for someone
writing a client in another language.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Annotated, Any, Literal, Union

import msgspec
from msgspec import Meta, Struct

from game.match.events import SeatControlled
from game.rules import actions as ra
from game.rules import events as ev
from game.rules.cards import Card
from game.rules.options import Options
from game.rules.view import SeatView

PROTOCOL_VERSION = 1
MAX_FRAME = 8 * 1024  # bytes a client may send in one frame

Name = Annotated[str, Meta(min_length=1, max_length=24)]
TableName = Annotated[str, Meta(min_length=1, max_length=40)]
Code = Annotated[str, Meta(min_length=1, max_length=20)]
Text = Annotated[str, Meta(min_length=1, max_length=300)]
Token = Annotated[str, Meta(min_length=1, max_length=64)]
Seat = Annotated[int, Meta(ge=0, le=8)]
TableId = Annotated[int, Meta(ge=1, le=2**31)]
Level = Literal["easy", "normal", "hard"]
Seconds = Annotated[float, Meta(ge=0, le=600)]


class Frame(Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    """Every frame: a JSON object whose "type" names it."""


# --- actions: the moves a player sends ---------------------------------------------------------
class Draw(Frame, tag="draw"):
    pass


class PlayCard(Frame, tag="play"):
    card: Card
    target: Annotated[int, Meta(ge=0, le=8)] | None = None


class DiscardCard(Frame, tag="discard"):
    card: Card


class DirtyTrick(Frame, tag="trick"):
    card: Card


class ExtendTrip(Frame, tag="extend"):
    go_on: bool


class DealNext(Frame, tag="next_round"):
    pass


class CloseTrickWindow(Frame, tag="close_window"):
    """Only ever in a view's legal actions: the host closes a timed window itself."""


ActionWire = Draw | PlayCard | DiscardCard | DirtyTrick | ExtendTrip | DealNext
AnyActionWire = ActionWire | CloseTrickWindow


def action_to_wire(action: ra.Action) -> AnyActionWire:
    if isinstance(action, ra.Draw):
        return Draw()
    if isinstance(action, ra.Play):
        return PlayCard(action.card, action.target)
    if isinstance(action, ra.Discard):
        return DiscardCard(action.card)
    if isinstance(action, ra.Trick):
        return DirtyTrick(action.card)
    if isinstance(action, ra.Extend):
        return ExtendTrip(action.go_on)
    if isinstance(action, ra.NextRound):
        return DealNext()
    if isinstance(action, ra.CloseWindow):
        return CloseTrickWindow()
    raise TypeError(f"not an action: {action!r}")


def action_from_wire(wire: AnyActionWire) -> ra.Action:
    if isinstance(wire, Draw):
        return ra.Draw()
    if isinstance(wire, PlayCard):
        return ra.Play(wire.card, wire.target)
    if isinstance(wire, DiscardCard):
        return ra.Discard(wire.card)
    if isinstance(wire, DirtyTrick):
        return ra.Trick(wire.card)
    if isinstance(wire, ExtendTrip):
        return ra.Extend(wire.go_on)
    if isinstance(wire, DealNext):
        return ra.NextRound()
    return ra.CloseWindow()


# --- events: generated from the rules' and the host's event dataclasses ------------------------
def _mirror(cls: type) -> type[Struct]:
    hints = typing.get_type_hints(cls)
    fields = [(field.name, hints[field.name]) for field in dataclasses.fields(cls)]
    return msgspec.defstruct(cls.__name__, fields, bases=(Frame,), tag=cls.__name__,
                             frozen=True, module=__name__)


EVENT_CLASSES: tuple[type, ...] = (*typing.get_args(ev.Event), SeatControlled)
_TO_WIRE: dict[type, type[Struct]] = {cls: _mirror(cls) for cls in EVENT_CLASSES}
_FROM_WIRE: dict[type[Struct], type] = {struct: cls for cls, struct in _TO_WIRE.items()}
EventWire = Union[tuple(_TO_WIRE.values())]  # type: ignore[valid-type]  # noqa: UP007


def event_to_wire(event: Any) -> Struct:
    struct = _TO_WIRE[type(event)]
    return struct(**{name: getattr(event, name) for name in struct.__struct_fields__})


def event_from_wire(wire: Struct) -> Any:
    cls = _FROM_WIRE[type(wire)]
    return cls(**{name: getattr(wire, name) for name in wire.__struct_fields__})


# --- a seat's view, without the options (sent once per match) -----------------------------------
def _view_struct() -> type[Struct]:
    """SeatView's fields, mirrored: the legal actions as wire actions, the options left out."""
    hints = typing.get_type_hints(SeatView)
    fields = [(field.name, tuple[AnyActionWire, ...] if field.name == "legal_actions"
               else hints[field.name])
              for field in dataclasses.fields(SeatView) if field.name != "options"]
    return msgspec.defstruct("ViewWire", fields, frozen=True, forbid_unknown_fields=True,
                             module=__name__)


ViewWire = _view_struct()


def view_to_wire(view: SeatView) -> ViewWire:
    fields = {name: getattr(view, name) for name in ViewWire.__struct_fields__}
    fields["legal_actions"] = tuple(action_to_wire(a) for a in view.legal_actions)
    return ViewWire(**fields)


def view_from_wire(wire: ViewWire, options: Options) -> SeatView:
    fields = {name: getattr(wire, name) for name in ViewWire.__struct_fields__}
    fields["legal_actions"] = tuple(action_from_wire(a) for a in wire.legal_actions)
    return SeatView(options=options, **fields)


class OptionsWire(Struct, frozen=True, forbid_unknown_fields=True):
    """A table's rules: a preset and the owner's choices (validated with make_options); a
    field left out (null) takes the preset's default."""

    preset: Literal["1000_miles", "1000_milhas", "classic", "mile_by_mile"] = "1000_miles"
    players: Annotated[int, Meta(ge=2, le=9)] | None = None
    teams: Annotated[int, Meta(ge=0, le=4)] | None = None
    score_limit: Annotated[int, Meta(ge=1000, le=500_000)] | None = None
    races_to_win: Annotated[int, Meta(ge=1, le=10)] | None = None
    accumulation: bool | None = None
    reshuffle: bool | None = None
    counterflow: bool | None = None
    trip: Annotated[int, Meta(ge=700, le=1000)] | None = None
    extension: bool | None = None  # set by the rules, never by the owner
    remove_protections: bool | None = None


def options_to_wire(options: Options) -> OptionsWire:
    return OptionsWire(**options.to_dict())


def options_from_wire(wire: OptionsWire) -> Options:
    """Raises OptionsError when the combination is not one the rules offer."""
    given = {key: value for key, value in msgspec.structs.asdict(wire).items()
             if value is not None}
    return Options.from_dict(given)


class TimingWire(Struct, frozen=True, forbid_unknown_fields=True):
    """The owner's clock: computer players' pace, the settle delay after every attack, how
    long a dropped person's seat waits before a computer player of `drop_level` takes it, and
    how long a team picker may think."""

    pace: Annotated[float, Meta(ge=0.2, le=10)] = 1.2
    settle: Annotated[float, Meta(ge=1, le=30)] = 5.0
    drop_after: Annotated[float, Meta(ge=5, le=600)] = 60.0
    drop_level: Level = "normal"
    pick_seconds: Annotated[float, Meta(ge=5, le=300)] = 30.0


# --- client frames ------------------------------------------------------------------------------
class Hello(Frame, tag="hello"):
    """The first frame of a connection: who you are (a token brings you back as yourself)."""

    version: int
    name: Name
    token: Token | None = None


class ListTables(Frame, tag="list_tables"):
    pass


class CreateTable(Frame, tag="create_table"):
    name: TableName
    code: Code | None = None


class JoinTable(Frame, tag="join_table"):
    table: TableId
    seat: Seat | None = None
    code: Code | None = None


class WatchTable(Frame, tag="watch_table"):
    table: TableId
    code: Code | None = None


class LeaveTable(Frame, tag="leave_table"):
    pass


class Say(Frame, tag="say"):
    """A chat line, to the table you are at, else to the lobby."""

    text: Text


class SetOptions(Frame, tag="set_options"):
    """The owner changes the table's rules and clock (before the match starts)."""

    options: OptionsWire
    timing: TimingWire = TimingWire()


class SetSeat(Frame, tag="set_seat"):
    """The owner puts a computer player of `level` in `seat`, or (null) opens it for people."""

    seat: Seat
    level: Level | None = None


class Kick(Frame, tag="kick"):
    name: Name


class GiveOwner(Frame, tag="give_owner"):
    name: Name


class Start(Frame, tag="start"):
    pass


class Pick(Frame, tag="pick"):
    """Team picking: take the player at `player` (an index of the table's seats)."""

    player: Seat


class Act(Frame, tag="act"):
    action: ActionWire


class Heard(Frame, tag="heard"):
    """Your speech of the last attack has ended (sent for every attack: it reveals nothing)."""


ClientFrame = (Hello | ListTables | CreateTable | JoinTable | WatchTable | LeaveTable | Say
               | SetOptions | SetSeat | Kick | GiveOwner | Start | Pick | Act | Heard)


# --- server frames ------------------------------------------------------------------------------
class Welcome(Frame, tag="welcome"):
    version: int
    name: str
    token: str


class Failed(Frame, tag="error"):
    """Something you sent was refused: `code` is a stable reason (docs/protocol.md)."""

    code: str
    detail: str = ""


class TableInfo(Struct, frozen=True, forbid_unknown_fields=True):
    id: int
    name: str
    owner: str
    preset: str
    seats: int
    taken: int
    people: int
    computers: int
    state: Literal["waiting", "picking", "playing", "over"]
    round: int
    private: bool


class Lobby(Frame, tag="lobby"):
    people: tuple[str, ...]
    tables: tuple[TableInfo, ...]


class Arrived(Frame, tag="arrived"):
    name: str


class Departed(Frame, tag="departed"):
    name: str


class Chat(Frame, tag="chat"):
    scope: Literal["lobby", "table"]
    name: str
    text: str


class SeatInfo(Struct, frozen=True, forbid_unknown_fields=True):
    """A seat: empty (`name` null), a person (`level` null; `connected`), or a computer
    player (`level`), which may be playing for its dropped person (`name` set)."""

    name: str | None
    level: Level | None
    connected: bool


class TableState(Frame, tag="table"):
    id: int
    name: str
    owner: str
    private: bool
    options: OptionsWire
    timing: TimingWire
    seats: tuple[SeatInfo, ...]
    spectators: tuple[str, ...]
    state: Literal["waiting", "picking", "playing", "over"]
    round: int
    you: int | None


class Picking(Frame, tag="picking"):
    """Team picking among the table's seats: `chooser` picks from `available` (indexes of
    `names`) for `seconds` at most; `teams` so far."""

    names: tuple[str, ...]
    chooser: int
    available: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    seconds: float


class Picked(Frame, tag="picked"):
    chooser: int
    player: int
    at_random: bool


class MatchStart(Frame, tag="match"):
    """A match begins or you come back to one: your seat (null: you watch), the names in
    seat order, the rules, and your view."""

    seat: int | None
    names: tuple[str, ...]
    options: OptionsWire
    view: ViewWire


class Update(Frame, tag="update"):
    """What happened, as your seat may know it, and your view after it."""

    events: tuple[EventWire, ...]  # type: ignore[valid-type]
    by: int | None
    view: ViewWire


class Outcome(Frame, tag="outcome"):
    """The answer to your `act`: taken, refused with a reason, or held `wait` seconds for the
    settle delay after an attack."""

    accepted: bool
    reason: str | None = None
    card: Card | None = None
    wait: float = 0.0


class Missed(Frame, tag="missed"):
    """You came back: how many plays you missed, and the ones that matter to you."""

    plays: int
    events: tuple[EventWire, ...]  # type: ignore[valid-type]


class Kicked(Frame, tag="kicked"):
    table: int


ServerFrame = (Welcome | Failed | Lobby | Arrived | Departed | Chat | TableState | Picking
               | Picked | MatchStart | Update | Outcome | Missed | Kicked)

# --- encoding and decoding -----------------------------------------------------------------------
_encoder = msgspec.json.Encoder()
_client_decoder = msgspec.json.Decoder(ClientFrame)
_server_decoder = msgspec.json.Decoder(ServerFrame)

DecodeError = (msgspec.ValidationError, msgspec.DecodeError)


def encode(frame: Frame) -> bytes:
    return _encoder.encode(frame)


def decode_client(data: bytes | str) -> Frame:
    """A client frame, validated; raises msgspec.ValidationError or DecodeError."""
    return _decode(_client_decoder, data)


def decode_server(data: bytes | str) -> Frame:
    return _decode(_server_decoder, data)


def _decode(decoder: msgspec.json.Decoder, data: bytes | str) -> Frame:
    try:
        return decoder.decode(data)
    except RecursionError as error:
        # A value nested deeper than Python's recursion limit, even one msgspec only skips
        # (an unknown field of a few kilobytes of [[[[...]]]]): a bad frame like any other
        raise msgspec.DecodeError("nested too deeply") from error
