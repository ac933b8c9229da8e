"""Property-based tests of what the internet may send the server, and of what it sends back.

- Arbitrary and mutated frames (right structure with wrong values, wrong seats and cards,
  huge numbers, deep nesting, invalid UTF-8, binary and oversized frames) from several
  connections at once while a match runs: the server never falls over, changes the table
  only through legal actions of the right seat, keeps serving everyone else, and closes no
  connection but an offender's.
- No frame to a seat or a spectator ever holds a card they may not know.

Examples and time are bounded (`settings` below); the server runs on its own thread and
event loop for the whole test, so its match goes on from one example to the next.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.match.clock import ManualScheduler, run_now
from game.net import protocol as p
from game.net.journal import Files
from game.net.limits import Limits
from game.net.room import Refused, Room
from game.net.server import GameServer
from game.rules import Card

from .helpers import Client, latest_view
from .test_faults import Player

CARDS = [card.value for card in Card]
SPEED = 20.0  # the table's clock: a 1 s settle delay lasts 50 ms, the drop time 30 s


# --- what a frame may hold: right shapes, wrong values -------------------------------------------
huge = st.sampled_from([-1, 9, 2**31, 2**31 + 1, 2**53 + 1, 2**63, -2**63, 10**30]) | st.builds(
    lambda n: 10**n, st.integers(300, 4000))
numbers = st.integers(-10, 12) | huge | st.floats(allow_nan=True, allow_infinity=True)
texts = st.text(max_size=30) | st.sampled_from(["\x00", "\u202e", "\ud800", "a\nb"]) | st.builds(
    lambda n: "x" * n, st.integers(20, 400))
cards = st.sampled_from(CARDS) | texts
scalars = st.none() | st.booleans() | numbers | texts
anything = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=10)
action_types = st.sampled_from(["draw", "play", "discard", "trick", "extend", "next_round",
                                "close_window"]) | texts


def _optional(**fields: st.SearchStrategy) -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries({}, optional=fields)


actions = st.builds(lambda kind, rest: {"type": kind, **rest}, action_types,
                    _optional(card=cards, target=numbers | anything, go_on=scalars,
                              extra=anything))
shaped = st.one_of(
    st.builds(lambda a: {"type": "act", "action": a}, actions | anything),
    st.builds(lambda f: {"type": "join_table", **f},
              _optional(table=numbers, seat=numbers, code=texts | anything)),
    st.builds(lambda f: {"type": "watch_table", **f}, _optional(table=numbers, code=texts)),
    st.builds(lambda o, t: {"type": "set_options", "options": o, "timing": t},
              _optional(preset=texts | st.sampled_from(["classic", "mile_by_mile"]),
                        players=numbers, teams=numbers, score_limit=numbers,
                        races_to_win=numbers, trip=numbers, extension=scalars),
              _optional(pace=numbers, settle=numbers, drop_after=numbers,
                        drop_level=texts, pick_seconds=numbers)),
    st.builds(lambda s, lv: {"type": "set_seat", "seat": s, "level": lv}, numbers,
              st.sampled_from(["easy", "normal", "hard", None]) | texts),
    st.builds(lambda k, n: {"type": k, "name": n},
              st.sampled_from(["kick", "give_owner", "create_table"]),
              texts | st.sampled_from(["Zoe", "Fuzz", "Watcher"])),
    st.builds(lambda n: {"type": "pick", "player": n}, numbers),
    st.builds(lambda t: {"type": "say", "text": t}, texts | anything),
    st.builds(lambda n, v, t: {"type": "hello", "name": n, "version": v, "token": t},
              texts, numbers, texts | st.none()),
    st.sampled_from([{"type": kind} for kind in (
        "start", "heard", "list_tables", "leave_table", "next_round", "nope", "")]),
    st.builds(lambda f: {"type": "act", **f}, st.dictionaries(st.text(max_size=6), anything,
                                                               max_size=3)),
)


def _nested(depth: int, kind: str) -> str:
    """An action nested `depth` deep, in an unknown field (lists: up to ~4,000 deep in 8 KiB)."""
    inner = "[" * depth + "]" * depth if kind == "list" else '{"a":' * depth + "1" + "}" * depth
    return '{"type":"act","action":{"a":' + inner + "}}"


# Well-formed actions with any card and any target: legal now, later, or never
well_formed = st.one_of(
    st.just(p.Draw()), st.just(p.DealNext()), st.builds(p.ExtendTrip, st.booleans()),
    st.builds(p.PlayCard, st.sampled_from(list(Card)), st.none() | st.integers(0, 8)),
    st.builds(p.DiscardCard, st.sampled_from(list(Card))),
    st.builds(p.DirtyTrick, st.sampled_from(list(Card))),
)
acts = st.builds(lambda a: ("text", p.encode(p.Act(a)).decode()), well_formed)

# A payload: what goes on the wire (text, raw bytes sent as text, or a binary frame)
payloads = st.one_of(
    acts,
    st.builds(lambda seat: ("steal", seat), st.sampled_from([0, 1])),  # another seat's move
    st.builds(lambda d: ("text", json.dumps(d)), shaped),
    st.builds(lambda d, cut, junk: ("text", json.dumps(d)[:cut] + junk), shaped,
              st.integers(0, 60), st.text(max_size=8)),  # truncated, spliced
    st.builds(lambda d: ("text", json.dumps(d).replace('"', "'", 1)), shaped),
    st.builds(lambda n: ("text", _nested(n, "list")), st.integers(50, 4080)),
    st.builds(lambda n: ("text", _nested(n, "dict")), st.integers(50, 1360)),
    st.builds(lambda b: ("utf8", b), st.binary(min_size=1, max_size=40)
              | st.sampled_from([b'{"type":"say","text":"\xff\xfe"}', b"\xc3\x28", b"\xed\xa0\x80"])),
    st.builds(lambda b: ("binary", b), st.binary(max_size=40)),
    st.builds(lambda n: ("text", '{"type":"say","text":"' + "x" * n + '"}'),
              st.integers(8190, 9000)),  # around the 8 KiB limit
    st.builds(lambda: ("text", json.dumps({"type": "say", "text": "hello"}))),  # fine
)
who = st.sampled_from(["lobby", "spectator", "seated"])
examples = st.lists(st.tuples(who, payloads), min_size=1, max_size=8)


# --- the server and its match, on a thread of their own ------------------------------------------
# websockets draws its ping payloads from the global `random` on the server's thread; Hypothesis,
# drawing examples on the main thread meanwhile, would take that for a strategy using `random`.
QUIET_PINGS = 3600.0


async def _client(port: int, name: str, **kwargs: Any) -> Client:
    return await Client.open(port, name, ping_interval=QUIET_PINGS, **kwargs)


class Stage:
    """A server whose table `table` plays a long match: Zoe (seat 0, plays legal random
    actions, owns it), Fuzz (seat 1, whose connection also sends garbage), two computer
    players, and a spectator. Every frame the server sends is checked for hidden cards."""

    def __init__(self, folder: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.leaks: list[str] = []
        self.errors = _Errors()  # anything logged as an error: a handler that crashed
        logging.getLogger().addHandler(self.errors)
        self.fuzzed: list[p.Frame] = []  # the valid acts the fuzzing seat sent
        self.wrong_seat: list[str] = []
        self.number = 0
        self.call(self._open(folder))

    def call(self, coro, timeout: float = 60.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _open(self, folder: Path) -> None:
        limits = Limits(actions_per_second=1000.0, chat_per_second=1000.0,
                        connections_per_ip=1000, tables_per_person=1000,
                        ping_interval=QUIET_PINGS)
        self.server = GameServer(folder, limits, ThreadPoolExecutor(2), speed=SPEED)
        await self.server.start("127.0.0.1", 0)
        self.server.send = self._checked(self.server.send)
        port = self.server.port
        self.zoe = await _client(port, "Zoe")
        await self.zoe.wait_for(p.Lobby)
        await self.zoe.send(p.CreateTable("Zoe's"))
        self.table = (await self.zoe.wait_for(p.TableState)).id
        await self.zoe.send(p.SetOptions(p.OptionsWire(players=4, score_limit=500_000),
                                         p.TimingWire(pace=0.2, settle=1.0, drop_after=600)))
        await self.zoe.wait_for(p.TableState, lambda f: len(f.seats) == 4)
        self.fuzz = await _client(port, "Fuzz")
        await self.fuzz.wait_for(p.Lobby)
        await self.fuzz.send(p.JoinTable(self.table, 1))
        await self.fuzz.wait_for(p.TableState, lambda f: f.you == 1)
        self.fuzz_token = self.fuzz.of(p.Welcome)[0].token
        for seat in (2, 3):
            await self.zoe.send(p.SetSeat(seat, "easy"))
            await self.zoe.wait_for(p.TableState, lambda f, s=seat: len(f.seats) == 4
                                    and f.seats[s].level == "easy")
        self.watcher = await _client(port, "Watcher")
        await self.watcher.wait_for(p.Lobby)
        await self.watcher.send(p.WatchTable(self.table))
        await self.zoe.wait_for(p.TableState, lambda f: "Watcher" in f.spectators)
        await self.zoe.send(p.Start())
        await self.zoe.wait_for(p.MatchStart)
        self.room = self.server.rooms[self.table]
        self.shape = self.room.to_dict()
        self.stop = asyncio.Event()
        self.zoe_player = Player("Zoe", 0, random.Random(0)).attach(self.zoe)
        self.zoe_plays = asyncio.create_task(self.zoe_player.play(self.stop, think=0.05))
        self._watch_seats()

    def _watch_seats(self) -> None:
        """Every action the host is asked to take for a person comes from that person's own
        connection: the frame being handled is remembered, and each submit checked."""
        server, host = self.server, self.room.host
        dispatch, submit = server._dispatch, host.submit
        sender: list[str] = []

        def dispatching(person, frame, now):
            sender.append(person.name)
            try:
                return dispatch(person, frame, now)
            finally:
                sender.pop()

        def submitting(seat, action):
            if not sender or self.room.seat_of(sender[-1]) != seat:
                self.wrong_seat.append(f"seat {seat} acted for {sender}")
            return submit(seat, action)

        server._dispatch = dispatching
        host.submit = submitting

    def _checked(self, send):
        """Each frame as it leaves: a view's hand is exactly its own seat's (none for a
        spectator), drawn and dealt cards go to their seat alone, the pile never leaves."""
        def checked(name: str, frame: p.Frame) -> None:
            room = next((r for r in self.server.rooms.values() if name in r.people()), None)
            if room is not None and room.host is not None:
                self.leaks.extend(leaks_in(frame, name, room))
            send(name, frame)
        return checked

    async def example(self, items: list[tuple[str, tuple[str, Any]]]) -> None:
        """Send one example's payloads from their connections, then check everything."""
        server = self.server
        port = server.port
        self.number += 1
        if self.fuzz.ws.close_code is not None:  # closed as an offender last time: back
            self.fuzz = await _client(port, "Fuzz", token=self.fuzz_token)
            await self.fuzz.wait_for(p.MatchStart)
        lobby = await _client(port, f"Lobby{self.number}")
        spectator = await _client(port, f"Spec{self.number}")
        await lobby.wait_for(p.Lobby)
        await spectator.wait_for(p.Lobby)
        await spectator.send(p.WatchTable(self.table))
        await spectator.wait_for(p.MatchStart)
        senders = {"lobby": lobby, "spectator": spectator, "seated": self.fuzz}
        offended: set[str] = set()
        for role, (kind, data) in items:
            client = senders[role]
            if client.ws.close_code is not None:
                continue
            if kind == "steal":  # what seat `data` may play now, sent from elsewhere
                view = latest_view(self.zoe if data == 0 else self.fuzz)
                legal = [] if view is None else [
                    a for a in view.legal_actions if not isinstance(a, p.CloseTrickWindow)]
                if not legal:
                    continue
                kind, data = "text", p.encode(p.Act(legal[0])).decode()
            if role == "seated" and _leaves(kind, data):
                continue  # leaving a seat is allowed, and changes the table by design
            if not _valid(kind, data):
                offended.add(role)
            elif role == "seated":
                frame = p.decode_client(data)
                if isinstance(frame, p.Act):
                    self.fuzzed.append(frame.action)
            try:
                if kind == "text":
                    await client.send_raw(data)
                elif kind == "utf8":
                    await client.ws.send(data, text=True)
                else:
                    await client.ws.send(data)
            except Exception:
                offended.add(role)  # closed under it: an offender
        # The fuzzing seat also plays its turn now and then, so the match moves on
        view = latest_view(self.fuzz)
        if self.fuzz.ws.close_code is None and view is not None:
            legal = [a for a in view.legal_actions if not isinstance(a, p.CloseTrickWindow)]
            if legal:
                self.fuzzed.append(legal[0])
                await self.fuzz.send(p.Act(legal[0]))
        # Everyone still open gets an answer to a list of tables: served, in order
        for role, client in (*senders.items(), ("zoe", self.zoe), ("watcher", self.watcher)):
            if client.ws.close_code is None:
                seen = len(client.frames)
                try:
                    await client.send(p.ListTables())
                    await client.wait_for(p.Lobby, after=seen, timeout=10)
                except Exception:
                    pass
            assert client.ws.close_code is None or role in offended, \
                f"{role} was closed ({client.ws.close_code}) without offending"
        probe = await _client(port, f"Probe{self.number}")
        assert (await probe.wait_for(p.Welcome)).name == f"Probe{self.number}"
        for client in (lobby, spectator, probe):
            await client.close()
        self.check_table()

    def check_table(self) -> None:
        """The table changed only through legal actions of the right seat: its room is as
        set up, and each person's seat took only actions that person's connection sent."""
        room = self.server.rooms[self.table]
        assert room is self.room and room.to_dict() == self.shape
        history = room.host.table_for_saving.history
        assert self.wrong_seat == []
        zoe = [p.action_to_wire(a) for seat, a in history if seat == 0]
        told = self.zoe_player.told  # Zoe's seat took exactly what she was told it took
        assert zoe[:len(told)] == told and len(zoe) <= len(told) + 1
        taken = iter(self.fuzzed)  # the fuzzing seat took only acts it sent, in order
        for action in (p.action_to_wire(a) for seat, a in history if seat == 1):
            assert any(action == sent for sent in taken), f"seat 1 took {action!r} unsent"
        assert self.leaks == []
        assert self.errors.seen == []

    def close(self) -> None:
        logging.getLogger().removeHandler(self.errors)
        async def shut() -> None:
            self.stop.set()
            await asyncio.gather(self.zoe_plays, return_exceptions=True)
            await self.server.stop()
        self.call(shut())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(f"{record.name}: {record.getMessage()} {record.exc_info or ''}"[:300])


def _valid(kind: str, data: Any) -> bool:
    """A frame the server must take without counting it against the sender."""
    if kind != "text" or len(data.encode("utf-8", "surrogatepass")) > p.MAX_FRAME:
        return False
    try:
        p.decode_client(data)
    except p.DecodeError:
        return False
    return True


def _leaves(kind: str, data: Any) -> bool:
    try:
        return kind == "text" and isinstance(p.decode_client(data), p.LeaveTable)
    except (*p.DecodeError, UnicodeError):
        return False


def leaks_in(frame: p.Frame, name: str, room: Room) -> Iterable[str]:
    """Whatever in `frame` the person `name` at `room` may not know."""
    if not isinstance(frame, (p.Update, p.MatchStart, p.Missed)):
        return
    seat = room.seat_of(name)
    hands = room.host.table_for_saving.hands
    if not isinstance(frame, p.Missed):
        mine = () if seat is None else tuple(hands[seat])
        if tuple(frame.view.hand) != mine:
            yield f"{name}: a hand not its own"
        if seat is None and frame.view.seat != -1:
            yield f"{name}: a spectator's view of a seat"
    for event in getattr(frame, "events", ()):
        kind = type(event).__name__
        if kind == "Dealt" and event.cards is not None and event.seat != seat:
            yield f"{name}: seat {event.seat}'s dealt cards"
        if kind == "Drew" and event.card is not None and event.seat != seat:
            yield f"{name}: seat {event.seat}'s drawn card"
    if b'"pile"' in p.encode(frame):
        yield f"{name}: the pile"


@pytest.fixture(scope="module")
def stage(tmp_path_factory):
    stage = Stage(tmp_path_factory.mktemp("fuzz"))
    yield stage
    stage.close()


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@example(items=[("lobby", ("text", _nested(4000, "list")))])  # msgspec recursed too deep
@given(items=examples)
def test_arbitrary_frames_change_nothing_and_close_only_the_offender(stage, items):
    stage.call(stage.example(items))


# --- the leak property on many matches, without sockets ------------------------------------------
class Hub:
    """A room's world without sockets: time that moves when told, frames kept by name."""

    def __init__(self, folder: Path) -> None:
        self.scheduler = ManualScheduler()
        self.executor = run_now
        self.files = Files()
        self.limits = Limits(abandon_after=1e9)  # tables everyone left stay: drops and returns
        self.connected: set[str] = set()
        self.frames: list[tuple[str, p.Frame]] = []
        self.room: Room | None = None
        self.leaks: list[str] = []

    def send(self, name: str, frame: p.Frame) -> None:
        if self.room is not None and self.room.host is not None:
            self.leaks.extend(leaks_in(frame, name, self.room))
        self.frames.append((name, p.decode_server(p.encode(frame))))

    def is_connected(self, name: str) -> bool:
        return name in self.connected

    def room_changed(self, room: Room) -> None:
        pass

    def left_room(self, name: str, room: Room) -> None:
        pass


matches = st.fixed_dictionaries({
    "layout": st.sampled_from([("1000_miles", 2, 0), ("1000_miles", 4, 0), ("1000_miles", 4, 2),
                               ("1000_milhas", 3, 0), ("classic", 4, 2), ("classic", 6, 3),
                               ("mile_by_mile", 3, 0), ("mile_by_mile", 4, 0),
                               ("1000_milhas", 6, 2)]),
    "people": st.integers(1, 3),
    "seed": st.integers(0, 2**32),
    "steps": st.integers(20, 150),
})


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(match=matches)
def test_no_frame_holds_a_card_its_reader_may_not_know(tmp_path, match):
    """Matches of every preset, with teams, people who drop and come back, and a spectator:
    every frame to each of them holds only their own hand and drawn cards."""
    preset, players, teams = match["layout"]
    rng = random.Random(match["seed"])
    hub = Hub(tmp_path)
    people = ["Zoe", "Yann", "Xavi"][:min(match["people"], players)]
    hub.connected.update([*people, "Watcher"])
    room = hub.room = Room(hub, 1, "t", "Zoe", tmp_path / f"t{match['seed']}")
    room.set_options("Zoe", p.OptionsWire(preset=preset, players=players, teams=teams),
                     p.TimingWire(pace=0.2, settle=1.0, drop_after=5))
    for seat, name in enumerate(people[1:], start=1):
        room.join(name, seat, None)
    for seat in range(len(people), players):
        room.set_seat("Zoe", seat, rng.choice(["easy", "normal"]))
    room.watch("Watcher", None)
    room.start("Zoe")
    for _ in range(20):  # team picking: people pick at random, computer players by the clock
        if room.picking is None:
            break
        slot = room.slots[room.picking_order[room.picking.chooser]]
        if slot.person is not None and slot.level is None:
            room.pick(slot.person, rng.choice(room.picking.available()))
        else:
            hub.scheduler.advance(2)
    assert room.host is not None
    for _ in range(match["steps"]):
        name = rng.choice(people)
        seat = room.seat_of(name)
        if rng.random() < 0.05:  # a person drops, or comes back
            if name in hub.connected:
                hub.connected.discard(name)
                room.disconnected(name)
            else:
                hub.connected.add(name)
                room.reconnected(name)
        elif name in hub.connected:
            wire = [p.action_to_wire(a) for a in room.host.view(seat).legal_actions]
            wire = [a for a in wire if not isinstance(a, p.CloseTrickWindow)]
            if wire:
                try:
                    room.act(name, rng.choice(wire))
                except Refused:
                    pass
        hub.scheduler.advance(rng.choice([0.05, 0.3, 1.5, 6.0]))
        if room.host.phase == "match_over":
            break
    assert hub.leaks == []
    assert any(isinstance(f, p.Update) for _, f in hub.frames)
