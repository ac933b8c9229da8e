"""Heard, not seen (issue 16, items 4, 10 and 11) through the real screens: every key gets an
answer, F1 speaks the screen's own keys first, and the rules reader's edges never leave the
section. Keys are pressed; what is asserted is what the player hears."""

from __future__ import annotations

import pytest

from engine.i18n import Translator
from game.ui.rules_screen import RULES_SECTIONS, RulesScreen, body_id, paragraphs

from .conftest import LANG_DIR, drive


def words(code: str, msg_id: str, **args) -> str:
    return Translator(LANG_DIR, code).tr(msg_id, **args)


# --- item 11: the rules reader's edges ------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "ru"])
def test_left_after_the_end_of_a_section_reads_its_last_paragraph(make_app, recorder, code):
    app = make_app(language=code)
    app.push(RulesScreen(app, "1000_miles"))
    app.frame()
    texts = paragraphs(app.translator.tr(body_id(RULES_SECTIONS["1000_miles"][0])))
    assert len(texts) >= 2
    drive(app, *["right"] * len(texts))
    assert recorder.last == texts[-1]
    drive(app, "right")
    assert recorder.last == words(code, "rules-end-of-section")
    drive(app, "right")  # still the end: the next section is Down, never Right
    assert recorder.last == words(code, "rules-end-of-section")
    drive(app, "left")
    assert recorder.last == texts[-1]
    drive(app, "left")
    assert recorder.last == texts[-2]
    drive(app, *["left"] * len(texts))
    assert recorder.last == words(code, "rules-start-of-section")
    drive(app, "left")  # still the start: the previous section is Up, never Left
    assert recorder.last == words(code, "rules-start-of-section")
    drive(app, "right")
    assert recorder.last == texts[0]
    title = app.translator.tr(RULES_SECTIONS["1000_miles"][0])
    assert app.top.current.text(app.translator.tr) == title  # still the first section


def test_the_end_of_a_section_survives_a_language_switch(make_app, recorder):
    app = make_app()
    book = RulesScreen(app, "1000_miles")
    app.push(book)
    drive(app, *["right"] * 30)  # far past the end
    assert recorder.last == "End of the section."
    app.translator.set_language("ru")
    texts = paragraphs(app.translator.tr(body_id(RULES_SECTIONS["1000_miles"][0])))
    drive(app, "left")
    assert recorder.last == texts[-1]

