"""Keys: combos such as ``"ctrl+f4"``, bindings of a combo to a command and a help message,
keymaps, and the translation of pygame key events into combos.

One keymap per screen is the single source of both behaviour and F1 help, so they cannot
drift. Combo names are our own (not ``pygame.key.name``) so scripts, keymaps and help agree on
every platform: modifiers ``ctrl``, ``alt``, ``shift`` in that order, then one key name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from engine.i18n import N_

MODIFIERS = ("ctrl", "alt", "shift")

# Named keys; single printable characters (letters, digits, punctuation) name themselves.
_NAMED: dict[str, int] = {
    "return": pygame.K_RETURN,
    "escape": pygame.K_ESCAPE,
    "backspace": pygame.K_BACKSPACE,
    "tab": pygame.K_TAB,
    "space": pygame.K_SPACE,
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "home": pygame.K_HOME,
    "end": pygame.K_END,
    "pageup": pygame.K_PAGEUP,
    "pagedown": pygame.K_PAGEDOWN,
    "insert": pygame.K_INSERT,
    "delete": pygame.K_DELETE,
    "kp_enter": pygame.K_KP_ENTER,
    "lctrl": pygame.K_LCTRL,
    "rctrl": pygame.K_RCTRL,
    "lshift": pygame.K_LSHIFT,
    "rshift": pygame.K_RSHIFT,
    "lalt": pygame.K_LALT,
    "ralt": pygame.K_RALT,
    **{f"f{n}": getattr(pygame, f"K_F{n}") for n in range(1, 13)},
}
_ALIASES = {
    "enter": "return",
    "esc": "escape",
    "pgup": "pageup",
    "pgdn": "pagedown",
    "page_up": "pageup",
    "page_down": "pagedown",
    "del": "delete",
    "comma": ",",
    "period": ".",
    "control": "ctrl",
}
_CODE_TO_NAME = {code: name for name, code in _NAMED.items()}
_CODE_TO_NAME[pygame.K_KP_ENTER] = "return"  # the keypad Enter acts as Enter

NAVIGATION_KEYS = frozenset(
    {"up", "down", "left", "right", "home", "end", "pageup", "pagedown"}
)
CTRL_KEYS = frozenset({pygame.K_LCTRL, pygame.K_RCTRL})
MODIFIER_KEYS = frozenset(
    {pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT,
     pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK}
)

# Combos the system acts on (closing or leaving the window): never answered as unused keys.
SYSTEM_COMBOS = frozenset({"alt+f4", "alt+tab", "alt+shift+tab"})

# Help names of keys, translatable; N_ marks them for the language checker.
KEY_HELP_IDS = {
    "return": N_("key-return"), "escape": N_("key-escape"), "backspace": N_("key-backspace"),
    "tab": N_("key-tab"), "space": N_("key-space"), "up": N_("key-up"),
    "down": N_("key-down"), "left": N_("key-left"), "right": N_("key-right"),
    "home": N_("key-home"), "end": N_("key-end"), "pageup": N_("key-pageup"),
    "pagedown": N_("key-pagedown"), "insert": N_("key-insert"), "delete": N_("key-delete"),
    "ctrl": N_("key-ctrl"), "alt": N_("key-alt"), "shift": N_("key-shift"),
    ",": N_("key-comma"), ".": N_("key-period"), "/": N_("key-slash"),
    ";": N_("key-semicolon"), "'": N_("key-apostrophe"), "-": N_("key-minus"),
    "=": N_("key-equals"), "[": N_("key-left-bracket"), "]": N_("key-right-bracket"),
    "\\": N_("key-backslash"), "`": N_("key-grave"),
}


class KeyNameError(ValueError):
    """A key combo that names no key (in a keymap or a script)."""


def parse_combo(text: str) -> str:
    """Normalise a combo: ``"Shift+Ctrl+F4"`` -> ``"ctrl+shift+f4"``; raises KeyNameError."""
    raw = text.strip().lower()
    if not raw:
        raise KeyNameError("empty key name")
    # "+" alone or "ctrl++" name the plus key itself.
    if raw.endswith("+") and (raw == "+" or raw.endswith("++")):
        parts = [p for p in raw[:-1].split("+") if p] + ["+"]
    else:
        parts = raw.split("+")
    mods: set[str] = set()
    for part in parts[:-1]:
        part = _ALIASES.get(part, part)
        if part not in MODIFIERS:
            raise KeyNameError(f"unknown modifier {part!r} in {text!r}")
        mods.add(part)
    key = _ALIASES.get(parts[-1], parts[-1])
    if key not in _NAMED and not (len(key) == 1 and key.isprintable() and key != " "):
        raise KeyNameError(f"unknown key name {parts[-1]!r} in {text!r}")
    return "+".join([m for m in MODIFIERS if m in mods] + [key])


def split_combo(combo: str) -> tuple[frozenset[str], str]:
    """The modifiers and the key name of a normalised combo."""
    if combo.endswith("+"):
        return frozenset(p for p in combo[:-1].split("+") if p), "+"
    parts = combo.split("+")
    return frozenset(parts[:-1]), parts[-1]


def key_code(name: str) -> int:
    """The pygame key code of a key name (from a normalised combo)."""
    if name in _NAMED:
        return _NAMED[name]
    return ord(name)


def key_name(code: int) -> str | None:
    """Our name for a pygame key code, or None for keys we do not name."""
    if code in _CODE_TO_NAME:
        return _CODE_TO_NAME[code]
    if 32 < code < 0x110000:
        char = chr(code)
        if char.isprintable():
            return char.lower()
    return None


def mod_flags(mods: Iterable[str]) -> int:
    """pygame modifier flags for modifier names (left-hand keys)."""
    flags = 0
    for mod in mods:
        flags |= {"ctrl": pygame.KMOD_LCTRL, "alt": pygame.KMOD_LALT,
                  "shift": pygame.KMOD_LSHIFT}[mod]
    return flags


def combo_for_event(key: int, mod: int) -> str | None:
    """The normalised combo of a KEYDOWN's key and modifiers, or None if unnamed."""
    name = key_name(key)
    if name is None:
        return None
    mods = []
    if mod & pygame.KMOD_CTRL:
        mods.append("ctrl")
    if mod & pygame.KMOD_ALT:
        mods.append("alt")
    if mod & pygame.KMOD_SHIFT:
        mods.append("shift")
    return "+".join([*mods, name])


def types_text(combo: str) -> bool:
    """Whether the key also types a character (a TEXTINPUT follows its KEYDOWN)."""
    mods, key = split_combo(combo)
    return (len(key) == 1 or key == "space") and not mods & {"ctrl", "alt"}


def is_navigation(combo: str) -> bool:
    """Navigation keys are the only ones whose auto-repeat is honoured."""
    return split_combo(combo)[1] in NAVIGATION_KEYS


@dataclass(frozen=True)
class Binding:
    """A key combo bound to a command name, with the message id that explains it in help."""

    combo: str
    command: str
    help: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "combo", parse_combo(self.combo))


class Keymap:
    """An ordered list of bindings: looked up by combo, read out in order by F1."""

    def __init__(self, bindings: Sequence[Binding] = ()) -> None:
        self.bindings: list[Binding] = list(bindings)
        self._by_combo = {b.combo: b for b in self.bindings}

    def command_for(self, combo: str) -> str | None:
        binding = self._by_combo.get(combo)
        return binding.command if binding else None

    def __iter__(self):
        return iter(self.bindings)

    def __len__(self) -> int:
        return len(self.bindings)

    def __add__(self, other: Keymap) -> Keymap:
        return Keymap([*self.bindings, *other.bindings])


def describe_combo(combo: str, tr: Callable[..., str]) -> str:
    """A combo as a player hears it: ``"ctrl+f4"`` -> ``"Ctrl+F4"`` (translated names)."""
    mods, key = split_combo(combo)
    words = [tr(KEY_HELP_IDS[m]) for m in MODIFIERS if m in mods]
    if key in KEY_HELP_IDS:
        words.append(tr(KEY_HELP_IDS[key]))
    else:
        words.append(key.upper())
    return "+".join(words)
