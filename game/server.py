"""Run the 1000 Miles server: `python -m game.server` (or the built program with `--server`).

    python -m game.server --host 0.0.0.0 --port 8765 --data-dir ./server-data

Without --tls-cert/--tls-key it speaks plain ws (a LAN, or behind a reverse proxy that does
TLS); with them, wss. Logs go to the console and to server.log in the data folder. Ctrl+C (or
SIGTERM) stops it after saving; a crash loses nothing either: tables come back on restart.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import logging.handlers
import os
import signal
import ssl
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

from game.net.collector import young_only
from game.net.limits import Limits
from game.net.server import GameServer

APP_NAME = "1000 Miles"


def default_data_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "server"


def think_gently() -> None:
    """Computer players think only on CPU time the tables leave free (Linux: SCHED_IDLE, at
    once preempted by the server and everything else; elsewhere the lowest priority), so
    their thinking never delays a person's update. Measured with python -m game.loadtest
    --tables 1000 --computers 1 --computer-tables 100 --level hard on 2 cores: at normal
    priority the people's p99 went from 6 to 15 ms, at nice 10 to 9-10 ms."""
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        try:
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
            return
        except OSError:
            pass
    if hasattr(os, "nice"):
        os.nice(19)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    limits = Limits()
    parser = argparse.ArgumentParser(prog="1000-miles --server",
                                     description="The 1000 Miles online server.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (0.0.0.0: every address; default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="where tables, people and the log are kept")
    parser.add_argument("--tls-cert", type=Path, help="certificate file (PEM) for wss")
    parser.add_argument("--tls-key", type=Path, help="private key file (PEM) for wss")
    parser.add_argument("--max-connections", type=int, default=limits.max_connections)
    parser.add_argument("--connections-per-ip", type=int, default=limits.connections_per_ip)
    parser.add_argument("--max-tables", type=int, default=limits.max_tables)
    parser.add_argument("--tables-per-person", type=int, default=limits.tables_per_person)
    parser.add_argument("--actions-per-second", type=float, default=limits.actions_per_second,
                        help="frames a connection may send a second (burst twice that)")
    parser.add_argument("--chat-per-second", type=float, default=limits.chat_per_second)
    parser.add_argument("--outbound-queue", type=int, default=limits.outbound_queue,
                        help="frames waiting for a client before it is disconnected")
    parser.add_argument("--abandon-after", type=float, default=limits.abandon_after,
                        help="seconds a table may have none of its people connected before "
                             "it closes (its match saved)")
    parser.add_argument("--bot-processes", type=int, default=1,
                        help="processes for computer players' thinking (0: threads)")
    args = parser.parse_args(argv)
    if (args.tls_cert is None) != (args.tls_key is None):
        parser.error("--tls-cert and --tls-key go together")
    for name in ("max_connections", "connections_per_ip", "max_tables", "tables_per_person",
                 "outbound_queue"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    if (args.actions_per_second <= 0 or args.chat_per_second <= 0 or args.bot_processes < 0
            or args.abandon_after <= 0):
        parser.error("rates and --abandon-after must be above zero, --bot-processes zero or more")
    return args


def setup_logging(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    form = logging.Formatter("%(asctime)s %(levelname)s %(message)s")
    file = logging.handlers.RotatingFileHandler(folder / "server.log", maxBytes=5 << 20,
                                                backupCount=3, encoding="utf-8")
    console = logging.StreamHandler(sys.stderr)
    root = logging.getLogger()
    for handler in (file, console):
        handler.setFormatter(form)
        root.addHandler(handler)
    root.setLevel(logging.INFO)


async def serve(args: argparse.Namespace) -> None:
    data = args.data_dir or default_data_dir()
    limits = Limits(max_connections=args.max_connections,
                    connections_per_ip=args.connections_per_ip, max_tables=args.max_tables,
                    tables_per_person=args.tables_per_person,
                    actions_per_second=args.actions_per_second,
                    chat_per_second=args.chat_per_second, outbound_queue=args.outbound_queue,
                    abandon_after=args.abandon_after)
    pool = (ProcessPoolExecutor(args.bot_processes, initializer=think_gently)
            if args.bot_processes else ThreadPoolExecutor(2, thread_name_prefix="bots"))
    tls = None
    if args.tls_cert:
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(args.tls_cert, args.tls_key)
    server = GameServer(data, limits, pool)
    port = await server.start(args.host, args.port, tls)
    print(f"1000 Miles server on {'wss' if tls else 'ws'}://{args.host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises instead
            pass
    collector = asyncio.create_task(young_only())  # no full collection stalls every table
    try:
        await stop.wait()
    finally:
        collector.cancel()
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    setup_logging(args.data_dir or default_data_dir())
    try:
        asyncio.run(serve(args))
    except KeyboardInterrupt:
        pass
    except OSError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
