"""The play screen through the real engine: a recording speaker, silent sounds, a virtual
clock. Checks what is spoken, not internal calls."""

from __future__ import annotations

import os
import threading

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from engine.app import App  # noqa: E402
from engine.script import advance  # noqa: E402
from game.bots import HardBot  # noqa: E402
from game.match import MatchConfig, SeatConfig  # noqa: E402
from game.rules import Card, Table, make_options  # noqa: E402
from game.ui.local_match import save_file  # noqa: E402

from .conftest import open_play, play_round  # noqa: E402

C = Card


@pytest.fixture
def game_app(make_app, recorder):
    return lambda: (make_app(), recorder)


def spoken(recorder) -> list[str]:
    return list(recorder.spoken)


def press(app: App, *keys: str) -> None:
    app.frame()
    for key in keys:
        app.press(key)
        app.frame()


def config(players: int = 2, preset: str = "1000_miles", **options) -> MatchConfig:
    names = ["Me", "Ana", "Boris", "Chen"][:players]
    seats = (SeatConfig(names[0]),) + tuple(SeatConfig(n, "normal") for n in names[1:])
    return MatchConfig(make_options(preset, players=players, **options), seats, seed=3)


def stacked(cfg: MatchConfig, hands, pile, first=0) -> Table:
    return Table.from_setup(cfg.options, hands, pile, first)


def test_a_refused_play_says_why_and_changes_nothing(game_app):
    app, recorder = game_app()
    cfg = config()
    table = stacked(cfg, [[C.MILE_100] * 6, [C.MILE_25] * 6], [C.MILE_50] * 10)
    open_play(app, cfg, table)
    press(app, "space", "h", "f2")  # draw; the hand; the car and whose turn
    before = spoken(recorder)[-2:]
    press(app, "home", "return")  # a 100 without a green light
    assert spoken(recorder)[-1] == "You need a green light first."
    assert "refused" in app.sounds.played
    press(app, "h", "f2")
    assert spoken(recorder)[-2:] == before  # the same hand, still your turn to play
    assert before[0] == "7 cards: 100 miles, 100 miles, 100 miles, 100 miles, 100 miles, " \
        "100 miles, 50 miles."


def test_attack_narrated_and_status_keys(game_app):
    app, recorder = game_app()
    cfg = config()
    table = stacked(cfg, [[C.GREEN_LIGHT, C.MILE_100, C.MILE_75, C.RED_LIGHT, C.GAS, C.MILE_25],
                          [C.GREEN_LIGHT, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50]],
                    [C.MILE_25] * 8 + [C.MILE_75] * 8)
    open_play(app, cfg, table)
    press(app, "space", "1", "return")  # draw, play the green light
    assert any(t.startswith("You play a green light.") for t in spoken(recorder))
    advance(app, 3)  # Ana plays
    press(app, "f2", "f3", "f4", "f5", "f6")
    text = " ".join(spoken(recorder))
    assert "You are at 0 miles, 1,000 to go." in text
    assert "Ana: no problems, 0 miles" in text and "Playing to 5,000." in text
    assert "Safeties played: none." in text
    assert save_file(app).exists()


def test_whole_round_against_computer_players_and_resume(game_app):
    app, recorder = game_app()
    cfg = config(players=3, reshuffle=False)
    screen = open_play(app, cfg)
    play_round(app, screen)
    assert screen.view().phase in ("round_over", "match_over")
    text = spoken(recorder)
    assert any(t.startswith("Scores:") for t in text)
    saved = save_file(app).load()
    assert saved.table.round == screen.view().round
    assert saved.config.options == cfg.options and saved.config.seats == cfg.seats


class SlowBot(HardBot):
    """A hard player that does not decide before the test lets it (class-wide: a bot thinks
    on a copy of itself, and an Event cannot be copied)."""

    release = threading.Event()
    threads: list[str] = []

    def choose(self, view):
        SlowBot.threads.append(threading.current_thread().name)
        SlowBot.release.wait(10)
        return super().choose(view)


def slow_start(game_app):
    """Ana, a slow hard player, moves first; the screen is pushed and she is thinking."""
    app, recorder = game_app()
    cfg = config()
    table = stacked(cfg, [[C.MILE_100] * 6, [C.GREEN_LIGHT, C.MILE_25, C.MILE_50, C.MILE_75,
                                            C.RED_LIGHT, C.GAS]], [C.MILE_50] * 6 + [C.MILE_25] * 6, first=1)
    SlowBot.release.clear()
    SlowBot.threads.clear()
    screen = open_play(app, cfg, table,
                       bot_factory=lambda level, seed: SlowBot(seed=7, budget=8))
    press(app)
    return app, recorder, screen


def history(screen) -> list:
    return screen.session.host.table_for_saving.history


def test_keys_are_answered_while_a_computer_player_thinks(game_app):
    app, recorder, screen = slow_start(game_app)
    advance(app, 0.1)  # Ana's draw was scheduled first; she is now thinking about it
    before = len(spoken(recorder))
    press(app, "f2")
    assert any("You are at 0 miles" in t for t in spoken(recorder)[before:])
    assert screen.view().current_seat == 1 and screen.view().hand_sizes[1] == 6  # Ana waits
    SlowBot.release.set()
    advance(app, 3)
    assert len(history(screen)) >= 2  # she drew and played
    assert SlowBot.threads and threading.current_thread().name not in SlowBot.threads


def test_a_decision_thrown_away_leaves_the_computer_player_unchanged(game_app):
    app, recorder, screen = slow_start(game_app)
    host = screen.session.host
    ana = host._bots[1]
    state = ana.rng.getstate()
    press(app, "escape")  # pause while she thinks: nothing is played
    SlowBot.release.set()
    advance(app, 3)
    assert host._bots[1] is ana and ana.rng.getstate() == state  # she thought on a copy
    assert not history(screen)  # nothing was played during the pause
