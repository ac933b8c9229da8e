"""The online server's load benchmark (not a test):

    python -m game.loadtest --tables 1000 --players 4 --think 2 --duration 60 --json

It starts a server (`python -m game.server`, in its own process unless `--in-process`) on
127.0.0.1 and simulated people over loopback: real websocket connections, each a seat at a
table, each acting after its think time with a random legal action of its own view (the
owner deals the next round and starts a new match when one ends), as a client of the
protocol would; `--computers` computer players of `--level` sit at `--computer-tables` of
the tables beside them. The people run in `--client-processes` processes of their own (one
by default: on a 2-core machine the server has one core and the people the other), so they
are not the server's bottleneck; `clients_cpu_pct` shows how busy they were.

What it measures, over `--duration` seconds after `--warmup` seconds of play:
- `p50_ms`, `p99_ms`, `max_ms`: action -> update latency, from a person's `act` leaving the
  client to the next `update` that client receives (in the normal case the update of its
  own action). Actions held by the settle delay after an attack (`held`, answered with a
  `wait`) and refused ones (`refused`: another seat acted first) are not timed.
- `server_cpu_pct` (of one core), `bots_cpu_pct` (the computer players' process pool) and
  `clients_cpu_pct`, from the CPU time the kernel counted for those processes (/proc), so
  other work on the machine does not inflate them.
- On a shared machine: `server_runq_wait_pct` and `clients_runq_wait_pct`, the share of the
  time they were ready to run but waited for a CPU, and `cpu_pressure_pct`, the share of
  the time some task on the machine waited for one (Linux PSI). Latency figures taken while
  these are high say more about the neighbours than about the server.
- With `--in-process`, `loop_lag_p99_ms` and `loop_lag_max_ms`: how late the server's own
  event loop ran a timer due every 10 ms (what stalls the loop, apart from the clients).
- `server_rss_mib` at the end; `rss_per_table_kib`: the server's resident memory with every
  table set up and its people connected, waiting to start, less the empty server's, per
  table; `rss_per_playing_table_kib` the same at the end, every match running.
- `frames_per_s`, `bytes_per_s`: what the server sent the people; `actions`: the `act`
  frames they sent; `errors`: `error` frames received and client failures; `disconnects`:
  connections the server closed.

Think times are drawn uniformly between half and one and a half `--think`, and the matches
start spread over the first half of `--warmup`, so the tables are not in step. Every table
uses the 1000 Miles preset, no teams, a settle delay of `--settle` (1 s) and computer
players' pace `--pace` (1.2 s). CPU and memory figures need Linux (/proc); elsewhere null.
docs/server-capacity.md holds the figures measured with it.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.protocol import State
from websockets.uri import parse_uri

from game.net import protocol as p

ROOT = Path(__file__).resolve().parents[1]
TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


# --- what a simulated person reads of a server frame ---------------------------------------------
class _View(msgspec.Struct):
    legal_actions: list[msgspec.Raw] = []
    phase: str = ""


class _Frame(msgspec.Struct):
    """Only the fields the simulated people use, of any server frame (others are skipped)."""

    type: str
    view: _View | None = None
    accepted: bool = False
    wait: float = 0.0
    state: str = ""
    you: int | None = None
    id: int = 0
    code: str = ""


_decode = msgspec.json.Decoder(_Frame).decode
_HEARD = p.encode(p.Heard())
_DEAL = b'{"type":"act","action":{"type":"next_round"}}'
_START = p.encode(p.Start())


@dataclass
class Counts:
    """What one client process saw during the measured time."""

    latencies: list[float] = field(default_factory=list)  # ms
    actions: int = 0
    held: int = 0
    refused: int = 0
    frames: int = 0
    bytes: int = 0
    errors: int = 0
    disconnects: int = 0
    error_codes: dict[str, int] = field(default_factory=dict)
    cpu_s: float = 0.0
    waited_s: float = 0.0  # runnable but waiting for a CPU


class Person(asyncio.Protocol):
    """One simulated person: a connection, a seat, a think time.

    It speaks WebSocket through the websockets library's sans-I/O protocol on a bare asyncio
    connection: the same frames on the wire as any client, at a fraction of the CPU of its
    asyncio client, so that thousands of people fit in one process beside the server."""

    def __init__(self, sim: Sim, name: str, owner: bool) -> None:
        self.sim = sim
        self.name = name
        self.owner = owner
        self.ws = ClientProtocol(parse_uri(f"ws://127.0.0.1:{sim.port}"), max_size=4 << 20)
        self.ws.send_request(self.ws.connect())
        self.transport: asyncio.Transport | None = None
        self.open = asyncio.get_running_loop().create_future()  # the handshake is done
        self.lost = False
        self.legal: list[bytes] = []
        self.phase = ""
        self.sent_at: float | None = None  # an act awaiting its update
        self.held = False
        self.timer: asyncio.TimerHandle | None = None
        self.table_state = ""
        self.table_id = 0
        self.you: int | None = None
        self.changed = asyncio.Event()
        self.welcomed = False
        self.closing = False

    # -- the connection ---------------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self._flush()

    def data_received(self, data: bytes) -> None:
        ws = self.ws
        ws.receive_data(data)
        for event in ws.events_received():
            if isinstance(event, Frame):
                if event.opcode is Opcode.TEXT:
                    self._text(event.data)
            elif not self.open.done():  # the handshake's response
                if ws.handshake_exc is None:
                    self.open.set_result(None)
                else:
                    self.open.set_exception(ws.handshake_exc)
        self._flush()  # pongs, the closing handshake

    def _flush(self) -> None:
        transport = self.transport
        if transport is None:
            return
        for data in self.ws.data_to_send():
            if data:
                transport.write(data)
            elif transport.can_write_eof():
                transport.write_eof()

    def connection_lost(self, error: Exception | None) -> None:
        self.lost = True
        self.changed.set()
        if not self.open.done():
            self.open.set_exception(ConnectionError("closed during the handshake"))
        sim = self.sim
        if not self.closing and not sim.stopping:
            sim.counts.disconnects += 1
            _count(sim.counts.error_codes, f"closed {self.ws.close_code}")

    def send(self, data: bytes) -> None:
        if self.lost or self.ws.state is not State.OPEN:
            return
        self.ws.send_text(data)
        self._flush()

    def close(self) -> None:
        """Say goodbye (a close frame); the server then ends the connection."""
        self.closing = True
        if self.timer is not None:
            self.timer.cancel()
        if self.transport is None or self.lost:
            return
        if self.ws.state is State.OPEN:
            self.ws.send_close(1000)
            self._flush()
        asyncio.get_running_loop().call_later(2.0, self.transport.close)

    # -- what the server says -----------------------------------------------------------------------

    def _text(self, data: bytes) -> None:
        counts = self.sim.counts
        counts.frames += 1
        counts.bytes += len(data)
        if data.startswith(b'{"type":"lobby"'):
            return  # the list of tables: nothing a seated person needs
        try:
            frame = _decode(data)
        except msgspec.DecodeError as error:
            counts.errors += 1
            _count(counts.error_codes, f"undecodable: {error}"[:80])
            return
        self._on(frame, data)

    def _on(self, frame: _Frame, data: bytes) -> None:
        kind = frame.type
        counts = self.sim.counts
        now = time.perf_counter()
        if kind == "update" or kind == "match":
            view = frame.view
            assert view is not None
            legal = [bytes(a) for a in view.legal_actions]
            self.legal = [a for a in legal if b"close_window" not in a]
            self.phase = view.phase
            if kind == "update":
                if self.sent_at is not None:
                    counts.latencies.append((now - self.sent_at) * 1000)
                self.sent_at = None
                self.held = False
                if b'"Attacked"' in data:
                    self.send(_HEARD)
            self._plan()
        elif kind == "outcome":
            if self.sent_at is not None and not frame.accepted:
                self.sent_at = None
                if frame.wait > 0:
                    counts.held += 1
                    self.held = True  # taken when the settle delay ends: an update follows
                else:
                    counts.refused += 1
                    self._plan()
        elif kind == "table":
            self.table_state, self.table_id, self.you = frame.state, frame.id, frame.you
            self.changed.set()
            if self.owner and frame.state == "over" and self.sim.playing:
                self._later(_START)  # a new match at the same table
        elif kind == "error":
            counts.errors += 1
            _count(counts.error_codes, frame.code)
            self.changed.set()
        elif kind == "welcome":
            self.welcomed = True
            self.changed.set()

    # -- acting -------------------------------------------------------------------------------------

    def _plan(self) -> None:
        """Act after a think time when the view offers something and nothing is under way."""
        if not self.sim.playing or self.sent_at is not None or self.held \
                or self.timer is not None:
            return
        if self.legal or (self.owner and self.phase == "round_over"):
            self._later(None)

    def _later(self, data: bytes | None) -> None:
        think = self.sim.think * (0.5 + self.sim.rng.random())
        self.timer = asyncio.get_running_loop().call_later(think, self._act, data)

    def _act(self, data: bytes | None) -> None:
        self.timer = None
        if not self.sim.playing:
            return
        if data is None:
            if self.legal:
                action = self.sim.rng.choice(self.legal)
                data = b'{"type":"act","action":' + action + b"}"
            elif self.owner and self.phase == "round_over":
                data = _DEAL
            else:
                return
            self.sent_at = time.perf_counter()
            self.sim.counts.actions += 1
        self.send(data)

    async def expect(self, check, what: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while not check():
            self.changed.clear()
            left = deadline - time.monotonic()
            if left <= 0 or self.lost:
                raise RuntimeError(f"{self.name}: no {what}")
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except asyncio.TimeoutError:
                pass


def _count(codes: dict[str, int], code: str) -> None:
    codes[code] = codes.get(code, 0) + 1


@dataclass
class Shape:
    """What each table looks like and how its people play."""

    players: int
    computers: int
    level: str
    think: float
    pace: float
    settle: float
    score_limit: int


class Sim:
    """The simulated people of one client process."""

    def __init__(self, port: int, shape: Shape, seed: int) -> None:
        self.port = port
        self.shape = shape
        self.think = shape.think
        self.rng = random.Random(seed)
        self.counts = Counts()
        self.people: list[Person] = []
        self.owners: list[Person] = []
        self.playing = False
        self.stopping = False

    async def connect(self, name: str, owner: bool) -> Person:
        loop = asyncio.get_running_loop()
        for attempt in range(5):
            person = Person(self, name, owner)
            try:
                await loop.create_connection(lambda person=person: person, "127.0.0.1", self.port)
                await asyncio.wait_for(person.open, 60)
                break
            except (OSError, asyncio.TimeoutError):
                person.close()
                if attempt == 4:
                    raise
                await asyncio.sleep(0.2 * (attempt + 1))
        self.people.append(person)
        person.send(p.encode(p.Hello(p.PROTOCOL_VERSION, name)))
        return person

    async def set_up(self, tag: str, computers: int) -> None:
        """One table: its owner creates it and sets it up, then the other people join."""
        shape = self.shape
        seats = shape.players + computers
        owner = await self.connect(f"{tag}s0", True)
        await owner.expect(lambda: owner.welcomed, "welcome")
        owner.send(p.encode(p.CreateTable(tag)))
        await owner.expect(lambda: owner.table_id, "table")
        options = p.OptionsWire(players=seats, teams=0, score_limit=shape.score_limit)
        timing = p.TimingWire(pace=shape.pace, settle=shape.settle, drop_after=600.0)
        owner.send(p.encode(p.SetOptions(options, timing)))
        for seat in range(shape.players, seats):
            owner.send(p.encode(p.SetSeat(seat, shape.level)))
        for seat in range(1, shape.players):
            person = await self.connect(f"{tag}s{seat}", False)
            await person.expect(lambda person=person: person.welcomed, "welcome")
            person.send(p.encode(p.JoinTable(owner.table_id, seat)))
            await person.expect(lambda person=person, seat=seat: person.you == seat, "seat")
        self.owners.append(owner)

    def start(self, spread: float) -> None:
        self.playing = True
        loop = asyncio.get_running_loop()
        for owner in self.owners:
            loop.call_later(self.rng.random() * spread, owner.send, _START)

    async def stop(self) -> None:
        self.playing = False
        self.stopping = True
        for person in self.people:
            person.close()
        await asyncio.sleep(2.5)


# --- a client process -----------------------------------------------------------------------------
def _client_process(conn: Any, port: int, shape: Shape, tables: list[tuple[str, int]],
                    seed: int, spread: float) -> None:
    try:
        asyncio.run(_clients(conn, port, shape, tables, seed, spread))
    except Exception as error:
        conn.send(("failed", f"{type(error).__name__}: {error}"))


async def _clients(conn: Any, port: int, shape: Shape, tables: list[tuple[str, int]],
                   seed: int, spread: float) -> None:
    sim = Sim(port, shape, seed)
    loop = asyncio.get_running_loop()
    setting_up = asyncio.Semaphore(16)

    async def one(tag: str, computers: int) -> None:
        async with setting_up:
            await sim.set_up(tag, computers)

    await asyncio.gather(*(one(tag, computers) for tag, computers in tables))
    # The simulated people must not pause for the garbage collector (a pause of theirs
    # would count as the server's latency): what exists now is kept out of its sight and it
    # is off while they play (their garbage is mostly freed by reference counting anyway)
    gc.collect()
    gc.freeze()
    gc.disable()
    conn.send(("ready", len(sim.people)))
    while True:
        command = await loop.run_in_executor(None, conn.recv)
        if command == "go":
            sim.start(spread=spread)
        elif command == "measure":
            sim.counts = Counts()
            cpu, waited = time.process_time(), run_queue_wait(os.getpid()) or 0.0
        elif command == "stop":
            counts, sim.counts = sim.counts, Counts()  # what comes while closing is not counted
            counts.cpu_s = time.process_time() - cpu
            counts.waited_s = (run_queue_wait(os.getpid()) or 0.0) - waited
            await sim.stop()
            conn.send(("counts", asdict(counts)))
            return


# --- the server and what it costs ------------------------------------------------------------------
def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time the kernel counted for a process."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / TICK


def rss_bytes(pid: int) -> int | None:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    found = re.search(r"VmRSS:\s+(\d+) kB", status)
    return int(found.group(1)) * 1024 if found else None


def run_queue_wait(pid: int, thread: int | None = None) -> float | None:
    """Seconds a process's main thread (or `thread`) spent runnable but waiting for a CPU
    (other work on the machine had it)."""
    path = f"/proc/{pid}/schedstat" if thread is None else f"/proc/{pid}/task/{thread}/schedstat"
    try:
        return int(Path(path).read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return None


def cpu_pressure() -> float | None:
    """Seconds during which some task on the machine waited for a CPU (Linux PSI)."""
    try:
        some = Path("/proc/pressure/cpu").read_text().splitlines()[0]
    except (OSError, IndexError):
        return None
    found = re.search(r"total=(\d+)", some)
    return int(found.group(1)) / 1e6 if found else None


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(stat[1]) == pid:
            found.append(int(entry.name))
    return found


def _cpu_of(pids: list[int]) -> float:
    return sum(cpu_seconds(pid) or 0.0 for pid in pids)


class ServerProcess:
    """`python -m game.server` in a process of its own, limits opened for the load."""

    def __init__(self, data: Path, args: argparse.Namespace) -> None:
        people = args.tables * args.players + 100
        command = [sys.executable, "-m", "game.server", "--port", "0", "--data-dir", str(data),
                   "--max-connections", str(people), "--connections-per-ip", str(people),
                   "--max-tables", str(max(2000, args.tables)),
                   "--actions-per-second", "1000", "--bot-processes", str(args.bot_processes)]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [os.environ.get("PYTHONPATH"), str(ROOT)])))
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, env=env)
        line = self.process.stdout.readline() if self.process.stdout else ""
        found = re.search(r":(\d+)$", line.strip())
        if not found:
            self.process.kill()
            raise RuntimeError(f"the server did not start: {line!r}")
        self.port = int(found.group(1))
        self.pid = self.process.pid
        self.thread_id: int | None = None

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)


class ServerThread:
    """The server in this process, on a thread with its own event loop (`--in-process`)."""

    def __init__(self, data: Path, args: argparse.Namespace) -> None:
        from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

        from game.net.collector import young_only
        from game.net.limits import Limits
        from game.net.server import GameServer
        from game.server import think_gently

        people = args.tables * args.players + 100
        limits = Limits(max_connections=people, connections_per_ip=people,
                        max_tables=max(2000, args.tables), actions_per_second=1000.0)
        pool = (ProcessPoolExecutor(args.bot_processes, initializer=think_gently)
                if args.bot_processes else ThreadPoolExecutor(2))
        self.server = GameServer(data, limits, pool)
        self.loop = asyncio.new_event_loop()
        started = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            self.port = self.loop.run_until_complete(self.server.start("127.0.0.1", 0))
            self.loop.create_task(young_only())  # as python -m game.server does
            self.loop.create_task(self._probe())
            started.set()
            self.loop.run_forever()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        started.wait(60)
        self.pid = os.getpid()
        self.thread_id = self.thread.native_id

    async def _probe(self) -> None:
        """How late the server's event loop runs a timer due every 10 ms: what any callback
        (a person's frame, a computer player's move) waits for the loop, whatever the
        clients or the machine do."""
        self.lags: list[float] | None = None  # collected only while measuring
        loop = asyncio.get_running_loop()
        while True:
            due = loop.time() + 0.01
            await asyncio.sleep(0.01)
            if self.lags is not None:
                self.lags.append((loop.time() - due) * 1000)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(60)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


# --- the run -----------------------------------------------------------------------------------------
def run(args: argparse.Namespace) -> dict[str, Any]:
    shape = Shape(args.players, args.computers, args.level, args.think, args.pace,
                  args.settle, args.score_limit)
    with_computers = args.tables if args.computer_tables is None else args.computer_tables
    tables = [(f"t{i}", args.computers if i < with_computers else 0) for i in range(args.tables)]
    with tempfile.TemporaryDirectory(prefix="miles-load-") as folder:
        server = (ServerThread if args.in_process else ServerProcess)(Path(folder), args)
        clients: list[tuple[Any, Any]] = []
        try:
            time.sleep(0.5)
            empty_rss = rss_bytes(server.pid)
            context = multiprocessing.get_context("spawn")
            began = time.monotonic()
            count = max(1, min(args.client_processes, args.tables))
            for number in range(count):
                mine, theirs = context.Pipe()
                share = [(f"c{number}{tag}", n) for tag, n in tables[number::count]]
                process = context.Process(target=_client_process, daemon=True,
                                          args=(theirs, server.port, shape, share,
                                                args.seed + number, args.warmup / 2))
                process.start()
                clients.append((process, mine))
            connections = sum(_answer(mine, "ready") for _, mine in clients)
            setup_s = time.monotonic() - began
            time.sleep(1.0)
            idle_rss = rss_bytes(server.pid)
            for _, mine in clients:
                mine.send("go")
            time.sleep(args.warmup)
            pids = [server.pid]
            ours = {process.pid for process, _ in clients}
            bot_pids = [pid for pid in children_of(server.pid) if pid not in ours]
            for _, mine in clients:
                mine.send("measure")
            if isinstance(server, ServerThread):
                server.lags = []
            cpu0, bots0, wall0 = _cpu_of(pids), _cpu_of(bot_pids), time.monotonic()
            waited0, pressure0 = run_queue_wait(server.pid, server.thread_id), cpu_pressure()
            load0 = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
            time.sleep(args.duration)
            cpu1, bots1, wall1 = _cpu_of(pids), _cpu_of(bot_pids), time.monotonic()
            lags = sorted(server.lags or ()) if isinstance(server, ServerThread) else []
            waited1, pressure1 = run_queue_wait(server.pid, server.thread_id), cpu_pressure()
            end_rss = rss_bytes(server.pid)
            for _, mine in clients:
                mine.send("stop")
            counts = [_answer(mine, "counts") for _, mine in clients]
        finally:
            for process, _ in clients:
                process.join(30)
                if process.is_alive():
                    process.kill()
            server.stop()
    wall = wall1 - wall0
    latencies = sorted(x for c in counts for x in c["latencies"])
    total = {key: sum(c[key] for c in counts)
             for key in ("actions", "held", "refused", "frames", "bytes", "errors",
                         "disconnects", "cpu_s", "waited_s")}
    codes: dict[str, int] = {}
    for c in counts:
        for code, n in c["error_codes"].items():
            codes[code] = codes.get(code, 0) + n

    def per_table(rss: int | None) -> float | None:
        if rss is None or empty_rss is None:
            return None
        return round((rss - empty_rss) / 1024 / args.tables, 1)

    return {
        "tables": args.tables, "players": args.players, "computers": args.computers,
        "computer_tables": with_computers if args.computers else 0, "level": args.level,
        "think_s": args.think, "duration_s": args.duration,
        "server": "thread" if args.in_process else "process",
        "client_processes": len(clients), "bot_processes": args.bot_processes,
        "connections": connections, "setup_s": round(setup_s, 1),
        "actions": total["actions"], "timed": len(latencies), "held": total["held"],
        "refused": total["refused"],
        "p50_ms": _pct(latencies, 50), "p99_ms": _pct(latencies, 99),
        "max_ms": round(latencies[-1], 2) if latencies else None,
        "mean_ms": round(statistics.fmean(latencies), 2) if latencies else None,
        "loop_lag_p99_ms": _pct(lags, 99), "loop_lag_max_ms": _pct(lags, 100),
        "server_cpu_pct": round((cpu1 - cpu0) / wall * 100, 1),
        "bots_cpu_pct": round((bots1 - bots0) / wall * 100, 1),
        "clients_cpu_pct": round(total["cpu_s"] / wall * 100, 1),
        "server_runq_wait_pct": _share(waited0, waited1, wall),
        "clients_runq_wait_pct": round(total["waited_s"] / wall * 100, 1),
        "cpu_pressure_pct": _share(pressure0, pressure1, wall),
        "server_rss_mib": None if end_rss is None else round(end_rss / 2**20, 1),
        "rss_per_table_kib": per_table(idle_rss),
        "rss_per_playing_table_kib": per_table(end_rss),
        "frames_per_s": round(total["frames"] / wall), "bytes_per_s": round(total["bytes"] / wall),
        "errors": total["errors"], "error_codes": codes, "disconnects": total["disconnects"],
        "load_avg_1m": None if load0 is None else round(load0, 2),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
                   f"Python {platform.python_version()}",
    }


def _answer(conn: Any, kind: str) -> Any:
    if not conn.poll(900):
        raise RuntimeError(f"a client process gave no {kind}")
    what, value = conn.recv()
    if what != kind:
        raise RuntimeError(f"a client process failed: {value}")
    return value


def _share(before: float | None, after: float | None, wall: float) -> float | None:
    return None if before is None or after is None else round((after - before) / wall * 100, 1)


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    return round(values[min(len(values) - 1, int(len(values) * q / 100))], 2)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.loadtest", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--players", type=int, default=4, help="people at each table")
    parser.add_argument("--computers", type=int, default=0,
                        help="computer players at each table (of --computer-tables)")
    parser.add_argument("--computer-tables", type=int, default=None,
                        help="how many tables have --computers (default: all)")
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--think", type=float, default=2.0, help="a person's mean think time, s")
    parser.add_argument("--duration", type=float, default=30.0, help="measured seconds")
    parser.add_argument("--warmup", type=float, default=20.0,
                        help="seconds of play before measuring (the matches start during "
                             "its first half)")
    parser.add_argument("--pace", type=float, default=1.2, help="computer players' pace, s")
    parser.add_argument("--settle", type=float, default=1.0, help="the tables' settle delay, s")
    parser.add_argument("--score-limit", type=int, default=5000)
    parser.add_argument("--client-processes", type=int, default=1)
    parser.add_argument("--bot-processes", type=int, default=1)
    parser.add_argument("--in-process", action="store_true",
                        help="run the server in this process (default: its own process)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON line")
    args = parser.parse_args(argv)
    if args.tables < 1 or not 1 <= args.players <= 9 or args.computers < 0 \
            or not 2 <= args.players + args.computers <= 9:
        parser.error("1 to 9 people a table, 2 to 9 seats in all")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    result = run(args)
    if args.json:
        print(json.dumps(result), flush=True)
    else:
        for key, value in result.items():
            print(f"{key:>26}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
