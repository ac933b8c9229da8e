"""The program starts and speaks when its files are missing or broken: it says what is wrong,
once, and the menu is spoken. Each test runs main.py as a player would (a subprocess with a
script of keys, ``--speech print``), from a program folder in tmp_path holding a copy of
main.py and the lang/ and sounds/ folders the case needs (the code comes from the repository).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.speech import CytolkBackend as REAL_CYTOLK

from .fake_speechd import FakeSpeechd

REPO = Path(__file__).resolve().parent.parent
HOME_TITLE = "1000 Miles. Home."


def make_program(tmp_path: Path, lang: bool = True, sounds: bool = True) -> Path:
    folder = tmp_path / "program"
    folder.mkdir()
    shutil.copy2(REPO / "main.py", folder / "main.py")
    if lang:
        shutil.copytree(REPO / "lang", folder / "lang")
    if sounds:
        shutil.copytree(REPO / "sounds", folder / "sounds")
    return folder


def config(tmp_path: Path, settings: dict | str | None = None) -> Path:
    """A config folder; ``settings`` is written as settings.json (a str verbatim)."""
    folder = tmp_path / "config"
    folder.mkdir()
    if settings is None:
        settings = {"language": "en", "language_chosen": True}
    text = settings if isinstance(settings, str) else json.dumps(settings)
    (folder / "settings.json").write_text(text, encoding="utf-8")
    return folder


def run(tmp_path: Path, program: Path, config_dir: Path, *args: str,
        keys: str = "wait 0\n") -> list[str]:
    script = tmp_path / "keys.txt"
    script.write_text(keys, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LANG="en_US.UTF-8", PYTHONIOENCODING="utf-8", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=str(REPO), PYTHONDONTWRITEBYTECODE="1")
    result = subprocess.run(
        [sys.executable, str(program / "main.py"), "--script", str(script),
         "--sound", "none", "--seed", "1", "--config-dir", str(config_dir),
         *(args or ("--speech", "print"))],
        capture_output=True, text=True, encoding="utf-8", env=env, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def told_once(lines: list[str], words: str) -> None:
    assert sum(words in line for line in lines) == 1, lines


def test_nothing_wrong_says_nothing_extra(tmp_path):
    lines = run(tmp_path, make_program(tmp_path), config(tmp_path))
    assert lines[0] == HOME_TITLE
    assert len(lines) == 2  # the title and the first item, nothing more


def test_missing_sounds_folder(tmp_path):
    lines = run(tmp_path, make_program(tmp_path, sounds=False), config(tmp_path))
    assert lines[0] == HOME_TITLE
    told_once(lines, "sounds were not found")


def test_broken_language_file(tmp_path):
    program = make_program(tmp_path)
    broken = program / "lang" / "xx"
    shutil.copytree(program / "lang" / "en", broken)
    with open(broken / "menus.ftl", "a", encoding="utf-8") as handle:
        handle.write("\nthis line is { not Fluent\n")
    lines = run(tmp_path, program,
                config(tmp_path, {"language": "xx", "language_chosen": True}))
    assert lines[0] == HOME_TITLE
    told_once(lines, "could not be used; English is spoken for them: xx/menus.ftl:")


def test_missing_chosen_language(tmp_path):
    lines = run(tmp_path, make_program(tmp_path),
                config(tmp_path, {"language": "zz", "language_chosen": True}))
    assert lines[0] == HOME_TITLE
    told_once(lines, "The language zz is not installed")


def test_missing_language_from_the_command_line(tmp_path):
    lines = run(tmp_path, make_program(tmp_path), config(tmp_path),
                "--speech", "print", "--lang", "zz")
    assert lines[0] == HOME_TITLE
    told_once(lines, "The language zz is not installed")


def test_damaged_settings_file(tmp_path):
    folder = config(tmp_path, '{"language": "en", ')
    # Reset settings bring back the first start's language question: answer it.
    lines = run(tmp_path, make_program(tmp_path), folder, keys="wait 0\nreturn\n")
    assert HOME_TITLE in lines
    told_once(lines, "settings file was damaged")
    assert list(folder.glob("settings.json.damaged-*"))


def test_cytolk_falls_back_off_windows(tmp_path, monkeypatch, capsys):
    """The player chose cytolk (a settings file carried over from Windows): the game says it
    failed and speaks through the next backend that works (printed text here, where no
    voice is reachable)."""
    import main
    from engine import speech
    from engine.script import parse_script, run_script

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(speech, "CytolkBackend", REAL_CYTOLK)  # refuses to load off Windows
    folder = config(tmp_path, {"language": "en", "language_chosen": True, "speech": "cytolk"})
    app = main.build_app(main.parse_args(["--script", "keys", "--sound", "none",
                                          "--config-dir", str(folder)]))
    try:
        assert run_script(app, parse_script("wait 0\n")) == 0
    finally:
        app.close()
    lines = capsys.readouterr().out.splitlines()
    assert lines == [HOME_TITLE, "Play, 1 of 6",
                     "Speech from cytolk failed; now speaking through print."]


# --- speech at start-up: Speech Dispatcher spoken to directly, and told when missing ----------
@pytest.fixture
def speech_service(monkeypatch):
    started = []

    def start(mute: bool = False) -> FakeSpeechd:
        daemon = FakeSpeechd(mute=mute)
        started.append(daemon)
        monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
        return daemon

    yield start
    for daemon in started:
        daemon.close()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Speech Dispatcher is Linux's")
def test_auto_speaks_through_speech_dispatcher_from_the_first_words(tmp_path, speech_service):
    daemon = speech_service()
    lines = run(tmp_path, make_program(tmp_path), config(tmp_path), "--speech", "auto")
    assert lines == []  # nothing printed: it was spoken
    assert daemon.spoken[:2] == [HOME_TITLE, "Play, 1 of 6"]
    # a voice of the game's language is asked for before the first words, which interrupt
    assert daemon.commands[1:4] == ["SET SELF LANGUAGE en", "CANCEL SELF", "SPEAK"]


@pytest.mark.parametrize("lang,notice", [
    ("en", "No screen reader or speech service answered, so the game prints its speech as "
           "text."),
    ("ru", "Ни экранный диктор, ни служба речи не ответили, поэтому игра выводит речь "
           "текстом."),
], ids=["en", "ru"])
@pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                    reason="a real voice (cytolk, the system's) speaks there, as it should")
def test_auto_without_a_voice_says_so(tmp_path, speech_service, lang, notice):
    speech_service(mute=True)  # a Speech Dispatcher that hangs: no answer in time
    lines = run(tmp_path, make_program(tmp_path),
                config(tmp_path, {"language": lang, "language_chosen": True}),
                "--speech", "auto")
    from engine.i18n import Translator

    assert len(lines) == 3, lines
    assert lines[0] == Translator(REPO / "lang", lang).tr("home-title")
    assert lines[2] == notice


# --- a standard output that is closed or gone -----------------------------------------------
QUICK_MATCH = "return\nspace\n1\nreturn\nwait 3\nf2\nescape\nend\nreturn\nhome\nreturn\n"


def start_quietly(tmp_path, program, folder, stdout, **popen):
    """main.py --speech print with a quick match's keys, printing into ``stdout``."""
    script = tmp_path / "keys.txt"
    script.write_text(QUICK_MATCH, encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.Popen(
        [sys.executable, str(program / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--seed", "1", "--config-dir", str(folder)],
        stdout=stdout, stderr=subprocess.PIPE, env=env, **popen)


def carried_on(process, folder) -> None:
    """It ended by itself, cleanly, after playing the whole script (silently)."""
    errors = process.communicate(timeout=60)[1].decode("utf-8", "replace")
    assert process.returncode == 0, errors
    assert errors == ""  # no traceback, no "Exception ignored" at exit
    log = (folder / "logs" / "game.log").read_text(encoding="utf-8")
    assert log.count("printed speech stops") == 1
    assert "speech backend: speechd" not in log and "speech backend: prism" not in log
    assert (folder / "match.json").is_file()  # the match went on after the output was gone


def test_a_reader_that_stops_reading_does_not_stop_the_game(tmp_path):
    """``main.py --speech print ... | head -1``."""
    folder = config(tmp_path)
    read, write = os.pipe()
    process = start_quietly(tmp_path, make_program(tmp_path), folder, write)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        assert pipe.readline() == HOME_TITLE.encode() + b"\n"
    carried_on(process, folder)


def test_an_output_closed_from_the_start_does_not_stop_the_game(tmp_path):
    folder = config(tmp_path)
    read, write = os.pipe()
    os.close(read)  # the first line already meets a broken pipe
    process = start_quietly(tmp_path, make_program(tmp_path), folder, write)
    os.close(write)
    carried_on(process, folder)


@pytest.mark.skipif(sys.platform == "win32", reason="closing a child's stdout is POSIX")
def test_no_standard_output_at_all_does_not_stop_the_game(tmp_path):
    folder = config(tmp_path)
    process = start_quietly(tmp_path, make_program(tmp_path), folder, subprocess.DEVNULL,
                            preexec_fn=lambda: os.close(1))
    carried_on(process, folder)


def test_a_broken_translation_speaks_english_there_and_logs_the_checker_report(tmp_path):
    program = make_program(tmp_path)
    french = program / "lang" / "fr" / "menus.ftl"
    text = french.read_text(encoding="utf-8")
    text = text.replace("home-play = Jouer", "home-play = { Jouer")  # a syntax error
    french.write_text(text, encoding="utf-8")
    folder = config(tmp_path, {"language": "fr", "language_chosen": True})
    lines = run(tmp_path, program, folder, keys="wait 2\n")
    assert lines[:2] == ["1000 Miles. Accueil.", "Play, 1 sur 6"]  # English for the broken one
    log = (folder / "logs" / "game.log").read_text(encoding="utf-8")
    assert "translation check: fr: syntax error:" in log and "menus.ftl" in log
    assert "translation check: fr: missing message home-play" in log
