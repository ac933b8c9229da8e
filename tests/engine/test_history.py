"""The message history and its review keys."""

from __future__ import annotations

from engine.history import History
from engine.screen import Screen

from .conftest import drive


def test_history_cursor_and_bound():
    history = History(limit=3)
    assert history.older() is None and history.newest() is None
    for text in "abcd":
        history.add(text)
    assert history.items() == ["b", "c", "d"]
    assert history.older() == "c" and history.older() == "b" and history.older() is None
    assert history.newer() == "c" and history.newest() == "d" and history.newer() is None
    assert history.oldest() == "b"
    history.add("e")
    assert history.current == "e"


def test_review_keys_speak_without_adding(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    for text in ("one", "two", "three"):
        app.speak(text)
    drive(app, ",", ",", ",", ".", "shift+.", ".", "shift+,", "ctrl+r")
    assert recorder.spoken[3:] == [
        "two", "one", "No older messages.", "two", "three", "No newer messages.", "one",
        "three",
    ]
    assert app.speaker.history.items() == ["one", "two", "three"]


def test_ctrl_silences(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    drive(app, "lctrl", "rctrl")
    assert recorder.silenced == 2
