"""An unexpected error in play: logged with its traceback, a short apology, back to the home
screen, and the saved match survives."""

from __future__ import annotations

import json

import main
from engine.script import parse_script, run_script
from engine.speech import RecorderBackend
from game.match import MatchFile
from game.ui.home import HomeScreen
from game.ui.play import PlayScreen


def test_an_error_apologises_returns_home_and_keeps_the_save(tmp_path, monkeypatch):
    def broken(self) -> None:
        raise RuntimeError("a bug in the status key")

    monkeypatch.setattr(PlayScreen, "cmd_status_car", broken)
    (tmp_path / "settings.json").write_text(json.dumps({"language_chosen": True}))
    args = main.parse_args(["--script", "keys", "--speech", "none", "--sound", "none",
                            "--seed", "1", "--config-dir", str(tmp_path)])
    app = main.build_app(args)
    recorder = RecorderBackend()
    app.speaker.set_backend(recorder)
    try:
        run_script(app, parse_script("return\nspace\nf2\n"))  # Play, draw, F2 breaks
        before = MatchFile(tmp_path / "match.json").load().table.history
        assert recorder.spoken.count(app.translator.tr("error-unexpected")) == 1
        assert isinstance(app.top, HomeScreen) and len(app.stack) == 1
    finally:
        app.close()
    assert MatchFile(tmp_path / "match.json").load().table.history == before
    log = (tmp_path / "logs" / "game.log").read_text(encoding="utf-8")
    assert "RuntimeError: a bug in the status key" in log and "Traceback" in log
