"""Language files: translation, fallback, plurals, broken files, languages, system guess."""

from __future__ import annotations

import locale
import logging
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

from engine.i18n import Translator, committed_copy, system_language

from .conftest import LANG_DIR

DATA = Path(__file__).parent / "data"


def test_english_messages_variables_and_no_isolation_marks():
    tr = Translator(LANG_DIR, "en")
    text = tr.tr("menu-item", label="Options", position=3, count=6)
    assert text == "Options, 3 of 6"
    assert "\u2068" not in text and "\u2069" not in text


def test_has_tells_a_message_and_an_attribute_apart(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("keys-line = that card\n    .keys = 1 to 7\n"
                                           "plain = no keys\n", encoding="utf-8")
    tr = Translator(tmp_path, "en")
    assert tr.has("keys-line") and tr.has("keys-line.keys") and tr.has("plain")
    assert not tr.has("plain.keys") and not tr.has("missing") and not tr.has("missing.keys")
    assert tr.tr("keys-line.keys") == "1 to 7"


def test_plurals_and_per_message_fallback():
    tr = Translator(DATA / "broken_lang", "pt")
    assert tr.tr("cards", count=1) == "Uma carta"
    assert tr.tr("cards", count=3) == "3 cartas"
    assert tr.tr("hello") == "Olá"
    assert tr.fallbacks == set()  # all spoken in Portuguese so far...
    assert tr.tr("bye") == "Bye"
    assert tr.fallbacks == {"bye"}  # ...and the record says which one fell back to English


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


def test_each_language_has_one_number_form(tmp_path):
    """Variables and number literals alike take the form the language's language.ini picks:
    grouped as CLDR says by default, digits only with ``grouping = no``."""
    text = ("limit = { $value } of { 500000 }, { NUMBER($value) }; { $count ->\n"
            "    [one] one\n   *[other] many\n}; { $name } { $rate }\n")
    for code, ini in (("en", ""), ("es", ""), ("fr", "[numbers]\ngrouping = no\n")):
        (tmp_path / code).mkdir()
        (tmp_path / code / "a.ftl").write_text(text, encoding="utf-8")
        (tmp_path / code / "language.ini").write_text(ini, encoding="utf-8")
    args = {"value": 5000, "count": 1, "name": "Ana", "rate": 1.5}
    assert Translator(tmp_path, "en").tr("limit", **args) == (
        "5,000 of 500,000, 5,000; one; Ana 1.5")
    assert Translator(tmp_path, "es").tr("limit", **args) == (
        "5.000 of 500.000, 5.000; one; Ana 1,5")
    french = Translator(tmp_path, "fr")
    assert french.tr("limit", **args) == "5000 of 500000, 5000; one; Ana 1,5"
    assert french.tr("limit", **{**args, "count": 2}).endswith("many; Ana 1,5")


def make_lang(tmp_path, files: dict[str, str]) -> Path:
    """A language folder from {"en/main.ftl": text, ...}."""
    root = tmp_path / "lang"
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


ENGLISH = (
    "language-name = English\n"
    "position = card, { $position } of { $total }\n"
    "# Also: $card_gender\n"
    "played = { $card } played\n"
    "bye = Bye\n"
)


def test_a_translation_with_other_variables_than_english_is_not_used(tmp_path):
    """Issue 17 item 9: "carte, 2 sur total" was spoken."""
    lang = make_lang(tmp_path, {"en/main.ftl": ENGLISH, "fr/main.ftl": (
        "language-name = Français\n"
        "position = carte, { $position } sur { $totl }\n"
        "played = { $card_gender ->\n    [f] { $card } jouée\n   *[m] { $card } joué\n}\n"
        "bye = Au revoir { $name }\n"
    )})
    tr = Translator(lang, "fr")
    assert tr.tr("position", position=2, total=5) == "card, 2 of 5"  # English, not "totl"
    assert tr.tr("played", card="la borne", card_gender="f") == "la borne jouée"  # allowed
    assert tr.tr("bye") == "Bye"
    assert tr.fallbacks == {"position", "bye"}
    assert [(p.path.name, p.line, p.msg_id) for p in tr.problems] == [
        ("main.ftl", 2, "position"), ("main.ftl", 7, "bye")]
    assert "$totl" in str(tr.problems[0]) and "fr/main.ftl:2:" in str(tr.problems[0])


def test_a_translation_using_fewer_variables_is_kept(tmp_path):
    lang = make_lang(tmp_path, {"en/main.ftl": ENGLISH,
                                "fr/main.ftl": "position = une carte de plus\n"})
    tr = Translator(lang, "fr")
    assert tr.tr("position", position=2, total=5) == "une carte de plus"
    assert not tr.problems and not tr.fallbacks


BROKEN_ENGLISH = "language-name = English\nposition = card, { $position of { $total }\nbye = Bye\n"


def test_a_broken_english_line_is_spoken_from_the_builtin_english(tmp_path):
    """Issue 17 item 10: never the raw id while a pristine English exists."""
    lang = make_lang(tmp_path, {"en/main.ftl": BROKEN_ENGLISH,
                                "fr/main.ftl": "language-name = Français\n"})
    pristine = make_lang(tmp_path / "pristine", {"en/main.ftl": ENGLISH}) / "en"
    for language in ("en", "fr"):
        tr = Translator(lang, language, builtin=pristine)
        assert tr.tr("position", position=2, total=5) == "card, 2 of 5"
        assert tr.tr("bye") == "Bye"  # English's own lines still come from English
        assert tr.has_builtin()
        assert [(p.path.parent.name, p.msg_id) for p in tr.problems] == [("en", "position")]
    tr = Translator(lang, "en", builtin=lambda: {"main.ftl": ENGLISH})  # a loader works too
    assert tr.tr("position", position=2, total=5) == "card, 2 of 5"
    tr = Translator(lang, "en")  # no pristine copy at all: the id, the last resort
    assert tr.tr("position", position=2, total=5) == "position"
    assert not tr.has_builtin()


def test_english_giving_a_variable_the_code_never_passes_uses_the_builtin(tmp_path):
    lang = make_lang(tmp_path, {"en/main.ftl": ENGLISH.replace("$total", "$totl")})
    tr = Translator(lang, "en", builtin=lambda: {"main.ftl": ENGLISH})
    assert tr.tr("position", position=2, total=5) == "card, 2 of 5"


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_from_source_the_builtin_english_is_the_committed_copy(tmp_path):
    lang = make_lang(tmp_path, {"en/main.ftl": ENGLISH})

    def git(*args):
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
                       cwd=tmp_path, check=True, capture_output=True)

    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "English")
    (lang / "en" / "main.ftl").write_text(BROKEN_ENGLISH, encoding="utf-8")
    assert committed_copy(lang / "en")() == {"main.ftl": ENGLISH}
    tr = Translator(lang, "en", builtin=committed_copy(lang / "en"))
    assert tr.tr("position", position=2, total=5) == "card, 2 of 5"
    assert committed_copy(tmp_path / "elsewhere")() == {}  # not in git: no copy
