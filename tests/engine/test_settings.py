"""Settings: round trip, typed defaults, unknown keys kept; bad values reset alone, a damaged
file moved aside keeping what still reads; atomic, durable writes."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from engine.settings import ENGINE_SPECS, Settings, Spec, config_dir, log_dir


def test_round_trip_and_unknown_keys(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"future_option": [1, 2]}))
    settings = Settings(tmp_path, defaults={"player_name": "Ana"})
    assert settings.get("master_volume") == 0.8 and settings["player_name"] == "Ana"
    settings.set("master_volume", 0.5)
    settings["player_name"] = "Bia"
    again = Settings(tmp_path, defaults={"player_name": "Ana"})
    assert again.get("master_volume") == 0.5 and again["player_name"] == "Bia"
    assert again.get("future_option") == [1, 2]  # kept and written back
    assert not again.notices
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp files left


def test_typed_defaults(tmp_path):
    (tmp_path / "settings.json").write_text(
        json.dumps({"master_volume": "loud", "cue_volume": 1, "speech": 3})
    )
    settings = Settings(tmp_path)
    assert settings.get("master_volume") == 0.8  # wrong type: the default
    assert settings.get("cue_volume") == 1.0 and isinstance(settings.get("cue_volume"), float)
    assert settings.get("speech") == "auto"


def test_damaged_file_is_moved_aside(tmp_path):
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    settings = Settings(tmp_path)
    assert settings.get("speech") == "auto"
    damaged = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(damaged) == 1 and damaged[0].read_text() == "{not json"
    assert not (tmp_path / "settings.json").exists()
    assert [n.msg_id for n in settings.notices] == ["settings-damaged"]
    assert settings.notices[0].args["file"] == damaged[0].name
    settings.set("speech", "print")
    assert json.loads((tmp_path / "settings.json").read_text()) == {"speech": "print"}


def test_folders(tmp_path):
    assert config_dir("1000 Miles", tmp_path) == tmp_path
    assert log_dir("1000 Miles", tmp_path) == tmp_path / "logs"
    assert "1000 Miles" in str(config_dir("1000 Miles"))


def test_damaged_notice_is_spoken_after_the_first_screen(make_app, recorder, tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text("[]")
    from tests.engine.sample_menu import MainMenu

    from .conftest import drive

    app = make_app()
    app.push(MainMenu(app))
    drive(app)
    assert recorder.spoken[1] == "Play, 1 of 3"
    assert recorder.spoken[2].startswith("Your settings file was damaged")


# -- nothing impossible gets in, nothing good is lost (issue 17 items 5 to 8, 22 item 4) ---

GOOD = {
    "language": "fr", "speech": "print", "master_volume": 0.5, "cue_volume": 0.3,
    "sound": "none", "future_option": {"deep": [1, 2]},
}


def write_settings(folder, data: dict) -> None:
    """The settings file as the game writes it (two-space indents, sorted keys)."""
    (folder / "settings.json").write_text(
        json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def kept_all_but(settings, bad: str) -> None:
    for key, value in GOOD.items():
        if key != bad:
            assert settings.get(key) == value, key


@pytest.mark.parametrize(("key", "value"), [
    ("master_volume", -0.5),
    ("master_volume", 1.5),
    ("cue_volume", float("nan")),
    ("cue_volume", "loud"),
    ("master_volume", True),
    ("speech_rate", 10**400),  # too large to convert to a float
    ("speech_rate", float("inf")),
    ("speech", "telepathy"),
    ("sound", 3),
    ("language", "../../etc/passwd"),
    ("language", ["fr"]),
    ("prefer_sapi", "yes"),
])
def test_a_bad_value_is_reset_alone_with_a_notice_naming_it(tmp_path, key, value):
    write_settings(tmp_path, {**GOOD, key: value})
    settings = Settings(tmp_path)
    assert settings.get(key) == ENGINE_SPECS[key].default
    kept_all_but(settings, key)
    assert [(n.msg_id, n.args["setting"].msg_id) for n in settings.notices] == [
        ("settings-reset", ENGINE_SPECS[key].label)]
    stored = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert key not in stored  # dropped from the file, the good keys written back
    assert stored == {k: v for k, v in GOOD.items() if k != key}
    assert not list(tmp_path.glob("settings.json.damaged-*"))  # the file itself is sound
    assert not Settings(tmp_path).notices  # told once


def test_a_sound_pack_path_that_is_a_file_is_reset(tmp_path):
    pack = tmp_path / "pack.ogg"
    pack.write_bytes(b"OggS")
    write_settings(tmp_path, {**GOOD, "sound_pack": str(pack)})
    settings = Settings(tmp_path)
    assert settings.get("sound_pack") == ""
    assert [n.args["setting"].msg_id for n in settings.notices] == ["setting-sound-pack"]
    kept_all_but(settings, "sound_pack")
    write_settings(tmp_path, {**GOOD, "sound_pack": str(tmp_path)})  # a folder is fine
    assert Settings(tmp_path).get("sound_pack") == str(tmp_path)


def test_game_specs_are_checked_too(tmp_path):
    specs = {"bot_pace": Spec(1.2, "opts-pace", minimum=0.0, maximum=10.0),
             "verbosity": Spec("full", "opts-verbosity", choices=("full", "short"))}
    write_settings(tmp_path, {**GOOD, "bot_pace": 1e308, "verbosity": "short"})
    settings = Settings(tmp_path, specs=specs)
    assert settings.get("bot_pace") == 1.2 and settings.get("verbosity") == "short"
    assert [n.args["setting"].msg_id for n in settings.notices] == ["opts-pace"]
    with pytest.raises(ValueError):
        settings.set("bot_pace", -1)  # the code cannot store what a file may not hold
    assert settings.get("bot_pace") == 1.2


BROKEN_LINES = {
    "a broken number": ('"master_volume": 0.5,', '"master_volume": 0.5.5,'),
    "a missing quote": ('"master_volume": 0.5,', '"master_volume: 0.5,'),
    "a number beyond JSON's digits": ('"master_volume": 0.5,', '"master_volume": ' + "9" * 5000 + ","),
    "JSON nested 100,000 deep": ('"master_volume": 0.5,', '"master_volume": ' + "[" * 100_000 + ","),
    "a cut file": ("", ""),
}


@pytest.mark.parametrize("damage", list(BROKEN_LINES))
def test_a_damaged_file_keeps_every_key_that_reads(tmp_path, damage):
    good_line, bad_line = BROKEN_LINES[damage]
    write_settings(tmp_path, GOOD)
    text = (tmp_path / "settings.json").read_text(encoding="utf-8")
    assert good_line in text
    broken = text.replace(good_line, bad_line)
    lost = {"master_volume"}
    if damage == "a cut file":  # a disk full while writing, by another program
        broken = text[:text.index('"sound": "no') + 10]
        lost = {"sound", "speech"}
    (tmp_path / "settings.json").write_text(broken, encoding="utf-8")
    settings = Settings(tmp_path)
    for key in lost:
        assert settings.get(key) == ENGINE_SPECS[key].default  # a broken line: the default
    for key, value in GOOD.items():
        if key not in lost:
            assert settings.get(key) == value, key
    (aside,) = tmp_path.glob("settings.json.damaged-*")
    assert aside.read_text(encoding="utf-8") == broken  # the old file kept as it was
    assert [n.msg_id for n in settings.notices] == ["settings-damaged"]
    assert settings.notices[0].args["file"] == aside.name
    stored = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert stored == {k: v for k, v in GOOD.items() if k not in lost}


def test_a_broken_line_inside_a_nested_value_does_not_leak_its_keys(tmp_path):
    (tmp_path / "settings.json").write_text(
        '{\n  "language": "fr",\n  "last_table": {\n    "speech": "none",\n'
        '    "seats": [oops]\n  },\n  "master_volume": 0.4\n}\n', encoding="utf-8")
    settings = Settings(tmp_path, defaults={"last_table": {}})
    assert settings.get("language") == "fr" and settings.get("master_volume") == 0.4
    assert settings.get("speech") == "auto" and settings.get("last_table") == {}


def test_the_write_is_atomic_and_durable(tmp_path, monkeypatch):
    """Issue 22 item 4: a write interrupted after the temporary file is written (the rename
    never happens, as when the power goes) leaves the old settings intact."""
    settings = Settings(tmp_path)
    settings.set("master_volume", 0.5)
    before = (tmp_path / "settings.json").read_bytes()

    class PowerCut(BaseException):
        pass

    calls = []
    real_fsync = os.fsync

    def fsync(fd):
        calls.append(("fsync", stat.S_ISDIR(os.fstat(fd).st_mode)))
        real_fsync(fd)

    def cut(src, dst):
        calls.append(("replace", Path(src).read_text(encoding="utf-8")))
        raise PowerCut

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", cut)
    with pytest.raises(PowerCut):
        settings.set("master_volume", 0.1)
    assert (tmp_path / "settings.json").read_bytes() == before
    assert Settings(tmp_path).get("master_volume") == 0.5
    assert calls[0] == ("fsync", False)  # the temporary file reached the disk first
    assert calls[1][0] == "replace" and '"master_volume": 0.1' in calls[1][1]
    monkeypatch.undo()
    calls.clear()
    monkeypatch.setattr(os, "fsync", fsync)
    settings.set("master_volume", 0.2)
    if sys.platform != "win32":  # then the folder, so that the rename survives a power cut
        assert calls == [("fsync", False), ("fsync", True)]
    assert Settings(tmp_path).get("master_volume") == 0.2


def test_leftover_temporary_files_are_removed_at_start(tmp_path):
    write_settings(tmp_path, GOOD)
    (tmp_path / ".settings-abc123.tmp").write_text('{"master_volume": 0.1', encoding="utf-8")
    (tmp_path / ".match-keep.tmp").write_text("not ours", encoding="utf-8")
    settings = Settings(tmp_path)
    assert settings.get("master_volume") == 0.5 and not settings.notices
    assert sorted(p.name for p in tmp_path.iterdir()) == [".match-keep.tmp", "settings.json"]


def test_a_file_of_nothing_but_nesting_is_damaged_not_a_crash(tmp_path):
    (tmp_path / "settings.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    settings = Settings(tmp_path)
    assert [n.msg_id for n in settings.notices] == ["settings-damaged"]
    assert settings.get("speech") == "auto"
    assert len(list(tmp_path.glob("settings.json.damaged-*"))) == 1
