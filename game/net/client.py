"""The client side of online play: a connection on its own thread, and a seat of a server's
table as the play screen sees it.

`NetClient` runs a websockets connection on a thread of its own with its own event loop, so
the game loop never waits on the network: frames from the server land in `inbox` (a
thread-safe queue the game polls), frames to it go through `send`. A lost connection is said
at once (`Lost`), retried with back-off (`Reconnecting`), and resumed with the reconnect
token, which brings the person back into their seat (`Connected`).

`RemoteSeat` offers the play screen the same calls as a local seat (`game.match.seat`).
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from game.match import Outcome, Refusal, Timing, Update
from game.rules import Action
from game.rules.options import Options
from game.rules.view import SeatView

from . import protocol as p

BACKOFF = (1.0, 2.0, 4.0, 8.0, 15.0)  # seconds between attempts to reconnect
# Leaving waits for the server's goodbye at most this long: a server that stopped answering
# would otherwise hold the screen (the library waits 10 s).
CLOSE_TIMEOUT = 1.0
# Why a connection ended, when retrying cannot help: the server's refusals of a hello, an
# address that is not one, and this person connecting again from elsewhere
FINAL_CODES = {"update_required", "name_taken", "name_invalid", "bad_frame", "hello_first",
               "invalid_address", "replaced"}
CLOSE_REASONS = {4001: "update_required", 4002: "replaced", 1008: "policy", 1009: "too_big",
                 1011: "server_error"}
HTTP_REASONS = {429: "too_many_connections", 503: "server_full"}


@dataclass(frozen=True, slots=True)
class Connected:
    """The server took our hello (again, after a reconnect: `again`)."""

    name: str
    token: str
    again: bool


@dataclass(frozen=True, slots=True)
class Lost:
    """The connection is gone; `retrying` unless the server refused us for good."""

    reason: str
    retrying: bool


@dataclass(frozen=True, slots=True)
class Reconnecting:
    attempt: int
    delay: float


Notice = Connected | Lost | Reconnecting


def server_uri(address: str, default_port: int = 8765) -> str:
    """`host`, `host:port` or a ws:// or wss:// address, as a websocket URI."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    if ":" not in address.rsplit("]", 1)[-1]:
        address = f"{address}:{default_port}"
    return f"ws://{address}"


class NetClient:
    """One connection to a server, kept up on a thread of its own."""

    def __init__(self, address: str, name: str, token: str | None = None) -> None:
        self.uri = server_uri(address)
        self.name = name
        self.token = token
        self.inbox: queue.Queue[p.Frame | Notice] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._welcomed = False
        self._ready = threading.Event()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()
        self._ready.wait(5)

    def send(self, frame: p.Frame) -> None:
        """Queue a frame for the server (from any thread); dropped while disconnected."""
        loop, outbox = self._loop, self._outbox
        if loop is not None and outbox is not None and not self._stopping:
            loop.call_soon_threadsafe(outbox.put_nowait, p.encode(frame))

    def close(self) -> None:
        """Disconnect for good (Escape while connecting, leaving online play); again: nothing."""
        if self._stopping:
            return
        self._stopping = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._cancel_all)
            except RuntimeError:  # it closed meanwhile
                pass
        if self._thread is not None:
            self._thread.join(CLOSE_TIMEOUT + 1.0)

    def _cancel_all(self) -> None:
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._outbox = asyncio.Queue()
        self._ready.set()
        try:
            loop.run_until_complete(self._keep_connected())
        except asyncio.CancelledError:
            pass
        finally:
            loop.close()

    async def _keep_connected(self) -> None:
        attempt = 0
        again = False
        while not self._stopping:
            self._welcomed = False
            reason = await self._session(again)
            if self._stopping:
                return
            assert self._outbox is not None
            while not self._outbox.empty():  # what was said to the lost connection is void
                self._outbox.get_nowait()
            if self._welcomed:
                attempt = 0  # it was up: start the back-off again
            final = reason in FINAL_CODES
            self.inbox.put(Lost(reason, retrying=not final))
            if final:
                return
            delay = BACKOFF[min(attempt, len(BACKOFF) - 1)]
            attempt += 1
            self.inbox.put(Reconnecting(attempt, delay))
            await asyncio.sleep(delay)
            again = True

    async def _session(self, again: bool) -> str:
        """One connection, until it ends; returns why it ended."""
        try:
            async with connect(self.uri, open_timeout=10, close_timeout=CLOSE_TIMEOUT,
                               compression=None,
                               max_size=4 << 20, proxy=None) as ws:
                await ws.send(p.encode(p.Hello(p.PROTOCOL_VERSION, self.name, self.token)),
                              text=True)
                first = p.decode_server(await ws.recv())
                if isinstance(first, p.Failed):
                    if first.code == "name_taken" and self.token is not None and again is False:
                        self.token = None  # a token from another server: try as new
                    return first.code
                if not isinstance(first, p.Welcome):
                    return "bad_frame"
                self.name, self.token = first.name, first.token
                self._welcomed = True
                self.inbox.put(Connected(first.name, first.token, again))
                writer = asyncio.create_task(self._write(ws))
                try:
                    async for message in ws:
                        try:
                            self.inbox.put(p.decode_server(message))
                        except p.DecodeError:
                            continue  # a newer server's frame we do not know: skip it
                finally:
                    writer.cancel()
                return CLOSE_REASONS.get(ws.close_code or 1000, "closed")
        except InvalidURI:
            return "invalid_address"
        except InvalidStatus as error:
            return HTTP_REASONS.get(error.response.status_code, "not_a_server")
        except ConnectionClosed as error:
            code = error.rcvd.code if error.rcvd is not None else 1006
            return CLOSE_REASONS.get(code, "closed")
        except (InvalidHandshake, *p.DecodeError):
            return "not_a_server"
        except (OSError, TimeoutError, asyncio.TimeoutError):
            return "unreachable"

    async def _write(self, ws: Any) -> None:
        assert self._outbox is not None
        try:
            while True:
                data = await self._outbox.get()
                await ws.send(data, text=True)
        except ConnectionClosed:
            pass  # the reader sees the close and says why


class RemoteSeat:
    """A seat of a table on a server, as the play screen uses it (see LocalSeat)."""

    online = True

    def __init__(self, client: NetClient, start: p.MatchStart, resumed: bool = True) -> None:
        self.client = client
        self.seat = start.seat if start.seat is not None else -1
        self.spectator = start.seat is None
        self.options: Options = p.options_from_wire(start.options)
        self._names = list(start.names)
        self._view = p.view_from_wire(start.view, self.options)
        self._listener: Callable[[Update], object] | None = None
        # False for a match that starts now: its deal comes as updates; True when joining one
        # in progress (a return, a spectator arriving): the view holds it all
        self.resumed = resumed

    @property
    def names(self) -> list[str]:
        return self._names

    def view(self) -> SeatView:
        return self._view

    def listen(self, on_update: Callable[[Update], object]) -> None:
        self._listener = on_update

    def start(self) -> None:
        """The server runs the match: nothing to start here."""

    def receive(self, frame: p.Frame) -> bool:
        """A frame from the server for this seat (the screen polling the client hands them
        over); False when it is not one (Missed included: the screen summarises it)."""
        if isinstance(frame, p.Update):
            self._view = p.view_from_wire(frame.view, self.options)
            self._tell(Update(tuple(p.event_from_wire(e) for e in frame.events), frame.by))
        elif isinstance(frame, p.Outcome):
            if frame.reason is not None:
                self._tell(Update(refusal=Refusal(frame.reason, frame.card)))
            elif frame.wait > 0:
                self._tell(Update(wait=frame.wait))
        elif isinstance(frame, p.MatchStart):
            self._names = list(frame.names)
            self._view = p.view_from_wire(frame.view, self.options)
        else:  # Missed is summarised by the screen, not narrated play by play
            return False
        return True

    def _tell(self, update: Update) -> None:
        if self._listener is not None:
            self._listener(update)

    def submit(self, action: Action) -> Outcome | None:
        """Send the action; its outcome and events come back as updates."""
        self.client.send(p.Act(p.action_to_wire(action)))
        return None

    def heard(self, at: float) -> None:
        """The attack has been spoken (the screen calls this when it has: the server counts
        the settle delay from the moment the frame arrives)."""
        self.client.send(p.Heard())

    def pause(self) -> None:
        """A table with people does not stop for one of them."""

    def resume(self) -> None:
        pass

    def set_timing(self, timing: Timing) -> None:
        """The table owner's clock is the server's."""

    def set_auto_draw(self, on: bool) -> None:
        """Online, drawing is always the player's own key."""

    def close(self) -> None:
        self._listener = None
