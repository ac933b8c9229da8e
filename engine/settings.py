"""Settings: one JSON file in the player's config folder, each key with a type and a range.

Each setting has a `Spec`: its default, the message naming it to the player, and what values
it accepts (the default's type; a range, a list of choices or a check). The engine has its
own (`ENGINE_SPECS`); the game passes its own with ``specs=``.

Nothing impossible gets in, and nothing good is lost:

- a value of the wrong type or out of range (a pace of 1e308, a negative volume, NaN, a number
  too large for a float, a sound pack path that is a file) is dropped, so the default applies,
  and the player is told once which setting was reset (a ``settings-reset`` notice);
- a file that is not valid JSON (a broken line, JSON nested 100,000 deep) is moved aside as
  ``settings.json.damaged-<timestamp>``; every top-level key that still reads is kept, the
  rest reset, and a ``settings-damaged`` notice names the old file;
- keys this version does not know are kept and written back, so an older build never erases
  a newer one's settings.

Writes are atomic and durable (`engine.files.atomic_write`): a crash leaves the old file or
the new one, never half a file; leftover ``.settings-*.tmp`` files are removed at start.
"""

from __future__ import annotations

import copy
import json
import logging
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.files import atomic_write, remove_temporaries
from engine.i18n import N_
from engine.notices import Notice

SETTINGS_FILE = "settings.json"
TEMP_PREFIX = ".settings-"


@dataclass(frozen=True)
class Spec:
    """What one setting accepts. `label`: the message id naming the setting to the player
    (None: its key is said). Numbers: `minimum` and `maximum` (inclusive; ints are accepted
    for floats). `choices`: the only values allowed. `check`: any further test."""

    default: Any
    label: str | None = None
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[Any, ...] | None = None
    check: Callable[[Any], bool] | None = None

    def accept(self, value: Any) -> Any:
        """The value as the setting holds it (an int made a float for a float setting);
        raises ValueError if the setting cannot take it."""
        default = self.default
        if default is None:
            return value
        if isinstance(default, bool):
            if type(value) is not bool:
                raise ValueError("not true or false")
        elif isinstance(default, (int, float)):
            if type(value) not in (int, float):
                raise ValueError("not a number")
            if isinstance(default, float):
                try:
                    value = float(value)
                except OverflowError:
                    raise ValueError("too large for a number") from None
            elif type(value) is not int:
                raise ValueError("not a whole number")
            if not math.isfinite(value):
                raise ValueError("not a finite number")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"below {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"above {self.maximum}")
        elif type(value) is not type(default):
            raise ValueError(f"not a {type(default).__name__}")
        if self.choices is not None and value not in self.choices:
            raise ValueError("not one of the choices")
        if self.check is not None and not self.check(value):
            raise ValueError("refused by its check")
        return value


def _language_code(value: str) -> bool:
    return value == "" or re.fullmatch(r"[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}", value) is not None


def _not_a_file(value: str) -> bool:
    """A sound pack is a folder: empty (none), or a path that is not a file."""
    if value == "":
        return True
    try:
        return len(value) < 4096 and not Path(value).is_file()
    except (OSError, ValueError):  # a NUL in the path, a name too long for the system
        return False


# The engine's own settings; the game adds its own specs.
ENGINE_SPECS: dict[str, Spec] = {
    # "" means the system language
    "language": Spec("", N_("setting-language"), check=_language_code),
    "speech": Spec("auto", N_("setting-speech"),
                   choices=("auto", "cytolk", "prism", "print", "recorder", "none")),
    # below 0: the backend's own rate
    "speech_rate": Spec(-1.0, N_("setting-speech-rate"), minimum=-1.0, maximum=1.0),
    # Windows: SAPI even when a screen reader runs
    "prefer_sapi": Spec(False, N_("setting-prefer-sapi")),
    "sound": Spec("auto", N_("setting-sound"), choices=("auto", "sound_lib", "pygame", "none")),
    "sound_pack": Spec("", N_("setting-sound-pack"), check=_not_a_file),
    "master_volume": Spec(0.8, N_("setting-master-volume"), minimum=0.0, maximum=1.0),
    "cue_volume": Spec(1.0, N_("setting-cue-volume"), minimum=0.0, maximum=1.0),
    # a key with nothing on it says so in words, not only with a sound
    "speak_unused_keys": Spec(True, N_("setting-speak-unused-keys")),
}
ENGINE_DEFAULTS: dict[str, Any] = {key: spec.default for key, spec in ENGINE_SPECS.items()}


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
    """Typed settings backed by a JSON file; ``set`` saves at once.

    ``specs``: the game's settings (beside `ENGINE_SPECS`). ``defaults``: settings given by
    their default alone, typed by it (no range)."""

    def __init__(
        self,
        folder: Path,
        defaults: dict[str, Any] | None = None,
        log: logging.Logger | None = None,
        specs: dict[str, Spec] | None = None,
    ) -> None:
        self.path = Path(folder) / SETTINGS_FILE
        self.log = log or logging.getLogger("engine.settings")
        self.specs: dict[str, Spec] = {
            **ENGINE_SPECS,
            **{key: Spec(value) for key, value in (defaults or {}).items()},
            **(specs or {}),
        }
        self.defaults = {key: spec.default for key, spec in self.specs.items()}
        self.notices: list[Notice] = []
        self._data: dict[str, Any] = {}
        self.load()

    def load(self) -> None:
        """Read the file: bad values are dropped, a damaged file moved aside with whatever
        still reads of it kept; each with a notice for the player."""
        self._data = {}
        remove_temporaries(self.path.parent, TEMP_PREFIX)
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as exc:
            self.log.error("cannot read settings file %s (%s); defaults used", self.path, exc)
            return
        data, problem = _parse(raw)
        if problem is not None:
            data = salvage(raw.decode("utf-8", errors="replace"))
            aside = self.path.with_name(
                f"{SETTINGS_FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
            )
            try:
                self.path.replace(aside)
            except OSError:
                aside = self.path
            self.log.error("settings file %s is damaged (%s); moved to %s; kept: %s",
                           self.path, problem, aside, ", ".join(sorted(data)) or "nothing")
            self.notices.append(Notice(N_("settings-damaged"), {"file": aside.name}))
        changed = problem is not None
        for key in list(data):
            spec = self.specs.get(key)
            if spec is None:
                continue  # another version's setting: kept as it is
            try:
                data[key] = spec.accept(data[key])
            except ValueError as exc:
                self.log.error("setting %r: %.80r cannot be used (%s); reset to %r",
                               key, data[key], exc, spec.default)
                del data[key]
                changed = True
                name: Any = Notice(spec.label) if spec.label else key
                self.notices.append(Notice(N_("settings-reset"), {"setting": name}))
        self._data = data
        if changed and (data or problem is None):  # the bad keys dropped from the file too
            self.save()

    def get(self, key: str, default: Any = None) -> Any:
        """The stored value if the setting accepts it, else its default."""
        spec = self.specs.get(key)
        if spec is None:
            return self._data.get(key, default)
        if key in self._data:
            try:
                return spec.accept(self._data[key])
            except ValueError:
                pass
        return copy.deepcopy(spec.default)  # a dict default stays the default

    def __getitem__(self, key: str) -> Any:
        return self.get(key)

    def set(self, key: str, value: Any, save: bool = True) -> None:
        """Store a value (raises ValueError if the setting cannot take it)."""
        spec = self.specs.get(key)
        self._data[key] = value if spec is None else spec.accept(value)
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
        """Write atomically and durably; False (logged) when the folder cannot be written."""
        text = json.dumps(self._data, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, text, TEMP_PREFIX)
        except OSError as exc:
            self.log.error("cannot save settings to %s: %s", self.path, exc)
            return False
        return True


def _parse(raw: bytes) -> tuple[dict[str, Any], str | None]:
    """The settings object, or an empty one and what is wrong with the file."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        return {}, f"{type(exc).__name__}: {exc}"[:200]
    if not isinstance(data, dict):
        return {}, "the file does not hold an object"
    return data, None


_GAP = re.compile(r"[\s,]*")
_COLON = re.compile(r"\s*:\s*")
_PAIR_END = re.compile(r"[ \t]*(?:,|\}|\r?\n|$)")
_TOP_LEVEL_KEY = re.compile(r"\n[ \t]{0,2}\"")


def salvage(text: str) -> dict[str, Any]:
    """The ``"key": value`` pairs of a damaged settings object that still read, each whole
    (a pair is taken only if it ends where a pair ends). After a broken pair, reading
    resumes at the next line that starts a key at the top level (indented two spaces at
    most, as the game writes it)."""
    decoder = json.JSONDecoder()
    found: dict[str, Any] = {}
    start = text.find("{")
    if start < 0:
        return found
    index = start + 1
    while index < len(text):
        index = _GAP.match(text, index).end()  # type: ignore[union-attr]
        if index >= len(text) or text[index] == "}":
            break
        try:
            key, after = decoder.raw_decode(text, index)
            colon = _COLON.match(text, after)
            if type(key) is not str or colon is None:
                raise ValueError("not a key")
            value, end = decoder.raw_decode(text, colon.end())
            if _PAIR_END.match(text, end) is None:
                raise ValueError("the pair goes on")
        except (ValueError, RecursionError):
            resume = _TOP_LEVEL_KEY.search(text, index)
            if resume is None:
                break
            index = resume.end() - 1
            continue
        found[key] = value
        index = end
    return found
