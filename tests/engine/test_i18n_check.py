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
    assert report.ok and "pt: plays does not use $player" in report.warnings
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
