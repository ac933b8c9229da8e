"""Durable file writes: a file is either the old one or the new one, even after a crash or a
power cut, and the temporary files a killed process leaves behind are cleared at the next start.

``atomic_write`` writes a temporary file in the same folder (``<prefix><random>.tmp``), flushes
and fsyncs it, renames it over the target with ``os.replace`` (atomic on every platform), then
fsyncs the folder so the rename itself survives a power cut. Windows cannot open a folder to
fsync it; there ``MoveFileEx`` (behind ``os.replace``) already writes through, so the step is
skipped.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from pathlib import Path

log = logging.getLogger("engine.files")


def atomic_write(path: Path, text: str, prefix: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically and durably; raises OSError.
    ``prefix`` names the temporary file (``.settings-``) so that ``remove_temporaries`` finds
    what a killed process left."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); nothing on Windows, which cannot open a
    folder for this and whose renames already write through."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError as exc:
        log.debug("cannot open %s to fsync it: %s", folder, exc)
        return
    try:
        os.fsync(fd)
    except OSError as exc:  # some file systems refuse to fsync a folder: the data is safe
        log.debug("fsync of folder %s failed: %s", folder, exc)
    finally:
        os.close(fd)


def remove_temporaries(folder: Path, prefix: str) -> list[Path]:
    """Delete ``<prefix>*.tmp`` files in ``folder`` (left by a process killed while writing);
    the names removed."""
    removed = []
    try:
        leftovers = sorted(Path(folder).glob(f"{prefix}*.tmp"))
    except OSError:
        return removed
    for path in leftovers:
        try:
            path.unlink()
        except OSError as exc:
            log.warning("cannot remove the leftover temporary file %s: %s", path, exc)
            continue
        log.info("removed the leftover temporary file %s", path)
        removed.append(path)
    return removed
