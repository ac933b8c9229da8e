"""Broken files around the game, through the real program (`main.py --script`, speech
printed): the game starts, says once in the player's language what is wrong, sets the bad
file or value aside and keeps everything that was good (issue 17)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path: Path, settings_text: str | None, keys: list[str],
        *extra: str) -> subprocess.CompletedProcess:
    folder = tmp_path / "cfg"
    folder.mkdir(exist_ok=True)
    if settings_text is not None:
        (folder / "settings.json").write_text(settings_text, encoding="utf-8")
    script = tmp_path / "keys.txt"
    script.write_text("\n".join(keys) + "\n", encoding="utf-8")
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--seed", "1", "--config-dir", str(folder), *extra],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
             "LANG": "C", "LC_ALL": "C", "LANGUAGE": ""},
    )


def stored(tmp_path: Path) -> dict:
    return json.loads((tmp_path / "cfg" / "settings.json").read_text(encoding="utf-8"))


FRENCH = {"language": "fr", "language_chosen": True, "verbosity": "short", "music": False,
          "player_name": "Zoé", "master_volume": 0.5}


def test_an_impossible_setting_is_reset_and_named_in_the_players_language(tmp_path):
    """A pace of 1e308 froze the computer players; one of 10^400 broke every match start."""
    text = json.dumps({**FRENCH, "bot_pace": 1e308, "trick_window": -3}, indent=2)
    result = run(tmp_path, text, ["wait 1"])
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    assert lines[0] == "1000 Miles. Accueil."  # still French: nothing good was lost
    assert lines.count("Rythme des joueurs ordinateur : la valeur enregistrée est "
                       "inutilisable ; le réglage revient à sa valeur par défaut.") == 1
    assert any(line.startswith("Délai pour un coup fourré") and "inutilisable" in line
               for line in lines)
    assert stored(tmp_path) == FRENCH  # the bad keys dropped, every good one kept
    result = run(tmp_path, None, ["wait 1"])  # told once
    assert not any("inutilisable" in line for line in result.stdout.splitlines())


def test_a_huge_integer_pace_does_not_break_the_start(tmp_path):
    text = json.dumps(FRENCH)[:-1] + ', "bot_pace": 1' + "0" * 400 + "}"
    result = run(tmp_path, text, ["wait 1"])
    assert result.returncode == 0, result.stderr[-2000:]
    assert any(line.startswith("Rythme des joueurs ordinateur :")
               for line in result.stdout.splitlines())
    assert stored(tmp_path) == FRENCH


def test_a_damaged_settings_file_keeps_the_language_and_the_rest(tmp_path):
    """One broken line used to reset the player's language to English."""
    text = json.dumps({**FRENCH, "cue_volume": 0.3}, indent=2, sort_keys=True)
    text = text.replace('"cue_volume": 0.3,', '"cue_volume": 0.3.3,')
    result = run(tmp_path, text, ["wait 1"])
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    assert lines[0] == "1000 Miles. Accueil."
    (aside,) = (tmp_path / "cfg").glob("settings.json.damaged-*")
    assert aside.read_text(encoding="utf-8") == text
    assert lines.count("Ton fichier de réglages était endommagé. Les réglages encore lisibles "
                       "sont conservés, les autres reviennent à leur valeur par défaut. "
                       f"L'ancien fichier est conservé sous le nom {aside.name}.") == 1
    assert stored(tmp_path) == FRENCH


def test_deeply_nested_settings_are_a_damaged_file_not_a_traceback(tmp_path):
    text = '{"language": "fr", "language_chosen": true, "x": ' + "[" * 100_000
    result = run(tmp_path, text, ["wait 1"])
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "1000 Miles. Accueil."  # the lines before still read
    assert any(line.startswith("Ton fichier de réglages était endommagé") for line in lines)


# -- language files (issue 17 items 9 and 10): the real start, with edited language files ----

def start_with(tmp_path: Path, monkeypatch, edit, language: str, builtin="pristine",
               keys: str = "wait 1\n") -> list[str]:
    """Start the game from a copy of lang/ changed by `edit`; the lines spoken."""
    import main
    from engine.script import parse_script, run_script
    from engine.speech import RecorderBackend

    resources = tmp_path / "res"
    shutil.copytree(ROOT / "lang", resources / "lang")
    shutil.copytree(ROOT / "sounds", resources / "sounds")
    edit(resources / "lang")
    monkeypatch.setattr(main, "resource_dir", lambda: resources)
    # The pristine English a player cannot edit: the project's own (as the bundle's would be)
    pristine = ROOT / "lang" / "en" if builtin == "pristine" else builtin
    monkeypatch.setattr(main, "builtin_english", lambda _resources: pristine)
    folder = tmp_path / "cfg"
    folder.mkdir()
    (folder / "settings.json").write_text(
        json.dumps({"language": language, "language_chosen": True}), encoding="utf-8")
    args = main.parse_args(["--script", "keys", "--speech", "none", "--sound", "none",
                            "--seed", "1", "--config-dir", str(folder)])
    app = main.build_app(args)
    recorder = RecorderBackend()
    app.speaker.set_backend(recorder)
    try:
        assert run_script(app, parse_script(keys)) == 0
    finally:
        app.close()
    return list(recorder.spoken)


def replace_line(path: Path, start: str, new: str) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    (index,) = [i for i, line in enumerate(lines) if line.startswith(start)]
    lines[index] = new
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_a_translation_with_other_variables_is_spoken_in_english_and_named(tmp_path,
                                                                          monkeypatch):
    """ "carte, 2 sur total" was spoken: the translation named a variable the code never
    passes."""
    def edit(lang):
        replace_line(lang / "fr" / "engine.ftl", "menu-item = ",
                     "menu-item = { $label }, { $position } sur { $total }")

    lines = start_with(tmp_path, monkeypatch, edit, "fr", keys="down\nwait 1\n")
    assert lines[0] == "1000 Miles. Accueil."  # the rest of French is kept
    assert lines[1] == "Jouer, 1 of 6"  # that one frame in English, never "sur total"
    assert not any("total" in line for line in lines)
    assert lines.count("Certaines lignes des fichiers de langue sont inutilisables ; elles "
                       "sont dites en anglais : fr/engine.ftl (menu-item).") == 1
    assert "Préparer une table, 2 of 6" in lines


def test_a_broken_english_line_is_spoken_from_the_builtin_english(tmp_path, monkeypatch):
    def edit(lang):
        replace_line(lang / "en" / "menus.ftl", "home-play = ", "home-play = { Play")

    lines = start_with(tmp_path, monkeypatch, edit, "en")
    assert lines[:2] == ["1000 Miles. Home.", "Play, 1 of 6"]  # never "home-play"
    assert lines.count("Some lines of the English language files could not be used; the "
                       "game's built-in English is spoken for them: en/menus.ftl "
                       "(home-play).") == 1
    assert not any("; English is spoken for them" in line for line in lines)


def test_broken_english_without_a_builtin_copy_says_so(tmp_path, monkeypatch):
    def edit(lang):
        replace_line(lang / "en" / "menus.ftl", "home-play = ", "home-play = { Play")
        replace_line(lang / "en" / "menus.ftl", "home-title = ", "home-title = 1000 Miles.")

    lines = start_with(tmp_path, monkeypatch, edit, "en", builtin=None)
    assert lines[0] == "1000 Miles."  # an edited line that reads is the player's choice
    assert lines.count("Some lines of the English language files could not be used, and "
                       "this copy of the game has no built-in English to stand in for them: "
                       "en/menus.ftl (home-play).") == 1
    assert not any("; English is spoken for them" in line for line in lines)
