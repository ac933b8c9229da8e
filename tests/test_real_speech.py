"""With the machine's real Speech Dispatcher: deselected by default (it speaks aloud). The
game starts the daemon itself when none runs; a sound server must run (PulseAudio or
PipeWire, a null sink will do): with none, espeak-ng's module can hold a reply past the
game's one-second bound and the game rightly falls back to print.

    python -m pytest -m speech_server
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.speech_server,
    pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Speech Dispatcher is Linux's"),
]

ROOT = Path(__file__).resolve().parents[1]


def test_speech_dispatcher_speaks_interrupts_and_changes_rate():
    from engine.speech import SpeechdBackend

    backend = SpeechdBackend()
    backend.speak("1000 Miles.", interrupt=True)
    assert backend.set_rate(0.6)
    assert backend.set_language("fr")
    backend.speak("Essai de la voix.", interrupt=False)
    backend.silence()
    backend.close()


def test_the_game_speaks_its_first_words_through_speech_dispatcher(tmp_path):
    folder = tmp_path / "cfg"
    folder.mkdir()
    (folder / "settings.json").write_text(
        json.dumps({"language": "en", "language_chosen": True}), encoding="utf-8")
    script = tmp_path / "keys.txt"
    script.write_text("wait 0\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "auto",
         "--sound", "none", "--config-dir", str(folder), "--timings"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""  # spoken, not printed, and no fallback notice
    log = (folder / "logs" / "game.log").read_text(encoding="utf-8")
    assert "speech backend: speechd" in log
    assert "start to first words: " in result.stderr
