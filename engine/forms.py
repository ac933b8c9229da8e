"""Forms: a yes/no confirmation dialog and a one-line text field.

The text field takes typed text from TEXTINPUT (any keyboard layout, non-Latin letters too),
speaks each character as it is typed or erased, reads its whole content on Up or Down, accepts
on Enter and cancels on Escape.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.i18n import N_
from engine.keys import Binding, Keymap
from engine.menu import Action, Label, Menu, render
from engine.screen import Screen

if TYPE_CHECKING:
    from engine.app import App


CANCELLED = N_("dialog-cancelled")


class ConfirmDialog(Menu):
    """"Quit the game?" Yes / No. Escape means no. The dialog pops itself before answering.

    No (or Escape) says what happened: ``no_words``, given by the dialog's owner because only
    it knows ("Kept.", "Still playing."); "Cancelled." by default. They are the answer to the
    key, so the screen revealed below announces itself after them, not over them."""

    def __init__(
        self, app: App, question: Label, on_yes: Callable[[], object],
        on_no: Callable[[], object] | None = None, default_yes: bool = False,
        no_words: Label | None = CANCELLED,
    ) -> None:
        self._on_yes, self._on_no = on_yes, on_no
        self.no_words = no_words
        items = [Action(N_("dialog-yes"), self._yes), Action(N_("dialog-no"), self._no)]
        super().__init__(app, question, items, on_back=self._no,
                         position=0 if default_yes else 1)

    def _yes(self) -> None:
        self.app.pop(self)
        self._on_yes()

    def _no(self) -> None:
        self.app.pop(self)
        if self.no_words is not None:
            self.speak(render(self.no_words, self.tr))
            self.app.let_finish()
        if self._on_no is not None:
            self._on_no()


class TextField(Screen):
    """A name field: type, Backspace, Enter accepts, Escape cancels, Up/Down reads it all."""

    captures_text = True
    keymap = Keymap([
        Binding("return", "accept", N_("help-field-accept")),
        Binding("escape", "cancel", N_("help-field-cancel")),
        Binding("backspace", "erase", N_("help-field-erase")),
        Binding("up", "read", N_("help-field-read")),
        Binding("down", "read"),
    ])

    def __init__(
        self, app: App, prompt: Label, on_accept: Callable[[str], object],
        on_cancel: Callable[[], object] | None = None, initial: str = "",
        max_length: int = 30, allow_empty: bool = False,
    ) -> None:
        super().__init__(app)
        self.prompt = prompt
        self.text = initial
        self.on_accept = on_accept
        self.on_cancel = on_cancel
        self.max_length = max_length
        self.allow_empty = allow_empty

    def on_push(self) -> None:
        self.cmd_read()

    def on_reveal(self) -> None:
        self.cmd_read()

    def cmd_read(self) -> None:
        """Speak the prompt and the whole content."""
        content = self.text if self.text else self.tr(N_("field-empty"))
        self.say(N_("field-prompt"), prompt=render(self.prompt, self.tr), text=content)

    def _char_name(self, char: str) -> str:
        return self.tr(N_("key-space")) if char == " " else char

    def handle_text(self, text: str) -> bool:
        for char in text:
            if not char.isprintable():
                continue
            if len(self.text) >= self.max_length:
                self.play("menu_edge")
                self.say(N_("field-full"))
                return True
            self.text += char
            self.speak(self._char_name(char))
        return True

    def cmd_erase(self) -> None:
        if not self.text:
            self.play("menu_edge")
            self.say(N_("field-empty"))
            return
        char, self.text = self.text[-1], self.text[:-1]
        self.say(N_("field-erased"), char=self._char_name(char))

    def cmd_accept(self) -> None:
        text = self.text.strip()
        if not text and not self.allow_empty:
            self.play("menu_edge")
            self.say(N_("field-required"))
            return
        self.play("menu_select")
        self.app.pop(self)
        self.on_accept(text)

    def cmd_cancel(self) -> None:
        self.play("menu_back")
        self.app.pop(self)
        if self.on_cancel is not None:
            self.on_cancel()
