"""Logging: one log file per player (rotated), in the user log folder or under --config-dir.

Unexpected exceptions in screens are logged here with their traceback; the player is told
through the app's error hook, never shown a traceback.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path


def setup_logging(folder: Path, name: str = "game.log", level: int = logging.INFO) -> Path | None:
    """Log to ``folder/name`` (rotating, 1 MB x 3); returns the path, or None if unwritable."""
    root = logging.getLogger()
    root.setLevel(level)
    path = Path(folder) / name
    for handler in list(root.handlers):
        if getattr(handler, "_engine_log", False):
            root.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        return None
    handler._engine_log = True  # type: ignore[attr-defined]
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    )
    root.addHandler(handler)
    return path
