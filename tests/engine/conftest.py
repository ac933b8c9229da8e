"""Fixtures for the engine tests: headless pygame, a recording speaker, silent sounds that
remember what was played, settings in a temporary folder, and one BASS output per session."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402
import soundfile  # noqa: E402

from engine.app import App  # noqa: E402
from engine.clock import VirtualClock  # noqa: E402
from engine.i18n import Translator  # noqa: E402
from engine.settings import Settings  # noqa: E402
from engine.sound import Sounds  # noqa: E402
from engine.speech import RecorderBackend, Speaker  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PROJECT_LANG_DIR = ROOT / "lang"


def _test_lang_dir() -> Path:
    """The project's English files plus the sample menu's strings (tests only)."""
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="engine-test-lang-")) / "lang"
    shutil.copytree(PROJECT_LANG_DIR / "en", folder / "en")
    shutil.copy(Path(__file__).parent / "data" / "sample_menu.ftl", folder / "en")
    return folder


LANG_DIR = _test_lang_dir()


class SpySounds(Sounds):
    """Silent sounds that remember every cue name played."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder, backend="none")
        self.played: list[str] = []

    def play(self, name: str, volume: float = 1.0, pan: float = 0.0, pitch: float = 1.0) -> None:
        self.played.append(name)
        super().play(name, volume, pan, pitch)


def write_tone(path: Path, seconds: float = 0.2, rate: int = 22050) -> Path:
    """A short sine tone as WAV or OGG (by the file's suffix)."""
    t = np.linspace(0, seconds, int(rate * seconds), endpoint=False)
    soundfile.write(str(path), (0.3 * np.sin(2 * np.pi * 440 * t)).astype("float32"), rate)
    return path


@pytest.fixture
def recorder() -> RecorderBackend:
    return RecorderBackend()


@pytest.fixture
def make_app(tmp_path, recorder):
    """Build an App on a virtual clock; call it, push screens, then ``drive`` keys."""
    apps: list[App] = []

    def build(lang_dir: Path = LANG_DIR, language: str = "en") -> App:
        translator = Translator(lang_dir, language)
        speaker = Speaker(recorder, translate=translator.tr)
        sounds = SpySounds(tmp_path / "sounds")
        settings = Settings(tmp_path / "config")
        app = App("Test", speaker, sounds, translator, settings, clock=VirtualClock())
        app.running = True
        apps.append(app)
        return app

    yield build
    for app in apps:
        app.close()
    pygame.event.clear()


def drive(app: App, *keys: str) -> None:
    """Press keys one at a time, running a frame after each, as the script runner does."""
    app.frame()
    for key in keys:
        app.press(key)
        app.frame()


@pytest.fixture(scope="session")
def bass():
    """BASS's no-sound device, opened once for the whole session (a second init fails)."""
    from engine import sound

    try:
        return sound.open_bass(device=0)
    except Exception as exc:  # BASS missing or unloadable on this machine
        pytest.skip(f"BASS cannot load: {exc!r}")
