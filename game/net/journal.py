"""Where the server keeps its tables, so that a crash or kill -9 loses nothing.

A table's room (name, owner, rules, seats) is one JSON file, replaced atomically when it
changes (`Files`). Its match is a journal: one JSON line for the setup, then one line per
accepted action or change of who plays a seat, appended with a single `os.write` before anyone
hears of it. The kernel keeps what was written even if the process is killed the next instant;
a background `sync()` flushes it to the disk for power cuts (an fsync takes ~12 ms on a
virtual disk: on the event loop it would stall every table). Loading replays the journal through
the rules, so a damaged or hand-edited journal can never produce a state the rules never reach
(a torn last line, cut by a crash mid-write, is ignored).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.match import MatchConfig
from game.match.store import sync_folder, write_durably
from game.rules import Table, action_from_dict, action_to_dict

if TYPE_CHECKING:
    from game.match import MatchHost


class JournalError(ValueError):
    """A journal that does not replay."""


@dataclass(slots=True)
class Replayed:
    config: MatchConfig
    table: Table
    controllers: list[str | None]
    owner: int
    size: int  # bytes of whole lines: what follows was torn by a crash


class MatchJournal:
    """The journal of one table's match; also the host's `Store`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None
        self._actions = 0
        self._controllers: list[str | None] = []
        self._owner = 0
        self.dirty = False

    def save(self, host: MatchHost) -> None:
        """Append what changed since the last call (the host calls it after every action)."""
        lines = []
        if self._fd is None:
            self._open(host)
            lines.append({"setup": host.config.to_dict(), "controllers": host.controllers,
                          "owner": host.owner})
        history = host.table_for_saving.history
        for seat, action in history[self._actions:]:
            lines.append({"a": [seat, action_to_dict(action)]})
        self._actions = len(history)
        for seat, level in enumerate(host.controllers):
            if level != self._controllers[seat]:
                lines.append({"c": [seat, level]})
        self._controllers = list(host.controllers)
        if host.owner != self._owner:
            lines.append({"o": host.owner})
            self._owner = host.owner
        if lines:
            data = "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)
            os.write(self._fd, data.encode("utf-8"))
            self.dirty = True

    def _open(self, host: MatchHost) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
        self._fd = os.open(self.path, flags, 0o600)
        self._controllers = list(host.controllers)
        self._owner = host.owner
        self._actions = 0

    def resume(self, replayed: Replayed) -> None:
        """Go on appending to a journal that was just replayed, after its last whole line (a
        line torn by a crash would otherwise swallow the next one)."""
        flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)
        self._fd = os.open(self.path, flags)
        os.ftruncate(self._fd, replayed.size)
        self._actions = len(replayed.table.history)
        self._controllers = list(replayed.controllers)
        self._owner = replayed.owner

    def sync(self) -> None:
        """Flush to the disk (from a background thread: it may take milliseconds)."""
        fd = self._fd
        if fd is not None and self.dirty:
            self.dirty = False
            try:
                os.fsync(fd)
            except OSError:
                pass

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    @staticmethod
    def replay(path: Path) -> Replayed:
        """Rebuild a match from its journal; raises JournalError when it does not replay."""
        try:
            data = Path(path).read_bytes()
        except OSError as error:
            raise JournalError(str(error)) from error
        lines = data.split(b"\n")
        size = len(data) - len(lines[-1])  # whole lines end with a newline: the rest is torn
        lines.pop()
        try:
            head = json.loads(lines[0])
            config = MatchConfig.from_dict(head["setup"])
            controllers = list(head["controllers"])
            owner = int(head["owner"])
            table = Table.new(config.options, config.seed)
        except (IndexError, KeyError, TypeError, ValueError, RecursionError) as error:
            raise JournalError(f"bad setup: {error}") from error
        for number, raw in enumerate(lines[1:], start=2):
            try:
                entry: dict[str, Any] = json.loads(raw)
            except (ValueError, RecursionError) as error:
                if number == len(lines):
                    size -= len(raw) + 1  # the last line, cut by a crash: never told to anyone
                    break
                raise JournalError(f"line {number}: {error}") from error
            try:
                if "a" in entry:
                    seat, action = entry["a"]
                    table.apply(seat, action_from_dict(action))
                elif "c" in entry:
                    seat, level = entry["c"]
                    controllers[seat] = level
                elif "o" in entry:
                    owner = int(entry["o"])
            except Exception as error:  # an action the rules refuse: not our journal
                raise JournalError(f"line {number}: {error}") from error
        if len(controllers) != table.seats or not 0 <= owner < table.seats:
            raise JournalError("seats do not match the table")
        return Replayed(config, table, controllers, owner, size)


class Files:
    """Small files the server replaces whole (rooms, reconnect tokens): written and renamed at
    once, so a killed process leaves the old file or the new one, and flushed to the disk by
    `sync()` from a background thread. Where a file open in one thread cannot be renamed over
    in another (Windows), each write is made durable at once instead."""

    def __init__(self) -> None:
        self._written: set[Path] = set()
        self.background = os.name == "posix"

    def write(self, path: Path, data: bytes) -> None:
        path = Path(path)
        if not self.background:
            write_durably(path, data)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
        os.replace(temporary, path)
        self._written.add(path)

    def write_json(self, path: Path, data: Any) -> None:
        self.write(path, json.dumps(data, separators=(",", ":")).encode("utf-8"))

    def sync(self) -> None:
        """Flush every file written since the last call, then their folders (the renames)."""
        written, self._written = self._written, set()
        for path in written:
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue  # replaced or closed meanwhile: its successor is in the next round
            try:
                os.fsync(fd)
            except OSError:
                pass
            finally:
                os.close(fd)
        for folder in {path.parent for path in written}:
            try:
                sync_folder(folder)
            except OSError:
                pass
