"""Screens: what the player is on. Each has a keymap, handles commands, typed text and timers,
and hears the stack's hooks.

Hooks: ``on_push`` (first shown: announce yourself), ``on_cover`` (another screen went on top),
``on_reveal`` (back on top: a menu re-announces its selection), ``on_pop`` (leaving). A command
``"move_down"`` from the keymap calls the method ``cmd_move_down``; ``can_run`` says which
commands do something here now, and F1 reads only the bindings of those. Timers started with
``Screen.after`` die with the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.keys import Keymap

if TYPE_CHECKING:
    from engine.app import App
    from engine.clock import Timer


class Screen:
    """Base class of every screen; override the hooks and add ``cmd_*`` methods."""

    keymap: Keymap = Keymap()
    # True for text fields: plain printable keys are typed, not taken by global bindings.
    captures_text = False

    def __init__(self, app: App) -> None:
        self.app = app

    # --- stack hooks -----------------------------------------------------------------------
    def on_push(self) -> None:
        """Put on the stack: say what this screen is."""

    def on_cover(self) -> None:
        """Another screen was pushed above this one."""

    def on_reveal(self) -> None:
        """The screen above was popped: this one is on top again."""

    def on_pop(self) -> None:
        """Taken off the stack (its timers are already cancelled)."""

    # --- input -----------------------------------------------------------------------------
    def handle_command(self, command: str) -> bool:
        """Run ``cmd_<command>``; False when this screen has no such command."""
        method = getattr(self, "cmd_" + command.replace("-", "_"), None)
        if method is None:
            return False
        method()
        return True

    def can_run(self, command: str) -> bool:
        """Whether a key bound to ``command`` does something on this screen now: F1 offers
        only these. By default, a command with a ``cmd_`` method, or any command when the
        screen routes commands itself (overrides ``handle_command``); override it to hide a
        command that has nothing to act on (Left and Right in a menu without settings)."""
        if hasattr(self, "cmd_" + command.replace("-", "_")):
            return True
        return type(self).handle_command is not Screen.handle_command

    def handle_text(self, text: str) -> bool:
        """Typed text (TEXTINPUT, so any keyboard layout); True when used."""
        return False

    def handle_key(self, combo: str) -> bool:
        """A key no binding took; True when used."""
        return False

    # --- helpers ---------------------------------------------------------------------------
    def tr(self, msg_id: str, **args: Any) -> str:
        return self.app.translator.tr(msg_id, **args)

    def say(self, msg_id: str, interrupt: bool = True, **args: Any) -> None:
        """Speak a message id with its arguments."""
        self.app.speak(self.app.translator.tr(msg_id, **args), interrupt)

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.app.speak(text, interrupt)

    def play(self, name: str, **kwargs: Any) -> None:
        self.app.sounds.play(name, **kwargs)

    def after(self, seconds: float, callback: Callable[[], object]) -> Timer:
        """A timer owned by this screen: cancelled when the screen leaves the stack."""
        return self.app.after(seconds, callback, owner=self)

    def every(self, seconds: float, callback: Callable[[], object]) -> Timer:
        return self.app.every(seconds, callback, owner=self)

    def close(self) -> None:
        """Pop this screen (if it is on top when the stack changes)."""
        self.app.pop(self)
