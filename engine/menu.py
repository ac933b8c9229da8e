"""Menus: a list of items moved through with arrows, Home/End and first letters.

Every label is a message id (a ``str``) rendered each time it is spoken, so switching language
re-renders at once; text that is not a message (a player's name, a language's own name) is
given as a function returning the text. An item is spoken with its position:
"Options, 3 of 6". Left and Right on an item that is not a setting play the edge sound: the
key is answered. Sounds: menu_move, menu_select, menu_back, menu_edge, menu_toggle,
menu_value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from engine.i18n import N_
from engine.keys import Binding, Keymap
from engine.screen import Screen

if TYPE_CHECKING:
    from engine.app import App

Label = str | Callable[[], str]  # a message id, or a function giving text already translated
Tr = Callable[..., str]


def render(label: Label, tr: Tr, **args: Any) -> str:
    return label() if callable(label) else tr(label, **args)


class MenuItem:
    """Base item: a label, and what Enter and left/right do. ``adjustable``: Left and Right
    change it (a setting); ``big_steps``: Page Up and Down change it by more than one step."""

    adjustable = False
    big_steps = False

    def __init__(self, label: Label, **label_args: Any) -> None:
        self.label = label
        self.label_args = label_args

    def text(self, tr: Tr) -> str:
        """The label alone (first-letter jump matches this)."""
        return render(self.label, tr, **self.label_args)

    def describe(self, tr: Tr) -> str:
        """The label with the item's state, as spoken when landing on it."""
        return self.text(tr)

    def value_text(self, tr: Tr) -> str:
        return self.describe(tr)

    def activate(self, menu: Menu) -> None:
        """Enter."""

    def adjust(self, menu: Menu, steps: int, big: bool = False) -> None:
        """Left/right (``steps`` -1/+1), Page Up/Down (``big``). Not a setting: the edge
        sound, so the key is still answered."""
        menu.play("menu_edge")


class Action(MenuItem):
    """Enter runs a callback."""

    def __init__(self, label: Label, action: Callable[[], object], **label_args: Any) -> None:
        super().__init__(label, **label_args)
        self.action = action

    def activate(self, menu: Menu) -> None:
        menu.play("menu_select")
        self.action()


class Toggle(MenuItem):
    """On or off; Enter, left or right flips it."""

    adjustable = True

    def __init__(
        self, label: Label, value: bool, on_change: Callable[[bool], object] | None = None,
        **label_args: Any,
    ) -> None:
        super().__init__(label, **label_args)
        self.value = value
        self.on_change = on_change

    def value_text(self, tr: Tr) -> str:
        return tr(N_("menu-on") if self.value else N_("menu-off"))

    def describe(self, tr: Tr) -> str:
        return tr("menu-item-value", label=self.text(tr), value=self.value_text(tr))

    def activate(self, menu: Menu) -> None:
        self.value = not self.value
        menu.play("menu_toggle")
        if self.on_change:
            self.on_change(self.value)
        menu.speak(self.value_text(menu.app.translator.tr))

    def adjust(self, menu: Menu, steps: int, big: bool = False) -> None:
        self.activate(menu)


class Choice(MenuItem):
    """One value of a list; left/right change it (an edge sound at the ends), Enter moves on."""

    adjustable = True

    def __init__(
        self, label: Label, choices: Sequence[tuple[Any, Label]], value: Any,
        on_change: Callable[[Any], object] | None = None, **label_args: Any,
    ) -> None:
        super().__init__(label, **label_args)
        self.choices = list(choices)
        self.on_change = on_change
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def value_text(self, tr: Tr) -> str:
        return render(self.choices[self.index][1], tr) if self.choices else ""

    def describe(self, tr: Tr) -> str:
        return tr("menu-item-value", label=self.text(tr), value=self.value_text(tr))

    def activate(self, menu: Menu) -> None:
        if self.choices:
            self._set(menu, (self.index + 1) % len(self.choices))

    def adjust(self, menu: Menu, steps: int, big: bool = False) -> None:
        target = self.index + steps
        if not 0 <= target < len(self.choices):
            menu.play("menu_edge")
            menu.speak(self.value_text(menu.app.translator.tr))
            return
        self._set(menu, target)

    def _set(self, menu: Menu, index: int) -> None:
        self.index = index
        menu.play("menu_value")
        if self.on_change:
            self.on_change(self.value)
        menu.speak(self.value_text(menu.app.translator.tr))


class Number(MenuItem):
    """A number between limits; left/right by ``step``, Page Up/Down by ``big_step``."""

    adjustable = True
    big_steps = True

    def __init__(
        self, label: Label, value: float, minimum: float, maximum: float, step: float = 1,
        big_step: float | None = None, on_change: Callable[[float], object] | None = None,
        unit: str | None = None, **label_args: Any,
    ) -> None:
        super().__init__(label, **label_args)
        self.value = value
        self.minimum, self.maximum = minimum, maximum
        self.step = step
        self.big_step = big_step if big_step is not None else step * 10
        self.on_change = on_change
        self.unit = unit  # a message id taking $value, e.g. "80 percent"

    def value_text(self, tr: Tr) -> str:
        shown = int(self.value) if float(self.value).is_integer() else round(self.value, 2)
        # A number, never a string, so it takes the language's number form
        return tr(self.unit or N_("unit-none"), value=shown)

    def describe(self, tr: Tr) -> str:
        return tr("menu-item-value", label=self.text(tr), value=self.value_text(tr))

    def activate(self, menu: Menu) -> None:
        menu.speak(self.value_text(menu.app.translator.tr))

    def adjust(self, menu: Menu, steps: int, big: bool = False) -> None:
        target = self.value + steps * (self.big_step if big else self.step)
        target = max(self.minimum, min(self.maximum, round(target, 6)))
        if target == self.value:
            menu.play("menu_edge")
        else:
            self.value = target
            menu.play("menu_value")
            if self.on_change:
                self.on_change(self.value)
        menu.speak(self.value_text(menu.app.translator.tr))


BACK_POPS = "pop"

MENU_KEYMAP = Keymap([
    Binding("up", "move_up", N_("help-menu-up")),
    Binding("down", "move_down", N_("help-menu-down")),
    Binding("home", "move_first", N_("help-menu-first")),
    Binding("end", "move_last", N_("help-menu-last")),
    Binding("return", "activate", N_("help-menu-activate")),
    Binding("left", "decrease", N_("help-menu-decrease")),
    Binding("right", "increase", N_("help-menu-increase")),
    Binding("pagedown", "big_decrease", N_("help-menu-big-decrease")),
    Binding("pageup", "big_increase", N_("help-menu-big-increase")),
    Binding("escape", "back", N_("help-menu-back")),
])


class Menu(Screen):
    """A vertical menu. ``on_back``: "pop" (default), a callback, or None (Escape does nothing:
    the root menu)."""

    keymap = MENU_KEYMAP

    def __init__(
        self, app: App, title: Label | None, items: Sequence[MenuItem], *, wrap: bool = False,
        on_back: Callable[[], object] | str | None = BACK_POPS, position: int = 0,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.items = list(items)
        self.item_keys: list[str] = []  # with set_entries: each item's key, in order
        self.wrap = wrap
        self.on_back = on_back
        self.position = max(0, min(position, len(self.items) - 1))

    def set_entries(self, entries: Sequence[tuple[str, MenuItem]], keep: str | None = None) -> None:
        """Replace the items, each named by a key, staying on the item whose key is `keep`
        (else the one under the cursor): a list rebuilt as things change does not move the
        listener, and moves them as little as it can when their item is gone."""
        if keep is None and self.item_keys:
            keep = self.item_keys[self.position]
        self.item_keys = [key for key, _ in entries]
        self.items = [item for _, item in entries]
        if keep in self.item_keys:
            self.position = self.item_keys.index(keep)
        else:
            self.position = max(0, min(self.position, len(self.items) - 1))

    def entry(self, key: str) -> MenuItem | None:
        """The item set under `key` by set_entries, if the list has it now."""
        return self.items[self.item_keys.index(key)] if key in self.item_keys else None

    @property
    def current(self) -> MenuItem | None:
        return self.items[self.position] if self.items else None

    # --- speaking --------------------------------------------------------------------------
    def announce_item(self, interrupt: bool = True) -> None:
        item = self.current
        if item is None:
            self.say(N_("menu-empty"), interrupt)
            return
        self.say(N_("menu-item"), interrupt, label=item.describe(self.tr),
                 position=self.position + 1, count=len(self.items))

    def on_push(self) -> None:
        if self.title is not None:
            self.speak(render(self.title, self.tr))
            self.announce_item(interrupt=False)
        else:
            self.announce_item()

    def on_reveal(self) -> None:
        self.announce_item()

    # --- commands --------------------------------------------------------------------------
    def move_to(self, index: int) -> None:
        if not self.items:
            return self.announce_item()
        if self.wrap:
            index %= len(self.items)
        if not 0 <= index < len(self.items) or index == self.position:
            self.play("menu_edge")
        else:
            self.position = index
            self.play("menu_move")
        self.announce_item()

    def cmd_move_up(self) -> None:
        self.move_to(self.position - 1)

    def cmd_move_down(self) -> None:
        self.move_to(self.position + 1)

    def cmd_move_first(self) -> None:
        self.move_to(0)

    def cmd_move_last(self) -> None:
        self.move_to(len(self.items) - 1)

    def cmd_activate(self) -> None:
        if self.current is None:
            return self.announce_item()
        self.current.activate(self)

    def _adjust(self, steps: int, big: bool = False) -> None:
        if self.current is None:
            return self.announce_item()
        self.current.adjust(self, steps, big)

    def cmd_decrease(self) -> None:
        self._adjust(-1)

    def cmd_increase(self) -> None:
        self._adjust(1)

    def cmd_big_decrease(self) -> None:
        self._adjust(-1, big=True)

    def cmd_big_increase(self) -> None:
        self._adjust(1, big=True)

    def can_run(self, command: str) -> bool:
        """Left/Right only in a menu with settings, Page Up/Down only with numbers, Escape
        only where it goes back."""
        if command in ("decrease", "increase"):
            return any(item.adjustable for item in self.items)
        if command in ("big_decrease", "big_increase"):
            return any(item.big_steps for item in self.items)
        if command == "back":
            return self.on_back is not None
        return super().can_run(command)

    def cmd_back(self) -> None:
        if self.on_back is None:
            self.play("menu_edge")
            self.announce_item()
            return
        self.play("menu_back")
        if self.on_back == BACK_POPS:
            self.app.pop(self)
        elif callable(self.on_back):
            self.on_back()

    def handle_text(self, text: str) -> bool:
        """First-letter jump: the next item whose label starts with the typed letter."""
        letter = text.strip()[:1].casefold()
        if not letter or not self.items:
            return False
        count = len(self.items)
        for offset in range(1, count + 1):
            index = (self.position + offset) % count
            if self.items[index].text(self.tr).casefold().startswith(letter):
                if index != self.position:
                    self.position = index
                    self.play("menu_move")
                else:
                    self.play("menu_edge")
                self.announce_item()
                return True
        self.play("menu_edge")
        return True
