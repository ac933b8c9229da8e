"""Heard, not seen (issue 16, items 4, 10 and 11) through the real screens: every key gets an
answer, F1 speaks the screen's own keys first, and the rules reader's edges never leave the
section. Keys are pressed; what is asserted is what the player hears."""

from __future__ import annotations

import pytest

from engine.i18n import Translator
from game.ui.home import HomeScreen
from game.ui.options_screen import OptionsScreen
from game.ui.pause import PauseMenu
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



# --- item 4: every key gets an answer -------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "pt-BR"])
def test_a_key_with_nothing_on_it_is_answered_on_the_home_screen(make_app, recorder, code):
    app = make_app(language=code)
    app.push(HomeScreen(app))
    drive(app, "tab")
    assert recorder.last == words(code, "key-unused")
    assert app.sounds.played[-1] == "nothing_here"
    count = len(recorder.spoken)
    drive(app, "right", "left", "escape")  # no setting here, and the root has no back
    assert app.sounds.played[-3:] == ["menu_edge"] * 3
    assert recorder.spoken[count:] == [recorder.spoken[count - 2]]  # Escape re-reads the item


@pytest.mark.parametrize("code", ["en", "ru"])
def test_the_words_for_unused_keys_are_an_option(make_app, recorder, code):
    app = make_app(language=code)
    screen = OptionsScreen(app)
    app.push(screen)
    drive(app, *["down"] * screen.item_keys.index("unused_keys"))
    label = words(code, "opts-unused-keys")
    assert recorder.last.startswith(label)
    drive(app, "return")
    assert recorder.last == words(code, "menu-off")
    assert app.settings.get("speak_unused_keys") is False
    count = len(recorder.spoken)
    drive(app, "tab")
    assert len(recorder.spoken) == count and app.sounds.played[-1] == "nothing_here"


def test_no_in_the_leave_question_says_staying_then_where_you_are(make_app, recorder):
    app = make_app(language="es")
    pause = PauseMenu(app, on_leave=lambda: None)
    app.push(pause)
    drive(app, "end", "return", "escape")
    assert recorder.calls[-2] == (words("es", "pause-stay"), True)
    assert recorder.calls[-1] == (words("es", "menu-item", label=words("es", "pause-leave"),
                                        position=4, count=4), False)
    assert app.top is pause


# --- item 10: F1 ------------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_f1_in_a_match_speaks_the_play_keys_first_then_the_global_keys(make_app, recorder,
                                                                       code):
    app = make_app(language=code)
    app.push(HomeScreen(app))
    drive(app, "return")  # Play: a quick match
    start = len(recorder.spoken)
    drive(app, "f1")
    page = recorder.spoken[start:]
    tr = app.translator.tr
    number = tr("help-line", key=tr("help-play-number.keys"), action=tr("help-play-number"))
    assert number in page
    assert page[0] == tr("help-line", key=tr("key-left"), action=tr("help-play-previous"))
    assert page[-1] == tr("help-more")
    assert not any(line.startswith("F7") or line.startswith("F9") for line in page)
    start = len(recorder.spoken)
    drive(app, "f1")
    page = recorder.spoken[start:]
    assert page[0] == tr("help-everywhere") and number not in page
    assert tr("help-line", key="F9", action=tr("help-master-volume-down")) in page
    if code == "en":
        assert number == "1 to 7: go to that card in your hand"


def test_keys_in_a_match_are_answered(make_app, recorder):
    app = make_app()
    app.push(HomeScreen(app))
    drive(app, "return")  # Play: a quick match
    drive(app, "q")
    assert recorder.last == "Nothing on that key. F1 for keys."
    drive(app, "d")  # bound: refused by the rules with a reason, not "nothing"
    assert recorder.last != "Nothing on that key. F1 for keys."
    assert app.sounds.played[-1] == "refused"
