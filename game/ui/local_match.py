"""A match on this computer: the host runs in the program, on the loop's clock, its computer
players thinking on the engine's worker thread, saved to `match.json` in the settings folder.
The play screen gets the listener's seat of it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.match import MatchConfig, MatchFile, MatchHost, SavedMatch, Timing
from game.match.seat import LocalSeat

if TYPE_CHECKING:
    from engine.app import App
    from engine.clock import Timer

SAVE_FILE = "match.json"


class LoopScheduler:
    """The host's clock on the game loop (the host cancels its timers when it closes)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def now(self) -> float:
        return self.app.clock.now()

    def call_at(self, when: float, callback: Callable[[], object]) -> Timer:
        return self.app.after(max(0.0, when - self.now()), callback)


def save_file(app: App) -> MatchFile | None:
    """The player's saved match, beside the settings (None without settings)."""
    if app.settings is None:
        return None
    return MatchFile(Path(app.settings.path.parent) / SAVE_FILE)


def local_timing(app: App) -> Timing:
    """The player's own timing: the computer players' pace and the dirty-trick time."""
    def number(key: str, default: float) -> float:
        value = app.settings.get(key, default) if app.settings is not None else default
        return value if isinstance(value, (int, float)) and 0 <= value <= Timing.LIMIT else default

    return Timing(pace=number("bot_pace", 1.2), settle=number("trick_window", 5.0))


def open_local_seat(app: App, config: MatchConfig, saved: SavedMatch | None) -> LocalSeat:
    """The listener's seat (the first person's) of a host for `config`, new or resumed."""
    timing = local_timing(app)
    if saved is not None:
        host = MatchHost(saved.config, LoopScheduler(app), table=saved.table,
                         executor=app.submit, store=save_file(app),
                         controllers=list(saved.controllers), owner=saved.owner,
                         wait_for_decisions=True)
        host.set_timing(timing)
    else:
        host = MatchHost(replace(config, timing=timing), LoopScheduler(app),
                         executor=app.submit, store=save_file(app), wait_for_decisions=True)
    people = [seat for seat, level in enumerate(host.controllers) if level is None]
    seat = LocalSeat(host, people[0] if people else 0)
    seat.set_auto_draw(bool(_setting(app, "auto_draw", False)))
    return seat


def _setting(app: App, key: str, default: Any) -> Any:
    return app.settings.get(key, default) if app.settings is not None else default
