"""Every language: the checker passes, a whole scripted round and the menus are narrated
without falling back to English, and a few sentences get plural and gender right."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from engine.glossary import phrases
from engine.i18n import Translator
from engine.i18n_check import check, read_language
from engine.script import parse_script, run_script
from game.match import MatchConfig, SeatConfig
from game.rules import Card, make_options
from game.rules.events import TrickPlayed
from game.ui.home import HomeScreen
from game.ui.narration import Narrator, Seating
from game.ui.rules_screen import RULES_SECTIONS, body_id, paragraphs

from .conftest import LANG_DIR, ROOT, drive, open_play, play_round

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
    screen = open_play(app, config)
    drive(app, "f1")
    play_round(app, screen, status_keys=("f2",))
    assert screen.view().phase in ("round_over", "match_over")
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


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_preset_setup_and_rules_book_is_translated(make_app, recorder, caplog, code):
    """Through the keys: the table setup of each preset, item by item, then every section of
    each preset's rules book, read whole."""
    app = make_app(language=code)
    app.push(HomeScreen(app))
    with caplog.at_level(logging.WARNING, logger="engine.i18n"):
        drive(app, "home", "down", "return")  # Set up a table
        for _ in RULES_SECTIONS:
            drive(app, "home", "right", *["down"] * 16)  # the next preset, every item
        drive(app, "escape", "home", "down", "down", "down", "return")  # Rules
        for index, sections in enumerate(RULES_SECTIONS.values()):
            drive(app, "home", *["down"] * index, "return")  # the preset's book
            for _ in sections:
                drive(app, "return", "down")  # read the section whole, then the next
            drive(app, "escape")
    assert app.translator.fallbacks == set(), sorted(app.translator.fallbacks)
    assert translation_errors(caplog) == []
    text = "\n".join(recorder.spoken)
    assert "{" not in text and [w for w in ID.findall(text) if w in ENGLISH.messages] == []
    tr = app.translator.tr
    for sections in RULES_SECTIONS.values():
        for title in sections:
            assert paragraphs(tr(body_id(title)))[-1] in recorder.spoken, title


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


def test_the_project_languages_say_numbers_in_their_form():
    trip = {"round": 1, "who": "you", "player": "Zoe", "trip": 1000}
    said = {code: sentence(code, "event-round-started", **trip)
            for code in ("en", "es", "fr", "pt-BR", "ru")}
    assert "1,000" in said["en"] and "1.000" in said["es"] and "1.000" in said["pt-BR"]
    assert "1000" in said["fr"] and "1000" in said["ru"]
    assert "1.000" in sentence("es", "play-extension-go-on")
    assert "1000" in sentence("ru", "play-extension-go-on")


# --- Whole games in every language, by keys only -------------------------------------------

# One turn of a player who knows no better: draw, try every card, else throw the last one
# away (confirming when it is a safety), then let the computer players play. Every few turns
# the player asks for every status key, the key help and the hand.
TURN = ["space", *[key for n in range(1, 8) for key in (str(n), "return")],
        "7", "backspace", "home", "return", "wait 3"]
ASK = ["f1", "f2", "f3", "f4", "f5", "f6", "h"]
ENGLISH = read_language(LANG_DIR / "en")
ID = re.compile(r"\b[a-z0-9]+(?:[-_.][a-z0-9]+)+\b")

# name: options, seat names, the app's seed (the home screen deals a new match from it),
# whether to play to the end of the match, verbosity (how other players' plays are said:
# the Classic round hears the short sentences)
GAMES = {
    "team match": ({"preset": "1000_miles", "players": 4, "teams": 2, "score_limit": 1000},
                   ("Zoe", "Ana", "Boris", "Chen"), 7, True, "full"),
    "classic round": ({"preset": "classic", "players": 3}, ("Zoe", "Ana", "Boris"), 5, False,
                      "short"),
    "mile by mile round": ({"preset": "mile_by_mile", "players": 3, "remove_protections": True},
                           ("Zoe", "Ana", "Boris"), 3, False, "full"),
}


def translation_errors(caplog) -> list[str]:
    """What the translator logged: a message it could not format (a variable it was not
    given, a reference it could not resolve) or found in no language."""
    return [r.getMessage() for r in caplog.records
            if r.name == "engine.i18n" and r.levelno >= logging.WARNING]


def english_words() -> list[str]:
    """English glossary phrases of two words or more ("flat tire", "dirty trick"), which no
    other language shares; preset names excepted (some languages keep "1000 Miles")."""
    return [" ".join(run) for key, value in ENGLISH.data.glossary.items()
            if not key.startswith("preset-") for run in phrases(value) if len(run) > 1]


def play_by_keys(make_app, recorder, code: str, game: str) -> tuple[list[str], object]:
    options, names, seed, whole_match, verbosity = GAMES[game]
    options = dict(options)
    config = MatchConfig(make_options(options.pop("preset"), **options),
                         (SeatConfig(names[0]),) + tuple(SeatConfig(n, "normal")
                                                         for n in names[1:]))
    app = make_app(language=code, seed=seed, last_table=config.to_dict(), verbosity=verbosity)
    app.push(HomeScreen(app))
    tr = app.translator.tr
    done = tr("play-match-over-prompt") if whole_match else tr("play-next-round-prompt")
    over = tr("play-match-over-prompt")
    run_script(app, parse_script("return"))  # Play: the table above
    # The app's seed deals the match, so each game is the same every run: 61 to 95 turns of
    # the script, 177 for the Mile by Mile round (its races are long with three cars).
    for turn in range(300):
        run_script(app, parse_script("\n".join(TURN + (ASK if turn % 10 == 3 else []))))
        if done in recorder.spoken or over in recorder.spoken:
            break
    else:
        pytest.fail(f"{game} in {code} did not reach its end")
    return list(recorder.spoken), app


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_game_is_spoken_in_the_language(make_app, recorder, caplog, code, game):
    """No English, no raw message id and no unreplaced variable is spoken in a team match, a
    Classic round and a Mile by Mile round, played through the keys from the home screen."""
    with caplog.at_level(logging.WARNING, logger="engine.i18n"):
        spoken, app = play_by_keys(make_app, recorder, code, game)
    assert app.translator.fallbacks == set(), sorted(app.translator.fallbacks)
    assert translation_errors(caplog) == []  # formatting errors
    text = "\n".join(spoken)
    assert "{" not in text and "$" not in text
    ids = [word for word in ID.findall(text) if word in ENGLISH.messages]
    assert ids == []
    english = [words for words in english_words() if words in text.lower()]
    assert english == []
    assert len(spoken) > 150


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_file_says_whether_a_native_speaker_reviewed_it(code):
    """TRANSLATING.md: the first line says so, "no" until a reviewer signs it."""
    for path in sorted((LANG_DIR / code).iterdir()):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert re.search(r"Reviewed by a native speaker: (no\b|yes \(.+\))", first), path
