"""The translation checker finds each kind of fault in a small broken sample."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.i18n_check import check, main

from .conftest import PROJECT_LANG_DIR, ROOT

SAMPLE = Path(__file__).parent / "data" / "checker"


def test_each_kind_of_fault():
    report = check(SAMPLE / "lang", [SAMPLE / "src"])
    pt = report.languages["pt"]
    assert pt.missing == ["cards-left", "farewell"]  # cards-left is broken, so missing too
    assert pt.obsolete == ["old-message"]
    assert len(pt.syntax_errors) == 1 and "main.ftl:9:" in pt.syntax_errors[0].replace("\\", "/")
    assert pt.variable_mismatches == ["greeting: English uses $name, pt uses $nome"]
    assert pt.unresolved == ["title refers to -marca, not defined in pt"]
    assert pt.duplicates == ["language-name (main.ftl)"]
    assert pt.percent == 60.0  # 3 of English's 5 messages (terms are not counted)
    assert [m.split(" ")[0] for m in report.code_missing] == ["also-missing", "not-in-english"]
    assert "uses.py:7" in report.code_missing[1]
    assert report.languages["en"].percent == 100.0
    assert not report.ok
    assert any("missing message farewell" in w for w in report.warnings)
    strict = check(SAMPLE / "lang", [SAMPLE / "src"], strict=True)
    assert any("missing message farewell" in e for e in strict.errors)


def test_cli_exit_codes(capsys):
    assert main(["check", "--lang-dir", str(SAMPLE / "lang"), "--source",
                 str(SAMPLE / "src")]) == 1
    out = capsys.readouterr().out
    assert "pt: 60.0% done" in out and "error:" in out


def test_project_language_files_are_clean():
    result = subprocess.run(
        [sys.executable, "-m", "engine.i18n", "check", "--lang-dir", str(PROJECT_LANG_DIR)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "en: 100.0% done" in result.stdout


def test_a_translation_may_use_the_variables_the_english_comment_names(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "pt").mkdir()
    (tmp_path / "en" / "a.ftl").write_text(
        "language-name = English\n# Also: $card_gender\nplays = { $player } plays { $card }.\n",
        encoding="utf-8")
    (tmp_path / "pt" / "a.ftl").write_text(
        "language-name = Português\nplays = { $player } joga { $card_gender ->\n"
        "    [feminine] a\n   *[masculine] o\n} { $card }.\n", encoding="utf-8")
    assert check(tmp_path, []).languages["pt"].variable_mismatches == []
    (tmp_path / "pt" / "a.ftl").write_text(
        "language-name = Português\nplays = Alguém joga { $card }.\n", encoding="utf-8")
    report = check(tmp_path, [])
    assert report.languages["pt"].ignored_variables == [
        "plays ignores $player, which English uses (in no form)"]
    assert not report.ok  # who played is lost: an error, not a warning
    (tmp_path / "pt" / "a.ftl").write_text(
        "language-name = Português\nplays = { $jogador } joga { $card }.\n", encoding="utf-8")
    assert check(tmp_path, []).languages["pt"].variable_mismatches == [
        "plays: English uses $card, $player, pt uses $card, $jogador"]


def test_a_missing_attribute_is_a_missing_message(tmp_path):
    for code, text in (("en", "card = c\n    .a = a c\n"), ("xx", "card = cx\n")):
        (tmp_path / code).mkdir()
        (tmp_path / code / "a.ftl").write_text(text, encoding="utf-8")
    report = check(tmp_path, [])
    assert report.languages["xx"].missing == ["card.a"]
    assert report.languages["xx"].percent == 50.0
    assert not check(tmp_path, [], strict=True).ok


def test_another_form_of_the_same_argument_is_enough(tmp_path):
    for code, text in (
        ("en", "language-name = English\n# $go is a card. Also: $go_a $go_gender\n"
               "waiting = waiting for { $go_a }\n"),
        ("pt", "language-name = Português\nwaiting = { $go_gender ->\n    [feminine] a\n"
               "   *[other] o\n} { $go } falta\n"),
        ("ru", "language-name = Русский\nwaiting = ожидание старта\n"),
    ):
        (tmp_path / code).mkdir()
        (tmp_path / code / "a.ftl").write_text(text, encoding="utf-8")
    report = check(tmp_path, [])
    assert report.languages["pt"].ignored_variables == []  # $go is a form of $go_a
    # No form of the card at all: the player hears one fixed card's name whatever the deck
    assert report.languages["ru"].ignored_variables == [
        "waiting ignores $go_a, which English uses (in no form)"]
    assert "ru: waiting ignores $go_a, which English uses (in no form)" in report.errors


def test_big_numbers_must_be_written_as_numbers(tmp_path):
    for code, text in (
        ("en", "language-name = English\n-brand = 1000 Miles\ntitle = { -brand }\n"
               "limit = From { 1000 } to { 500000 }, 5,000 usual, 700 short.\n"
               "name = { \"1000\" } milhas\n"),
        ("es", "language-name = Español\ntitle = { -brand }\n-brand = 1000 millas\n"
               "limit = De 1000 a 500.000, 5 000 lo normal, 700 corto.\n"
               "name = { \"1000\" } milhas\n"),
    ):
        (tmp_path / code).mkdir()
        (tmp_path / code / "a.ftl").write_text(text, encoding="utf-8")
    report = check(tmp_path, [])
    # A term (a brand), a number literal and a string literal are fine; 700 is too small to
    # differ between languages
    assert [e.split(" in digits")[0] for e in report.languages["en"].big_numbers] == [
        "limit writes '5,000'"]
    assert [e.split(" in digits")[0] for e in report.languages["es"].big_numbers] == [
        "limit writes '1000', '500.000', '5 000'"]
    assert not report.ok


GLOSSARY = Path(__file__).parent / "data" / "glossary"


def test_the_glossary_keeps_a_translation_on_its_words():
    report = check(GLOSSARY, [])
    xx = report.languages["xx"]
    # hand refers to the card, attacked says the card's .a form, cured says the end of the
    # limit (not also "speed limit", which English says only inside it): all fine
    assert xx.glossary_faults == [
        "trick names dirty-trick in English but says none of: (no words yet)"]
    assert xx.avoided == ["quiet says 'limitation', which [avoid] card-speed_limit rules out"]
    assert xx.glossary_missing == ["dirty-trick"]
    assert xx.glossary_obsolete == ["safety"]
    assert "xx: missing glossary entry dirty-trick" in report.warnings
    assert "xx: glossary entry English no longer has: safety" in report.warnings
    assert "xx: missing glossary entry dirty-trick" in check(GLOSSARY, [], strict=True).errors
    assert not report.ok


def test_glossary_words_match_word_beginnings(tmp_path):
    for code in ("en", "ru"):
        (tmp_path / code).mkdir()
    (tmp_path / "en" / "a.ftl").write_text(
        "language-name = English\nwin = You win the match.\nlose = Two matches lost.\n",
        encoding="utf-8")
    (tmp_path / "en" / "language.ini").write_text("[glossary]\nmatch = match\n",
                                                  encoding="utf-8")
    (tmp_path / "ru" / "a.ftl").write_text(
        "language-name = Русский\nwin = Ты выигрываешь партию.\nlose = Проиграно два матча.\n",
        encoding="utf-8")
    (tmp_path / "ru" / "language.ini").write_text(
        "[glossary]\nmatch = парти\n\n[avoid]\nmatch = матч\n", encoding="utf-8")
    report = check(tmp_path, []).languages["ru"]
    # "парти" says "партию"; English "matches" is not the glossary's "match", so "lose" is
    # not required to say it, but its "матча" is avoided
    assert report.glossary_faults == []
    assert report.avoided == ["lose says 'матч', which [avoid] match rules out"]


def test_a_broken_language_ini_is_a_syntax_error(tmp_path):
    for code in ("en", "xx"):
        (tmp_path / code).mkdir()
        (tmp_path / code / "a.ftl").write_text("language-name = X\n", encoding="utf-8")
    (tmp_path / "xx" / "language.ini").write_text("[numbers]\ngrouping = maybe\n[oops\n",
                                                  encoding="utf-8")
    errors = check(tmp_path, []).languages["xx"].syntax_errors
    assert len(errors) == 1 and "language.ini" in errors[0]
