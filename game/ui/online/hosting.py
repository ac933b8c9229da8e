""""Host a game": the online server inside the game, on a thread of its own with its own
event loop (the game loop never waits on it), its tables kept in the config folder's `server`
subfolder; the addresses friends can use; closed, after saving, when the game closes.

The server is the same `GameServer` that `python -m game.server` runs; one per program.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from game.net.limits import Limits
from game.net.server import GameServer

if TYPE_CHECKING:
    from engine.app import App

log = logging.getLogger("game.ui.online")

SERVER_FOLDER = "server"
EVERY_ADDRESS = "0.0.0.0"  # friends on the LAN reach it
STOP_SECONDS = 10.0


class HostedServer:
    """A `GameServer` on its own thread. `start()` returns at once; `ready` (the port is
    known) or `error` (it could not listen) tells the game loop when it has started."""

    def __init__(self, data_dir: Path, port: int, host: str = EVERY_ADDRESS,
                 limits: Limits | None = None, speed: float = 1.0) -> None:
        self.data_dir = Path(data_dir)
        self.host = host
        self.port = port
        self.limits = limits
        self.speed = speed
        self.error: OSError | None = None
        self._started = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self.server: GameServer | None = None  # while it runs (tests look inside)

    @property
    def ready(self) -> bool:
        return self._started.is_set() and self.error is None

    @property
    def failed(self) -> bool:
        return self._started.is_set() and self.error is not None

    @property
    def running(self) -> bool:
        return self.ready and self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="hosted-server", daemon=True)
        self._thread.start()

    def wait_started(self, timeout: float) -> bool:
        """For tests and tools: wait (bounded) until it listens or failed."""
        return self._started.wait(timeout)

    def call(self, work, timeout: float = 10.0):
        """Run `work()` on the server's loop and return its result (tests: look inside)."""
        assert self._loop is not None

        async def run():
            return work()

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout)

    def stop(self) -> None:
        """Stop listening, save every table, and end the thread (bounded)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:  # the loop closed meanwhile
                pass
        if self._thread is not None:
            self._thread.join(STOP_SECONDS)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except Exception:
            log.exception("the hosted server stopped with an error")
        finally:
            loop.close()
            self._started.set()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        server = self.server = GameServer(self.data_dir, self.limits, speed=self.speed)
        try:
            self.port = await server.start(self.host, self.port)
        except OSError as error:
            log.error("cannot host on port %d: %s", self.port, error)
            self.error = error
            server.pool.shutdown(wait=False, cancel_futures=True)
            self._started.set()
            return
        log.info("hosting on port %d, data in %s", self.port, self.data_dir)
        self._started.set()
        try:
            await self._stop.wait()
        finally:
            await server.stop()


def lan_addresses() -> list[str]:
    """This computer's addresses that friends on the same network can reach (IPv4, not the
    loopback). Asking the system for the route out sends no packet."""
    found: list[str] = []
    try:
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: only the route is used
            found.append(probe.getsockname()[0])
        finally:
            probe.close()
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    return [a for a in dict.fromkeys(found) if not a.startswith("127.") and a != "0.0.0.0"]


# --- one hosted server per program --------------------------------------------------------
_HOSTED: weakref.WeakKeyDictionary[App, HostedServer] = weakref.WeakKeyDictionary()


def hosted(app: App) -> HostedServer | None:
    """The server this program hosts now (started, not failed), if any."""
    server = _HOSTED.get(app)
    return server if server is not None and not server.failed else None


def start_hosting(app: App, port: int) -> HostedServer:
    """Start hosting on `port` (or return the server already started); None of the config
    folder means no hosting: the caller checks `server_folder` first."""
    server = hosted(app)
    if server is not None:
        return server
    folder = server_folder(app)
    assert folder is not None
    server = HostedServer(folder, port)
    _HOSTED[app] = server
    server.start()
    return server


def server_folder(app: App) -> Path | None:
    """Where a hosted server keeps its tables: the config folder's `server` subfolder."""
    if app.settings is None:
        return None
    return Path(app.settings.path.parent) / SERVER_FOLDER


def stop_hosting(app: App) -> None:
    """The game closes: the server saves its tables and stops."""
    server = _HOSTED.pop(app, None)
    if server is not None:
        server.stop()
