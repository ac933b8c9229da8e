"""Language files: translation, fallback, plurals, broken files, languages, system guess."""

from __future__ import annotations

import locale
import logging
import sys
import types
from pathlib import Path

import pytest

from engine.i18n import Translator, system_language

from .conftest import LANG_DIR

DATA = Path(__file__).parent / "data"


def test_english_messages_variables_and_no_isolation_marks():
    tr = Translator(LANG_DIR, "en")
    text = tr.tr("menu-item", label="Options", position=3, count=6)
    assert text == "Options, 3 of 6"
    assert "\u2068" not in text and "\u2069" not in text


def test_plurals_and_per_message_fallback():
    tr = Translator(DATA / "broken_lang", "pt")
    assert tr.tr("cards", count=1) == "Uma carta"
    assert tr.tr("cards", count=3) == "3 cartas"
    assert tr.tr("hello") == "Olá"


def test_broken_file_falls_back_to_english_naming_file_and_line(caplog):
    with caplog.at_level(logging.ERROR):
        tr = Translator(DATA / "broken_lang", "pt")
    assert tr.tr("bye") == "Bye"  # the broken message comes from English
    assert any("main.ftl:3:" in e for e in tr.load_errors)
    assert "pt/main.ftl:3:" in caplog.text.replace("\\", "/")


def test_missing_everywhere_returns_the_id_and_logs_once(caplog):
    tr = Translator(LANG_DIR, "en")
    with caplog.at_level(logging.WARNING):
        assert tr.tr("no-such-message") == "no-such-message"
        assert tr.tr("no-such-message") == "no-such-message"
    assert caplog.text.count("no-such-message") == 1


def test_missing_variable_does_not_raise():
    tr = Translator(LANG_DIR, "en")
    assert "Options" in tr.tr("menu-item", label="Options")


def test_set_language_and_languages():
    tr = Translator(DATA / "broken_lang", "en")
    assert tr.tr("hello") == "Hello"
    tr.set_language("pt")
    assert tr.tr("hello") == "Olá"
    tr.set_language("pt_BR")  # falls to the base language
    assert tr.language == "pt"
    tr.set_language("zz")
    assert tr.language == "en"
    assert tr.languages() == [("en", "English"), ("pt", "Português")]


@pytest.fixture
def bare_system(monkeypatch):
    """A system whose language comes only from what each test sets: no locale variables and
    no process locale (Python set that from the environment the tests were started in)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *args: (None, None))
    monkeypatch.setattr(sys, "platform", "linux")
    return monkeypatch


def test_system_language(bare_system):
    bare_system.setenv("LC_ALL", "pt_BR.UTF-8")
    assert system_language(["en", "pt"]) == "pt"
    bare_system.setenv("LC_ALL", "C")  # C says nothing: the next variable decides
    bare_system.setenv("LANG", "de_DE.UTF-8")
    assert system_language(["en", "pt"]) == "en"  # German is not there: the source language
    assert system_language(["en", "de"]) == "de"
    assert system_language() == "de-DE"
    bare_system.setenv("LANGUAGE", "ru:fr")
    assert system_language(["en", "fr", "ru"]) == "ru"


def test_system_language_from_the_process_locale(bare_system):
    assert system_language(["en", "pt"]) == "en"
    bare_system.setattr(locale, "getlocale", lambda *args: ("pt_BR", "UTF-8"))
    assert system_language(["en", "pt-BR", "ru"]) == "pt-BR"


def test_system_language_on_windows_asks_the_user_locale(bare_system):
    """The Windows branch, run anywhere: GetUserDefaultLocaleName through a fake windll."""
    import ctypes

    asked = []

    def locale_name(buffer, size):
        asked.append(size)
        buffer.value = "ru-RU"
        return 6

    kernel32 = types.SimpleNamespace(GetUserDefaultLocaleName=locale_name)
    bare_system.setattr(sys, "platform", "win32")
    bare_system.setattr(ctypes, "windll", types.SimpleNamespace(kernel32=kernel32),
                        raising=False)
    assert system_language(["en", "fr", "ru"]) == "ru" and asked == [85]
    bare_system.setattr(ctypes, "windll", types.SimpleNamespace(), raising=False)
    assert system_language(["en", "ru"]) == "en"  # no answer: English, no crash
