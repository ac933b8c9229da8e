"""The saved match: written atomically after every action, refused and moved aside if
damaged, so a crash or a closed window never loses more than the action in flight."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from game.rules import SaveError, Table, table_from_json
from game.rules.save import table_to_dict

from .match_config import MatchConfig

SAVE_FILE = "match.json"


class SavedMatchError(ValueError):
    """A save that cannot be resumed; `moved_to` is where the damaged file now lies."""

    def __init__(self, reason: str, moved_to: Path | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.moved_to = moved_to


def save_path(folder: Path) -> Path:
    return Path(folder) / SAVE_FILE


def has_saved_match(folder: Path) -> bool:
    return save_path(folder).is_file()


def save_match(folder: Path, config: MatchConfig, table: Table) -> None:
    """Write the match atomically (a temporary file, then os.replace)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = {"config": config.to_dict(), "table": table_to_dict(table)}
    fd, tmp = tempfile.mkstemp(prefix=".match-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump(data, file, separators=(",", ":"))
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, save_path(folder))
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_match(folder: Path) -> tuple[MatchConfig, Table]:
    """The saved match; a damaged one is moved aside and SavedMatchError raised."""
    path = save_path(folder)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        config = MatchConfig.from_dict(data["config"])
        table = table_from_json(json.dumps(data["table"]))
        if table.options != config.options:
            raise SaveError("damaged", "options differ")
    except FileNotFoundError:
        raise SavedMatchError("missing", None) from None
    except (ValueError, KeyError, TypeError, UnicodeDecodeError) as error:
        moved = path.with_name(f"{SAVE_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        os.replace(path, moved)
        raise SavedMatchError(str(error), moved) from error
    return config, table


def delete_saved_match(folder: Path) -> None:
    save_path(folder).unlink(missing_ok=True)
