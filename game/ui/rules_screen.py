"""The rules, read section by section in the chosen language (texts in lang/<code>/rules.ftl).

`RulesScreen(app)` first offers the four presets; `RulesScreen(app, preset)` is that preset's
book: a menu of section titles. Up and Down move by section (its title is spoken), Enter reads
the whole section, Right and Left read it paragraph by paragraph. The reader has a place before
the first paragraph (the title: "Start of the section.") and one after the last ("End of the
section."), so Right from the title reads the first paragraph and Left from the end reads the
last one; neither edge ever leaves the section. A section is two messages, ``<id>-title`` and ``<id>-body``; the body's
paragraphs are separated by blank lines, so a translation may have more or fewer of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.i18n import N_
from engine.keys import Binding, Keymap
from engine.menu import Action, Menu

from .common import PRESET_IDS

if TYPE_CHECKING:
    from engine.app import App

# Section title ids per preset, in reading order; each has a "-body" twin. Sections shared by
# presets (the same rule) are listed under both.
RULES_SECTIONS: dict[str, tuple[str, ...]] = {
    "1000_miles": (
        N_("rules-1000_miles-1-title"), N_("rules-1000_miles-2-title"),
        N_("rules-1000_miles-3-title"), N_("rules-1000_miles-4-title"),
        N_("rules-1000_miles-5-title"), N_("rules-1000_miles-6-title"),
        N_("rules-1000_miles-7-title"), N_("rules-1000_miles-8-title"),
        N_("rules-1000_miles-9-title"), N_("rules-1000_miles-10-title"),
        N_("rules-1000_miles-11-title"), N_("rules-1000_miles-12-title"),
        N_("rules-1000_miles-13-title"), N_("rules-1000_miles-14-title"),
        N_("rules-1000_miles-15-title"), N_("rules-common-keys-title"),
    ),
    # Its own turn, safeties and trick: the Portuguese rules end the round on any empty hand
    # and play again at once after a safety or a trick, where this game draws first.
    "1000_milhas": (
        N_("rules-1000_milhas-1-title"), N_("rules-1000_miles-2-title"),
        N_("rules-1000_milhas-2-title"), N_("rules-1000_miles-4-title"),
        N_("rules-1000_milhas-7-title"), N_("rules-1000_miles-6-title"),
        N_("rules-1000_milhas-3-title"), N_("rules-1000_miles-8-title"),
        N_("rules-1000_milhas-8-title"), N_("rules-1000_milhas-9-title"),
        N_("rules-1000_milhas-4-title"), N_("rules-1000_milhas-5-title"),
        N_("rules-1000_miles-13-title"), N_("rules-1000_milhas-6-title"),
        N_("rules-common-keys-title"),
    ),
    "classic": (
        N_("rules-classic-1-title"), N_("rules-classic-2-title"),
        N_("rules-classic-3-title"), N_("rules-classic-4-title"),
        N_("rules-classic-5-title"), N_("rules-classic-6-title"),
        N_("rules-classic-7-title"), N_("rules-classic-8-title"),
        N_("rules-classic-9-title"), N_("rules-classic-10-title"),
        N_("rules-classic-11-title"), N_("rules-common-keys-title"),
    ),
    "mile_by_mile": (
        N_("rules-mile_by_mile-1-title"), N_("rules-mile_by_mile-2-title"),
        N_("rules-mile_by_mile-3-title"), N_("rules-mile_by_mile-4-title"),
        N_("rules-mile_by_mile-5-title"), N_("rules-mile_by_mile-6-title"),
        N_("rules-mile_by_mile-7-title"), N_("rules-mile_by_mile-8-title"),
        N_("rules-mile_by_mile-9-title"), N_("rules-mile_by_mile-10-title"),
        N_("rules-mile_by_mile-11-title"), N_("rules-common-keys-title"),
    ),
}

BOOK_KEYMAP = Keymap([
    Binding("up", "move_up", N_("help-menu-up")),
    Binding("down", "move_down", N_("help-menu-down")),
    Binding("home", "move_first", N_("help-menu-first")),
    Binding("end", "move_last", N_("help-menu-last")),
    Binding("return", "activate", N_("help-rules-read")),
    Binding("right", "next_paragraph", N_("help-rules-next-paragraph")),
    Binding("left", "previous_paragraph", N_("help-rules-previous-paragraph")),
    Binding("escape", "back", N_("help-menu-back")),
])


def body_id(title_id: str) -> str:
    return title_id.removesuffix("-title") + "-body"


def paragraphs(text: str) -> list[str]:
    """Paragraphs split on blank lines, each on one line."""
    blocks = [" ".join(block.split()) for block in text.replace("\r", "").split("\n\n")]
    return [block for block in blocks if block]


class RulesScreen(Menu):
    """The preset chooser (no preset), or one preset's book of sections."""

    def __init__(self, app: App, preset: str | None = None) -> None:
        self.preset = preset
        self.paragraph = -1  # -1: on the title, before the first paragraph
        if preset is None:
            items = [Action(PRESET_IDS[p], lambda p=p: self.open_book(p)) for p in RULES_SECTIONS]
            super().__init__(app, N_("rules-choose-preset"), items)
            return
        items = [Action(title, self.read_section) for title in RULES_SECTIONS[preset]]
        super().__init__(app, lambda: self.tr(N_("rules-book-title"),
                                              preset=self.tr(PRESET_IDS[preset])), items)
        self.keymap = BOOK_KEYMAP

    def open_book(self, preset: str) -> None:
        self.app.push(RulesScreen(self.app, preset))

    # --- the book --------------------------------------------------------------------------
    def section_paragraphs(self) -> list[str]:
        item = self.current
        if item is None or not isinstance(item.label, str):
            return []
        return paragraphs(self.tr(body_id(item.label)))

    def move_to(self, index: int) -> None:
        self.paragraph = -1
        super().move_to(index)

    def read_section(self) -> None:
        """Enter: the title, then every paragraph, queued."""
        self.paragraph = -1
        self.speak(self.current.text(self.tr))
        for text in self.section_paragraphs():
            self.speak(text, interrupt=False)

    def _place(self, texts: list[str]) -> int:
        """The reader's place in ``texts``: -1 the title, ``len(texts)`` past the end. Clamped,
        since a language switch may change the number of paragraphs."""
        self.paragraph = max(-1, min(self.paragraph, len(texts)))
        return self.paragraph

    def cmd_next_paragraph(self) -> None:
        texts = self.section_paragraphs()
        if self._place(texts) + 1 >= len(texts):
            self.paragraph = len(texts)
            self.play("menu_edge")
            self.say(N_("rules-end-of-section"))
            return
        self.paragraph += 1
        self.play("menu_move")
        self.speak(texts[self.paragraph])

    def cmd_previous_paragraph(self) -> None:
        texts = self.section_paragraphs()
        if self._place(texts) <= 0:
            self.paragraph = -1
            self.play("menu_edge")
            self.say(N_("rules-start-of-section"))
            return
        self.paragraph -= 1
        self.play("menu_move")
        self.speak(texts[self.paragraph])
