"""Fixtures for the menu tests: a real App on a virtual clock with a recording speaker, silent
sounds, the game's settings in a temporary folder, and a stand-in play screen."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import types  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.app import App  # noqa: E402
from engine.clock import VirtualClock  # noqa: E402
from engine.i18n import Translator  # noqa: E402
from engine.screen import Screen  # noqa: E402
from engine.settings import Settings  # noqa: E402
from engine.sound import Sounds  # noqa: E402
from engine.speech import RecorderBackend, Speaker  # noqa: E402
from game.ui.prefs import GAME_SPECS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LANG_DIR = ROOT / "lang"


class SpySounds(Sounds):
    """Silent sounds that remember cues and loops."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder, backend="none")
        self.played: list[str] = []
        self.looping: set[str] = set()

    def play(self, name: str, volume: float = 1.0, pan: float = 0.0, pitch: float = 1.0) -> None:
        self.played.append(name)

    def loop(self, name: str, volume: float = 1.0) -> None:
        self.looping.add(name)

    def stop_loop(self, name: str) -> None:
        self.looping.discard(name)


@pytest.fixture
def recorder() -> RecorderBackend:
    return RecorderBackend()


@pytest.fixture
def make_app(tmp_path, recorder):
    """``make_app(lang_dir=..., language=..., seed=..., **settings)``: an App ready for
    screens. Its random numbers are seeded, as `main.py --seed` does for scripts: the home
    screen deals every new match from them, so a game played by keys is the same each run."""
    apps: list[App] = []

    def build(lang_dir: Path = LANG_DIR, language: str = "en", seed: int = 0,
              **stored) -> App:
        translator = Translator(lang_dir, language)
        speaker = Speaker(recorder, translate=translator.tr)
        settings = Settings(tmp_path / "config", specs=GAME_SPECS)
        settings.set("language_chosen", True, save=False)
        for key, value in stored.items():
            settings.set(key, value, save=False)
        settings.save()
        app = App("Test", speaker, SpySounds(tmp_path / "sounds"), translator, settings,
                  clock=VirtualClock(), rng=random.Random(seed))
        app.running = True
        apps.append(app)
        return app

    yield build
    for app in apps:
        app.close()
    pygame.event.clear()


@pytest.fixture
def two_languages(tmp_path) -> Path:
    """A language folder with English and a small made-up French."""
    folder = tmp_path / "lang"
    shutil.copytree(LANG_DIR / "en", folder / "en")
    (folder / "fr").mkdir()
    (folder / "fr" / "menus.ftl").write_text(
        "language-name = Français\n"
        "home-title = 1000 Miles. Accueil.\n"
        "home-play = Jouer\n"
        "opts-language = Langue\n"
        "menu-item = { $label }, { $position } sur { $count }\n"
        "menu-item-value = { $label } : { $value }\n",
        encoding="utf-8",
    )
    return folder


class FakePlayScreen(Screen):
    """Stands in for the play screen: remembers the seat it was started on."""

    started: list[FakePlayScreen] = []

    def __init__(self, app: App, session, on_finished=None) -> None:
        super().__init__(app)
        self.session = session
        self.config = session.host.config
        self.resumed = session.resumed
        FakePlayScreen.started.append(self)


@pytest.fixture
def fake_play(monkeypatch) -> list[FakePlayScreen]:
    """Replace ``game.ui.play`` (imported lazily by the menus) with the stand-in."""
    module = types.ModuleType("game.ui.play")
    module.PlayScreen = FakePlayScreen
    monkeypatch.setitem(sys.modules, "game.ui.play", module)
    FakePlayScreen.started = []
    return FakePlayScreen.started


def drive(app: App, *keys: str) -> None:
    """Press keys one at a time, running a frame after each, as the script runner does."""
    app.frame()
    for key in keys:
        app.press(key)
        app.frame()


def open_play(app: App, config, table=None, bot_factory=None):
    """The real play screen on a new match of `config` (from `table`'s exact deal when
    given), hosted in the program as the game does it; returns the screen."""
    from game.match import MatchHost
    from game.match.seat import LocalSeat
    from game.ui.local_match import LoopScheduler, save_file
    from game.ui.play import PlayScreen

    extra = {} if bot_factory is None else {"bot_factory": bot_factory}
    host = MatchHost(config, LoopScheduler(app), table=table, executor=app.submit,
                     store=save_file(app), wait_for_decisions=True, fresh=True, **extra)
    screen = PlayScreen(app, LocalSeat(host, config.people[0]))
    app.push(screen)
    app.frame()
    return screen


def play_round(app: App, screen, status_keys: tuple[str, ...] = ()) -> None:
    """Play the listener's seat of `screen` (a PlayScreen) by keys until the round ends:
    draw, ask for `status_keys`, play the first card the rules take, else discard the last one
    (confirming a safety); the computer players play while the clock advances."""
    from engine.script import advance

    for _ in range(400):
        view = screen.view()
        if view.phase != "playing":
            return
        if view.current_seat == screen.seat:
            if view.step == "draw":
                drive(app, "space")
                if screen.view().step == "draw":
                    advance(app, 1.0)  # held by the settle delay after an attack
                    continue
            drive(app, *status_keys)
            for number in range(1, 8):
                before = screen.view().hand
                drive(app, str(number), "return")
                if screen.view().hand != before or screen.view().current_seat != screen.seat:
                    break
            else:
                drive(app, "backspace")
                if app.top is not screen:
                    drive(app, "home", "return")  # yes, discard the safety
        else:
            advance(app, 2.5)
