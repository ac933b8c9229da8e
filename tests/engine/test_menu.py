"""Menus, dialogs and text fields driven by posted key events through the real loop."""

from __future__ import annotations

import pygame

from engine.forms import ConfirmDialog, TextField
from engine.menu import Action, Choice, Menu, Number, Toggle
from tests.engine.sample_menu import MainMenu

from .conftest import drive


def literal(text):
    return lambda: text


def test_main_menu_speaks_title_and_first_item(make_app, recorder):
    app = make_app()
    app.push(MainMenu(app))
    drive(app)
    assert recorder.spoken[:2] == ["1000 Miles. Main menu.", "Play, 1 of 3"]
    assert recorder.calls[1][1] is False  # the item follows the title, not cutting it off


def test_arrows_home_end_and_edges(make_app, recorder):
    app = make_app()
    app.push(MainMenu(app))
    drive(app, "down", "down", "down", "home", "up", "end")
    assert recorder.spoken[2:] == [
        "Options, 2 of 3", "Quit, 3 of 3", "Quit, 3 of 3", "Play, 1 of 3", "Play, 1 of 3",
        "Quit, 3 of 3",
    ]
    assert app.sounds.played == [
        "menu_move", "menu_move", "menu_edge", "menu_move", "menu_edge", "menu_move"
    ]


def test_wrap(make_app, recorder):
    app = make_app()
    items = [Action(literal("A"), lambda: None), Action(literal("B"), lambda: None)]
    app.push(Menu(app, None, items, wrap=True))
    drive(app, "up")
    assert recorder.last == "B, 2 of 2"


def test_first_letter_jump_with_non_latin_letters(make_app, recorder):
    app = make_app()
    names = ["Яблоко", "Жук", "Ёж", "Жираф"]
    app.push(Menu(app, None, [Action(literal(n), lambda: None) for n in names]))
    drive(app)
    app.type_text("ж")
    drive(app)
    assert recorder.last == "Жук, 2 of 4"
    app.type_text("Ж")
    drive(app)
    assert recorder.last == "Жираф, 4 of 4"
    drive(app, "ё")  # a key press: KEYDOWN then its TEXTINPUT
    assert recorder.last == "Ёж, 3 of 4"


def test_enter_activates_and_escape_goes_back(make_app, recorder):
    app = make_app()
    hits = []
    root = Menu(app, None, [Action(literal("Go"), lambda: hits.append(1))], on_back=None)
    sub = Menu(app, literal("Sub"), [Action(literal("Inner"), lambda: None)])
    app.push(root)
    drive(app, "return")
    assert hits == [1]
    app.push(sub)
    drive(app, "escape")
    assert app.top is root
    assert recorder.last == "Go, 1 of 1"  # re-announced when the submenu closed
    drive(app, "escape")  # the root stays, with an edge sound and its item again
    assert app.top is root and app.sounds.played[-1] == "menu_edge"


def test_toggle_choice_number(make_app, recorder):
    app = make_app()
    seen = []
    items = [
        Toggle(literal("Music"), True, on_change=seen.append),
        Choice(literal("Colour"), [("r", literal("red")), ("g", literal("green"))], "r",
               on_change=seen.append),
        Number(literal("Volume"), 50, 0, 100, step=10, big_step=30, on_change=seen.append),
    ]
    app.push(Menu(app, None, items))
    drive(app)
    assert recorder.last == "Music: on, 1 of 3"
    drive(app, "return", "left")
    assert recorder.spoken[-2:] == ["off", "on"]
    drive(app, "down", "right", "right")
    assert recorder.spoken[-3:] == ["Colour: red, 2 of 3", "green", "green"]
    assert app.sounds.played[-1] == "menu_edge"
    drive(app, "down", "right", "pageup", "pageup", "pagedown")
    assert recorder.spoken[-4:] == ["60", "90", "100", "70"]
    assert seen == [False, True, "g", 60, 90, 100, 70]
    drive(app, "right", "right", "right", "right")
    assert recorder.last == "100" and app.sounds.played[-1] == "menu_edge"


def test_confirm_dialog_escape_is_no(make_app, recorder):
    app = make_app()
    answers = []
    app.push(Menu(app, None, [Action(literal("Quit"), lambda: None)], on_back=None))
    app.push(ConfirmDialog(app, literal("Really?"), lambda: answers.append("yes"),
                           lambda: answers.append("no")))
    drive(app)
    assert recorder.spoken[-2:] == ["Really?", "No, 2 of 2"]
    drive(app, "escape")
    assert answers == ["no"]
    # What happened, then where the player is: queued after it, not cutting it off
    assert recorder.calls[-2:] == [("Cancelled.", True), ("Quit, 1 of 1", False)]
    app.push(ConfirmDialog(app, literal("Really?"), lambda: answers.append("yes")))
    drive(app, "up", "return")
    assert answers == ["no", "yes"]
    assert isinstance(app.top, Menu) and not isinstance(app.top, ConfirmDialog)


def test_text_field(make_app, recorder):
    app = make_app()
    result = []
    app.push(TextField(app, literal("Your name"), result.append, lambda: result.append(None)))
    drive(app)
    assert recorder.last == "Your name: empty"
    app.type_text("Ана")
    drive(app, ",", "space", "backspace", "backspace", "up")
    assert recorder.spoken[-8:] == [
        "А", "н", "а", ",", "Space", "Space erased", ", erased", "Your name: Ана"
    ]
    drive(app, "ctrl+r")  # global keys with Ctrl still work in a field
    assert recorder.last == "Your name: Ана"
    drive(app, "return")
    assert result == ["Ана"] and app.top is None


def test_text_field_escape_cancels_and_empty_is_refused(make_app, recorder):
    app = make_app()
    result = []
    app.push(TextField(app, literal("Name"), result.append, lambda: result.append(None)))
    drive(app, "return")
    assert recorder.last == "Type something first."
    drive(app, "escape")
    assert result == [None]


def test_repeat_only_for_navigation_keys(make_app, recorder):
    app = make_app()
    hits = []
    items = [Action(literal(x), lambda: hits.append(1)) for x in "ABCD"]
    app.push(Menu(app, None, items))
    drive(app)
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN, pygame.K_RETURN):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame()
    assert recorder.last == "C, 3 of 4"  # the held Down repeated
    assert hits == [1]  # the held Enter did not


MENU_KEYS = ["Up arrow: previous item", "Down arrow: next item", "Home: first item",
             "End: last item", "Enter: choose the item"]


def test_f1_speaks_the_screens_own_keys_then_on_a_second_press_the_global_ones(make_app,
                                                                               recorder):
    app = make_app()
    app.push(MainMenu(app))
    drive(app)
    start = len(recorder.spoken)
    drive(app, "f1")
    # The root menu: no Escape (it goes nowhere), no Left/Right (no settings), no global keys
    assert recorder.spoken[start:] == [*MENU_KEYS, "F1 again: the keys that work everywhere."]
    assert recorder.calls[start][1] is True and recorder.calls[start + 1][1] is False
    start = len(recorder.spoken)
    drive(app, "f1")
    page = recorder.spoken[start:]
    assert page[:2] == ["On every screen:", "F1: speak the keys of this screen; again, the keys of every screen"]
    assert "Ctrl+R: repeat the last message" in page and "Up arrow: previous item" not in page
    assert len(page) == 1 + len(app.global_keymap)
    start = len(recorder.spoken)
    drive(app, "f1")  # a third press: the screen's keys again
    assert recorder.spoken[start] == MENU_KEYS[0]
    drive(app, "down", "f1")  # another key between: the screen's keys, not the global ones
    assert recorder.spoken[-len(MENU_KEYS) - 1:] == [*MENU_KEYS,
                                                     "F1 again: the keys that work everywhere."]


def test_f1_offers_left_right_page_keys_and_escape_only_where_they_act(make_app, recorder):
    app = make_app()
    app.push(MainMenu(app))
    drive(app, "down", "return")  # options: choices and numbers, Escape goes back
    start = len(recorder.spoken)
    drive(app, "f1")
    page = recorder.spoken[start:]
    for line in ("Left arrow: lower the value", "Right arrow: raise the value",
                 "Page Up: raise the value a lot", "Escape: go back"):
        assert line in page
    app.push(Menu(app, None, [Action(literal("A"), lambda: None),
                              Choice(literal("B"), [(1, literal("one"))], 1)]))
    start = len(recorder.spoken)
    drive(app, "f1")  # a choice but no number: Left/Right, not Page Up/Down
    page = recorder.spoken[start:]
    assert "Left arrow: lower the value" in page and "Page Up: raise the value a lot" not in page


def test_left_right_on_an_item_that_is_not_a_setting_play_the_edge(make_app, recorder):
    app = make_app()
    app.push(MainMenu(app))
    drive(app)
    spoken = len(recorder.spoken)
    drive(app, "left", "right")
    assert app.sounds.played[-2:] == ["menu_edge", "menu_edge"]
    assert len(recorder.spoken) == spoken  # the sound is the answer: nothing said over it


def test_a_rebuilt_list_keeps_the_listener_on_their_item(make_app):
    app = make_app()
    menu = Menu(app, None, [])

    def entries(*keys: str) -> list[tuple[str, Action]]:
        return [(key, Action(key, lambda: None)) for key in keys]

    menu.set_entries(entries("a", "b", "c", "d"))
    assert menu.position == 0
    menu.position = 2  # on "c"
    menu.set_entries(entries("new", "a", "b", "c", "d"))  # something came before it
    assert menu.item_keys[menu.position] == "c"
    menu.set_entries(entries("new", "a", "b", "d"))  # its item is gone: stays where it was
    assert menu.item_keys[menu.position] == "d"
    menu.set_entries(entries("a"))  # the list shrank under it: the last item
    assert menu.position == 0
    menu.set_entries(entries("a", "b", "c"), keep="b")  # a screen may say where to stay
    assert menu.item_keys[menu.position] == "b"
    assert menu.entry("c") is menu.items[2] and menu.entry("gone") is None
    menu.set_entries([])
    assert menu.position == 0 and menu.current is None


def test_f1_with_no_keys_of_its_own_goes_straight_to_the_global_keys(make_app, recorder):
    from engine.screen import Screen

    app = make_app()
    app.push(Screen(app))
    drive(app, "f1")
    assert recorder.spoken[:3] == ["This screen has no keys of its own.", "On every screen:",
                                   "F1: speak the keys of this screen; again, the keys of every screen"]


def test_options_change_language_volume_and_save(make_app, recorder, tmp_path):
    lang = tmp_path / "lang"
    (lang / "en").mkdir(parents=True)
    (lang / "xx").mkdir()
    from .conftest import LANG_DIR

    for src in (LANG_DIR / "en").glob("*.ftl"):
        (lang / "en" / src.name).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    (lang / "xx" / "menu.ftl").write_text(
        "language-name = Xish\noptions-language = Xlanguage\nmenu-item = { $label } ({ $position }/{ $count })\n",
        encoding="utf-8",
    )
    app = make_app(lang)
    app.push(MainMenu(app))
    drive(app, "down", "return")
    assert recorder.last == "Language: English, 1 of 5"
    drive(app, "right")
    assert recorder.last == "Xish"
    drive(app, "down", "up")
    assert recorder.last == "Xlanguage: Xish (1/5)"  # labels re-rendered in the new language
    assert app.settings.get("language") == "xx"
    drive(app, "down", "down", "left")
    assert app.sounds.master_volume == 0.7 and app.settings.get("master_volume") == 0.7
