"""Settings: round trip, typed defaults, unknown keys kept, a damaged file moved aside."""

from __future__ import annotations

import json

from engine.settings import Settings, config_dir, log_dir


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
