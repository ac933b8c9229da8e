"""The online server: one asyncio process, websockets connections, a lobby of people and
tables, each table a room running its own match host.

It faces the internet: every frame is decoded by the protocol's typed decoder and checked
against who sent it; frames are bounded (8 KiB, else close 1009), rates are bounded per
connection (too many invalid frames closes with 1008), outbound queues are bounded (a client
that does not read is disconnected), connections per address and tables are capped. Hands and
the pile never leave the server except to their owner: each person hears only their seat's
updates. Tables are kept on disk after every action and come back after a crash.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import ssl
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Executor as PoolExecutor
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from . import protocol as p
from .journal import Files, JournalError
from .limits import Bucket, Limits, plain_text
from .room import Refused, Room

log = logging.getLogger("game.net")

CLOSE_POLICY = 1008  # invalid frames, floods, a client that does not read
CLOSE_OUTDATED = 4001  # an old client: please update
CLOSE_REPLACED = 4002  # the same person connected again elsewhere
CLOSE_SHUTDOWN = 1001
COMPUTER_NAME_PREFIX = "bot-name-"  # computer players' names: message ids, said by clients


class LoopScheduler:
    """The match hosts' clock: the event loop's, run `speed` times faster in tests and load
    runs (a 5 s settle delay lasts 0.1 s at speed 50)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, speed: float = 1.0) -> None:
        self.loop = loop
        self.speed = speed

    def now(self) -> float:
        return self.loop.time() * self.speed

    def call_at(self, when: float, callback: Callable[[], object]) -> asyncio.TimerHandle:
        return self.loop.call_at(when / self.speed, callback)


@dataclass(eq=False)
class Person:
    """A connected person: their name, their connection's outbound queue and limits."""

    name: str
    token: str
    ws: ServerConnection
    queue: asyncio.Queue
    actions: Bucket
    chat: Bucket
    room: Room | None = None
    bad: int = 0
    closing: bool = False
    close_code: int = 1000
    close_reason: str = ""
    tables_owned: set[int] = field(default_factory=set)


class GameServer:
    """The lobby and the tables, and the connections that reach them."""

    def __init__(self, data_dir: Path, limits: Limits | None = None,
                 pool: PoolExecutor | None = None, speed: float = 1.0) -> None:
        self.data_dir = Path(data_dir)
        self.tables_dir = self.data_dir / "tables"
        self.limits = limits or Limits()
        self.pool = pool or ThreadPoolExecutor(max_workers=2, thread_name_prefix="bots")
        self.people: dict[str, Person] = {}  # connected, by name
        self.tokens: dict[str, str] = {}  # token -> name, kept on disk
        self.rooms: dict[int, Room] = {}
        self.files = Files()  # rooms and tokens, flushed to the disk by the background sync
        self.next_id = 1
        self.port = 0
        self.by_ip: Counter[str] = Counter()
        self.scheduler: LoopScheduler | None = None
        self.speed = speed
        self._lobby_dirty = False
        self._ws_server: WsServer | None = None
        self._tasks: list[asyncio.Task] = []

    # -- the Hub a room uses ------------------------------------------------------------------------

    def executor(self, work: Callable[..., Any], *args: Any):
        return self.pool.submit(work, *args)

    def send(self, name: str, frame: p.Frame) -> None:
        person = self.people.get(name)
        if person is None or person.closing:
            return
        try:
            person.queue.put_nowait(p.encode(frame))
        except asyncio.QueueFull:
            log.warning("%s does not read: disconnected", name)
            self._close(person, CLOSE_POLICY, "too slow")

    def is_connected(self, name: str) -> bool:
        person = self.people.get(name)
        return person is not None and not person.closing

    def room_changed(self, room: Room) -> None:
        if room.closed:
            self.rooms.pop(room.id, None)
            for person in self.people.values():
                person.tables_owned.discard(room.id)
        self._lobby_dirty = True

    def left_room(self, name: str, room: Room) -> None:
        person = self.people.get(name)
        if person is not None and person.room is room:
            person.room = None
            self.send(name, self._lobby())

    # -- starting and stopping ----------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 8765,
                    tls: ssl.SSLContext | None = None) -> int:
        """Listen; returns the port (0 picks a free one)."""
        loop = asyncio.get_running_loop()
        self.scheduler = LoopScheduler(loop, self.speed)
        self.tables_dir.mkdir(parents=True, exist_ok=True)
        self._load()
        limits = self.limits
        self._ws_server = await serve(
            self._handle, host, port, ssl=tls, max_size=limits.max_frame, max_queue=16,
            ping_interval=limits.ping_interval, ping_timeout=limits.ping_interval,
            compression=None, process_request=self._admit, server_header=None,
        )
        self._tasks = [asyncio.create_task(self._every(0.5, self._send_lobby)),
                       asyncio.create_task(self._every(1.0, self._sync))]
        port = self.port = self._ws_server.sockets[0].getsockname()[1]
        log.info("listening on %s://%s:%d, data in %s", "wss" if tls else "ws", host, port,
                 self.data_dir)
        return port

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self._ws_server is not None:
            self._ws_server.close()
            await self._ws_server.wait_closed()
        await self._sync()
        for room in self.rooms.values():
            room._close_host()
        self.pool.shutdown(wait=False, cancel_futures=True)
        log.info("stopped")

    async def _every(self, seconds: float, work: Callable[[], Any]) -> None:
        while True:
            await asyncio.sleep(seconds)
            try:
                result = work()
                if asyncio.iscoroutine(result):
                    await result
            except Exception:
                log.exception("periodic work failed")

    async def _sync(self) -> None:
        journals = [room.journal for room in self.rooms.values() if room.journal is not None]
        await asyncio.to_thread(lambda: [self.files.sync(), *(j.sync() for j in journals)])

    def _load(self) -> None:
        """Every table and person as they were before a restart (a crash included)."""
        tokens = self.data_dir / "people.json"
        if tokens.exists():
            try:
                self.tokens = {str(k): str(v) for k, v in json.loads(tokens.read_text()).items()}
            except (OSError, ValueError, AttributeError) as error:
                log.error("people.json unreadable (%s): reconnect tokens are lost", error)
        for path in sorted(self.tables_dir.glob("*.room.json")):
            try:
                room = Room.restore(self, self.tables_dir, json.loads(path.read_text()))
            except (OSError, ValueError, KeyError, TypeError, JournalError) as error:
                log.error("table %s cannot be restored (%s): moved aside", path.name, error)
                path.replace(path.with_name(path.name + ".damaged"))
                continue
            self.rooms[room.id] = room
            self.next_id = max(self.next_id, room.id + 1)
            log.info("table %d restored (%s)", room.id, room.state)

    def _save_tokens(self) -> None:
        self.files.write_json(self.data_dir / "people.json", self.tokens)

    # -- connections --------------------------------------------------------------------------------

    def _admit(self, connection: ServerConnection, request: Any):
        """Refuse before the handshake: too many connections, in all or from one address."""
        ip = _ip(connection)
        if sum(self.by_ip.values()) >= self.limits.max_connections:
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "Server full.\n")
        if self.by_ip[ip] >= self.limits.connections_per_ip:
            log.warning("too many connections from %s", ip)
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "Too many connections from your address.\n")
        return None

    async def _handle(self, ws: ServerConnection) -> None:
        ip = _ip(ws)
        self.by_ip[ip] += 1
        person: Person | None = None
        try:
            person = await self._hello(ws)
            if person is None:
                return
            log.info("connected: %s from %s", person.name, ip)
            writer = asyncio.create_task(self._write(person))
            try:
                async for message in ws:
                    if not person.closing:  # once closing, what is still queued is drained
                        self._receive(person, message)  # unread, so the close is heard
            finally:
                writer.cancel()
        except ConnectionClosed:
            pass
        finally:
            self.by_ip[ip] -= 1
            if self.by_ip[ip] <= 0:
                del self.by_ip[ip]
            if person is not None:
                self._gone(person)

    async def _hello(self, ws: ServerConnection) -> Person | None:
        try:
            message = await asyncio.wait_for(ws.recv(), self.limits.hello_timeout)
            frame = p.decode_client(message)
        except (TimeoutError, asyncio.TimeoutError):
            await ws.close(CLOSE_POLICY, "no hello")
            return None
        except p.DecodeError as error:
            await ws.send(p.encode(p.Failed("bad_frame", str(error)[:200])), text=True)
            await ws.close(CLOSE_POLICY, "bad hello")
            return None
        if not isinstance(frame, p.Hello):
            await ws.send(p.encode(p.Failed("hello_first")), text=True)
            await ws.close(CLOSE_POLICY, "hello first")
            return None
        if frame.version != p.PROTOCOL_VERSION:
            await ws.send(p.encode(p.Failed("update_required",
                                            f"server protocol {p.PROTOCOL_VERSION}")), text=True)
            await ws.close(CLOSE_OUTDATED, "please update")
            return None
        name = self._identify(frame)
        if isinstance(name, p.Failed):
            await ws.send(p.encode(name), text=True)
            await ws.close(CLOSE_POLICY, name.code)
            return None
        name, token = name
        old = self.people.get(name)
        if old is not None:  # the same person again (a reconnect that beat the old socket)
            self._close(old, CLOSE_REPLACED, "connected again")
            self._gone(old)
        loop = asyncio.get_running_loop()
        now = loop.time()
        limits = self.limits
        person = Person(name, token, ws, asyncio.Queue(limits.outbound_queue),
                        Bucket(limits.actions_per_second, limits.actions_per_second * 2, now),
                        Bucket(limits.chat_per_second, 5, now))
        person.tables_owned = {room.id for room in self.rooms.values() if room.owner == name}
        self.people[name] = person
        self.send(name, p.Welcome(p.PROTOCOL_VERSION, name, token))
        room = self._room_of(name)
        if room is not None:
            person.room = room
            room.reconnected(name)
        else:
            self.send(name, self._lobby())
        for other in self.people.values():
            if other is not person and other.room is None:
                self.send(other.name, p.Arrived(name))
        return person

    def _identify(self, hello: p.Hello) -> tuple[str, str] | p.Failed:
        """The name a hello may use: a known token brings its own name back; a new name
        must be plain text, not connected now and not holding someone's seat."""
        if hello.token is not None and hello.token in self.tokens:
            return self.tokens[hello.token], hello.token
        name = plain_text(hello.name)
        if not name or len(name) > 24 or name.casefold().startswith(COMPUTER_NAME_PREFIX):
            return p.Failed("name_invalid")
        folded = name.casefold()
        if folded in {n.casefold() for n in self.people} or any(
                room.seat_of(name) is not None for room in self.rooms.values()):
            return p.Failed("name_taken")
        # The name is free: whoever used it before gets a new one next time
        self.tokens = {t: n for t, n in self.tokens.items() if n.casefold() != folded}
        token = secrets.token_urlsafe(24)
        self.tokens[token] = name
        self._save_tokens()
        return name, token

    def _room_of(self, name: str) -> Room | None:
        for room in self.rooms.values():
            if room.seat_of(name) is not None:
                return room
        return None

    async def _write(self, person: Person) -> None:
        try:
            while True:
                data = await person.queue.get()
                await person.ws.send(data, text=True)
        except ConnectionClosed:
            pass

    def _close(self, person: Person, code: int, reason: str) -> None:
        if not person.closing:
            person.closing = True
            person.close_code, person.close_reason = code, reason
            asyncio.get_running_loop().create_task(person.ws.close(code, reason))

    def _gone(self, person: Person) -> None:
        if self.people.get(person.name) is not person:
            return
        del self.people[person.name]
        person.closing = True
        log.info("disconnected: %s", person.name)
        if person.room is not None and not person.room.closed:
            person.room.disconnected(person.name)
        for other in self.people.values():
            if other.room is None:
                self.send(other.name, p.Departed(person.name))
        self._lobby_dirty = True

    # -- frames ---------------------------------------------------------------------------------

    def _receive(self, person: Person, message: str | bytes) -> None:
        now = asyncio.get_running_loop().time()
        if not person.actions.take(now):
            self._refuse(person, "rate_limited")
            return
        if isinstance(message, bytes):
            self._refuse(person, "bad_frame", "text frames only")
            return
        try:
            frame = p.decode_client(message)
        except p.DecodeError as error:
            self._refuse(person, "bad_frame", str(error)[:200])
            return
        person.bad = 0
        try:
            self._dispatch(person, frame, now)
        except Refused as refusal:
            self.send(person.name, p.Failed(refusal.code))
        except Exception:
            log.exception("error handling %r from %s", type(frame).__name__, person.name)
            self.send(person.name, p.Failed("server_error"))

    def _refuse(self, person: Person, code: str, detail: str = "") -> None:
        person.bad += 1
        self.send(person.name, p.Failed(code, detail))
        if person.bad >= self.limits.bad_frames:
            log.warning("%s: %d refused frames in a row: disconnected", person.name, person.bad)
            self._close(person, CLOSE_POLICY, "too many bad frames")

    def _dispatch(self, person: Person, frame: p.Frame, now: float) -> None:
        room = person.room
        name = person.name
        if isinstance(frame, p.Act):
            self._at(room).act(name, frame.action)
        elif isinstance(frame, p.Heard):
            self._at(room).heard(name)
        elif isinstance(frame, p.Say):
            if not person.chat.take(now):
                raise Refused("rate_limited")
            text = plain_text(frame.text)
            if not text:
                raise Refused("empty")
            if room is not None:
                room.say(name, text)
            else:
                for other in self.people.values():
                    if other.room is None:
                        self.send(other.name, p.Chat("lobby", name, text))
        elif isinstance(frame, p.ListTables):
            self.send(name, self._lobby())
        elif isinstance(frame, p.CreateTable):
            self._create(person, frame)
        elif isinstance(frame, (p.JoinTable, p.WatchTable)):
            if room is not None:
                raise Refused("already_at_table")
            target = self.rooms.get(frame.table)
            if target is None:
                raise Refused("no_such_table")
            if isinstance(frame, p.JoinTable):
                target.join(name, frame.seat, frame.code)
            else:
                target.watch(name, frame.code)
            person.room = target
        elif isinstance(frame, p.LeaveTable):
            self._at(room).leave(name)
            person.room = None
        elif isinstance(frame, p.SetOptions):
            self._at(room).set_options(name, frame.options, frame.timing)
        elif isinstance(frame, p.SetSeat):
            self._at(room).set_seat(name, frame.seat, frame.level)
        elif isinstance(frame, p.Kick):
            self._at(room).kick(name, frame.name)
        elif isinstance(frame, p.GiveOwner):
            self._at(room).give_owner(name, frame.name)
        elif isinstance(frame, p.Start):
            self._at(room).start(name)
        elif isinstance(frame, p.Pick):
            self._at(room).pick(name, frame.player)
        elif isinstance(frame, p.Hello):
            raise Refused("already_said_hello")

    @staticmethod
    def _at(room: Room | None) -> Room:
        if room is None or room.closed:
            raise Refused("not_at_table")
        return room

    def _create(self, person: Person, frame: p.CreateTable) -> None:
        if person.room is not None:
            raise Refused("already_at_table")
        if len(self.rooms) >= self.limits.max_tables:
            raise Refused("too_many_tables")
        if len(person.tables_owned) >= self.limits.tables_per_person:
            raise Refused("too_many_tables_yours")
        name = plain_text(frame.name) or person.name
        room = Room(self, self.next_id, name[:40], person.name, self.tables_dir, frame.code)
        self.next_id += 1
        self.rooms[room.id] = room
        person.tables_owned.add(room.id)
        person.room = room
        log.info("table %d created by %s: %s", room.id, person.name, room.name)
        room.persist()
        room.broadcast_state()

    # -- the lobby ------------------------------------------------------------------------------

    def _lobby(self) -> p.Lobby:
        return p.Lobby(tuple(sorted(self.people)),
                       tuple(room.info() for room in self.rooms.values()))

    def _send_lobby(self) -> None:
        if not self._lobby_dirty:
            return
        self._lobby_dirty = False
        frame = None
        for person in self.people.values():
            if person.room is None:
                frame = frame or self._lobby()
                self.send(person.name, frame)


def _ip(connection: ServerConnection) -> str:
    address = connection.remote_address
    return str(address[0]) if address else "?"


@contextlib.asynccontextmanager
async def running(data_dir: Path, limits: Limits | None = None, host: str = "127.0.0.1",
                  port: int = 0, pool: PoolExecutor | None = None, speed: float = 1.0):
    """A server for the time of a `with` block (tests, the game's own "Host a game")."""
    server = GameServer(data_dir, limits, pool, speed)
    await server.start(host, port)
    try:
        yield server
    finally:
        await server.stop()
