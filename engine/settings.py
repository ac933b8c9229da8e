"""Settings: one JSON file in the player's config folder, typed by its defaults.

Written atomically (a temporary file, then ``os.replace``) so a crash never leaves half a file.
A damaged file is moved aside as ``settings.json.damaged-<timestamp>``, defaults are used and a
notice is kept for the player. Keys this version does not know are kept and written back, so an
older build never erases a newer one's settings.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from engine.i18n import N_
from engine.notices import Notice

SETTINGS_FILE = "settings.json"

# The engine's own settings; the game adds its own defaults.
ENGINE_DEFAULTS: dict[str, Any] = {
    "language": "",  # "" means the system language
    "speech": "auto",
    "speech_rate": -1.0,  # below 0: the backend's own rate
    "prefer_sapi": False,  # Windows: SAPI even when a screen reader runs
    "sound": "auto",
    "sound_pack": "",
    "master_volume": 0.8,
    "cue_volume": 1.0,
    "speak_unused_keys": True,  # a key with nothing on it says so in words, not only a sound
}


def config_dir(app_name: str, override: Path | str | None = None) -> Path:
    """The folder for settings, saves and logs: ``override`` or the platform's config dir."""
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(app_name, appauthor=False))


def log_dir(app_name: str, override: Path | str | None = None) -> Path:
    """Where logs go: ``<override>/logs`` or the platform's user log dir."""
    if override:
        return Path(override) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir(app_name, appauthor=False))


class Settings:
    """Typed settings backed by a JSON file; ``set`` saves at once."""

    def __init__(
        self,
        folder: Path,
        defaults: dict[str, Any] | None = None,
        log: logging.Logger | None = None,
    ) -> None:
        self.path = Path(folder) / SETTINGS_FILE
        self.log = log or logging.getLogger("engine.settings")
        self.defaults = {**ENGINE_DEFAULTS, **(defaults or {})}
        self.notices: list[Notice] = []
        self._data: dict[str, Any] = {}
        self.load()

    def load(self) -> None:
        """Read the file; a damaged one is moved aside and a notice kept."""
        self._data = {}
        if not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("settings file does not hold an object")
        except (OSError, ValueError) as exc:
            aside = self.path.with_name(
                f"{SETTINGS_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
            )
            try:
                os.replace(self.path, aside)
            except OSError:
                aside = self.path
            self.log.error("settings file %s is damaged (%s); moved to %s, defaults used",
                           self.path, exc, aside)
            self.notices.append(Notice(N_("settings-damaged"), {"file": aside.name}))
            return
        self._data = data

    def get(self, key: str, default: Any = None) -> Any:
        """The stored value if it has the default's type, else the default."""
        fallback = self.defaults.get(key, default)
        if key not in self._data:
            return fallback
        return _coerce(self._data[key], fallback)

    def __getitem__(self, key: str) -> Any:
        return self.get(key)

    def set(self, key: str, value: Any, save: bool = True) -> None:
        self._data[key] = value
        if save:
            self.save()

    def __setitem__(self, key: str, value: Any) -> None:
        self.set(key, value)

    def as_dict(self) -> dict[str, Any]:
        """Defaults overlaid with stored values, unknown keys included."""
        merged = {k: self.get(k) for k in self.defaults}
        merged.update({k: v for k, v in self._data.items() if k not in self.defaults})
        return merged

    def save(self) -> bool:
        """Write atomically; False (logged) when the folder cannot be written."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp",
                                       dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    json.dump(self._data, handle, ensure_ascii=False, indent=2, sort_keys=True)
                    handle.write("\n")
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            self.log.error("cannot save settings to %s: %s", self.path, exc)
            return False
        return True


def _coerce(value: Any, default: Any) -> Any:
    """Keep ``value`` if it fits the default's type (ints accepted for floats)."""
    if default is None:
        return value
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, float):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        return default
    if isinstance(default, int):
        return value if isinstance(value, int) and not isinstance(value, bool) else default
    return value if isinstance(value, type(default)) else default
