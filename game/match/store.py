"""Keeping a match: the host's snapshot as JSON, and the file that holds it.

The snapshot holds the setup (options, seats, seed, timing), who plays each seat now, the
owner, and the table with its whole history. `MatchFile` writes it after every action
atomically and durably (a temporary file, fsync, rename, fsync of the folder), so a crash or a
kill never loses more than the action in flight; it refuses a damaged file and moves it aside,
and archives a finished match. The first save format (before the host: `{"config", "table"}`)
still loads.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.rules import SaveError, Table
from game.rules.options import OptionsError
from game.rules.save import table_from_dict, table_to_dict
from game.rules.table import MATCH_OVER

from .config import LEVELS, MatchConfig

if TYPE_CHECKING:
    from .host import MatchHost

FORMAT = "1000-miles-match"
VERSION = 2
MAX_BYTES = 16 << 20  # no real match comes near; a bigger file is not ours
TEMP_PREFIX = ".match-"


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """A match as saved: enough to build its host again."""

    config: MatchConfig
    table: Table
    controllers: tuple[str | None, ...]
    owner: int

    @property
    def finished(self) -> bool:
        return self.table.phase == MATCH_OVER


class SavedMatchError(ValueError):
    """A save that cannot be resumed; `moved_to` is where the damaged file now lies."""

    def __init__(self, reason: str, moved_to: Path | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.moved_to = moved_to


def host_to_dict(host: MatchHost) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": host.config.to_dict(),
        "controllers": host.controllers,
        "owner": host.owner,
        "table": table_to_dict(host.table_for_saving),
    }


def saved_from_dict(data: Any) -> SavedMatch:
    """Rebuild a saved match; raises SaveError (reason "damaged", "foreign" or "version")."""
    if not isinstance(data, dict):
        raise SaveError("foreign")
    try:
        if "format" not in data and set(data) >= {"config", "table"}:
            return _first_format(data)
        if data.get("format") != FORMAT:
            raise SaveError("foreign")
        if data.get("version") != VERSION:
            raise SaveError("version", str(data.get("version")))
        config = MatchConfig.from_dict(data["config"])
        table = _table(data["table"], config)
        controllers = tuple(data["controllers"])
        if len(controllers) != table.seats or any(
                level is not None and level not in LEVELS for level in controllers):
            raise SaveError("damaged", "controllers")
        owner = data["owner"]
        if isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < table.seats:
            raise SaveError("damaged", "owner")
        return SavedMatch(config, table, controllers, owner)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, OptionsError) as error:
        raise SaveError("damaged", f"{type(error).__name__}: {error}") from error


def _first_format(data: dict[str, Any]) -> SavedMatch:
    """The save of the play screen before the host: seat 0 a person, the rest computers."""
    config = MatchConfig.from_dict(data["config"])
    table = _table(data["table"], config)
    return SavedMatch(config, table, tuple(s.level for s in config.seats), 0)


def _table(data: Any, config: MatchConfig) -> Table:
    # Loading replays the history from the seed under the rules (game/rules/save.py): no
    # damaged or hand-edited save can bring a state the rules never reach
    table = table_from_dict(data, seed=config.seed)
    if table.options != config.options:
        raise SaveError("damaged", "the table and its setup have different options")
    return table


def write_durably(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash leaves the old file or the new one, never
    half of either: a temporary file beside it, fsync, rename, then fsync of the folder."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(folder)


def sync_folder(folder: Path) -> None:
    # The rename itself is durable only once the folder is synced (POSIX); Windows has no
    # folder handles to sync, and its rename is already durable with the file's flush
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class MatchFile:
    """One saved match in one file: the local game's `match.json`, or a server's table."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def exists(self) -> bool:
        return self.path.is_file()

    def is_finished(self) -> bool:
        """A quick look, with no checking: does the file hold a match that is over? (The
        home screen offers its result instead of Resume; `load` still checks everything.)"""
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return False
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return data["table"]["phase"] == MATCH_OVER
        except (OSError, ValueError, UnicodeDecodeError, RecursionError, KeyError, TypeError):
            return False

    def save(self, host: MatchHost) -> None:
        text = json.dumps(host.snapshot(), separators=(",", ":"))
        write_durably(self.path, text.encode("utf-8"))

    def load(self) -> SavedMatch:
        """The saved match; a damaged one is moved aside and SavedMatchError raised."""
        try:
            if self.path.stat().st_size > MAX_BYTES:
                raise SaveError("damaged", "too big")
            text = self.path.read_text(encoding="utf-8")
            return saved_from_dict(json.loads(text))
        except FileNotFoundError:
            raise SavedMatchError("missing", None) from None
        except (ValueError, UnicodeDecodeError, RecursionError) as error:
            # json's own errors are ValueErrors; a file nested too deep for the parser is
            # damaged like any other
            reason = error.reason if isinstance(error, SaveError) else type(error).__name__
            raise SavedMatchError(reason, self._move_aside("damaged")) from error

    def archive(self) -> Path | None:
        """Put a finished match aside (`<name>.finished-<time>`); None if there was none."""
        if not self.exists():
            return None
        return self._move_aside("finished")

    def delete(self) -> None:
        self.path.unlink(missing_ok=True)

    def clean_temporaries(self) -> list[Path]:
        """Remove temporary files a killed program left beside the save; returns them."""
        removed = []
        try:
            leftovers = list(self.path.parent.glob(f"{TEMP_PREFIX}*.tmp"))
        except OSError:
            return removed
        for leftover in leftovers:
            try:
                leftover.unlink()
                removed.append(leftover)
            except OSError:
                pass
        return removed

    def _move_aside(self, why: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.{why}-{stamp}")
        number = 1
        while target.exists():
            number += 1
            target = self.path.with_name(f"{self.path.name}.{why}-{stamp}-{number}")
        os.replace(self.path, target)
        return target
