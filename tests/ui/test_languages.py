"""Every language: the checker passes, a whole scripted round and the menus are narrated
without falling back to English, and a few sentences get plural and gender right."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.i18n import Translator
from engine.i18n_check import check
from game.rules import Card, make_options
from game.rules.events import TrickPlayed
from game.ui.home import HomeScreen
from game.ui.match_config import MatchConfig, SeatConfig
from game.ui.narration import Narrator, Seating
from game.ui.play import PlayScreen

from .conftest import LANG_DIR, ROOT, drive, play_round

LANGUAGES = sorted(p.name for p in LANG_DIR.iterdir() if p.is_dir() and p.name != "en")


def test_there_are_the_five_languages():
    assert LANGUAGES == ["es", "fr", "pt-BR", "ru"]


def test_every_language_passes_the_strict_checker():
    report = check(LANG_DIR, [ROOT / "game", ROOT / "engine", ROOT / "main.py"], strict=True)
    assert report.errors == []
    assert all(lang.percent == 100.0 for lang in report.languages.values())


def spoken_in_english(translator: Translator, tmp_path: Path) -> list[str]:
    """The ids the translator spoke in English, from its record of them (`fallbacks`), once
    that record is shown to work: a translator of the same kind, asked for a message only
    English has, must record it. Else an empty record proves nothing (issue 22 item 5)."""
    lang = tmp_path / "probe-lang"
    (lang / "en").mkdir(parents=True)
    (lang / "xx").mkdir()
    (lang / "en" / "main.ftl").write_text("probe = Only in English\n", encoding="utf-8")
    (lang / "xx" / "main.ftl").write_text("language-name = Probe\n", encoding="utf-8")
    probe = type(translator)(lang, "xx")
    assert probe.tr("probe") == "Only in English"
    assert probe.fallbacks == {"probe"}, "the translator no longer records its fallbacks"
    return sorted(translator.fallbacks)


def test_the_fallback_record_is_checked_before_it_is_trusted(tmp_path, monkeypatch):
    """The bug of issue 22 item 5: the translator stops recording its fallbacks; the checks
    above must then fail, not pass on an empty record."""
    translator = Translator(LANG_DIR, "fr")
    assert spoken_in_english(translator, tmp_path) == []
    original = Translator.tr

    def forgetful(self, msg_id, **args):
        text = original(self, msg_id, **args)
        self.fallbacks.clear()
        return text

    monkeypatch.setattr(Translator, "tr", forgetful)
    with pytest.raises(AssertionError, match="no longer records"):
        spoken_in_english(translator, tmp_path / "again")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_round_is_narrated_without_english(make_app, recorder, code, tmp_path):
    app = make_app(language=code)
    config = MatchConfig(
        make_options("1000_miles", players=3, reshuffle=False),
        (SeatConfig("Zoe"), SeatConfig("Ana", "normal"), SeatConfig("Boris", "easy")), seed=4)
    screen = PlayScreen(app, config)
    app.push(screen)
    drive(app, "f1")
    play_round(app, screen, status_keys=("f2",))
    assert screen.table.phase in ("round_over", "match_over")
    drive(app, "f3", "f4", "f5", "f6", "escape", "down", "return")  # pause, options
    assert spoken_in_english(app.translator, tmp_path) == []
    assert len(recorder.spoken) > 100


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_menus_and_the_rules_are_translated(make_app, recorder, code, tmp_path):
    app = make_app(language=code)
    app.push(HomeScreen(app))
    drive(app, "down", "return")  # set up a table
    drive(app, *["down"] * 8, "escape")
    drive(app, "down", "down", "return", "return", "return", "right", "right", "escape",
          "escape", "escape")  # the rules book
    drive(app, "down", "return", *["down"] * 8)  # options
    assert spoken_in_english(app.translator, tmp_path) == []


def sentence(code: str, msg_id: str, **args) -> str:
    return Translator(LANG_DIR, code).tr(msg_id, **args)


@pytest.mark.parametrize(("count", "words"), [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"),
                                              (21, "21 карта"), (22, "22 карты")])
def test_russian_plurals(count, words):
    assert f"в колоде {words}." in sentence("ru", "event-reshuffled", count=count)


@pytest.mark.parametrize(("count", "words"), [(1, "1 carta"), (2, "2 cartas")])
def test_portuguese_plurals(count, words):
    assert f"{words} no monte" in sentence("pt-BR", "event-reshuffled", count=count)


def trick_line(code: str, attack: Card, safety: Card) -> str:
    tr = Translator(LANG_DIR, code).tr
    narrator = Narrator(tr, Seating(["Zoe", "Ana"], [0, 1], 2))
    (line,) = narrator.lines(TrickPlayed(0, 0, safety, attack, 400))
    return line.text


def test_gender_in_portuguese():
    assert "responde à contramão" in trick_line("pt-BR", Card.COUNTERFLOW, Card.DRIVING_ACE)
    assert "responde ao pneu furado" in trick_line("pt-BR", Card.FLAT_TIRE,
                                                   Card.PUNCTURE_PROOF)


def test_gender_in_russian():
    assert "авария отменена" in trick_line("ru", Card.ACCIDENT, Card.DRIVING_ACE)
    assert "прокол отменён" in trick_line("ru", Card.FLAT_TIRE, Card.PUNCTURE_PROOF)
    assert "ограничение скорости отменено" in trick_line("ru", Card.SPEED_LIMIT,
                                                         Card.RIGHT_OF_WAY)
