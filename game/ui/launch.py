"""Starting a match on this computer: a host for the config (new, or a saved one), the
listener's seat of it, and the play screen on that seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.match import MatchConfig, SavedMatch

from .common import MENU_MUSIC
from .local_match import open_local_seat, save_file

if TYPE_CHECKING:
    from engine.app import App


def start_match(app: App, config: MatchConfig, saved: SavedMatch | None = None,
                replace: bool = False) -> None:
    """Open the play screen on a new match of `config`, or on a `saved` one."""
    from .play import PlayScreen  # imported here: the menus never need it (and tests fake it)

    app.sounds.stop_loop(MENU_MUSIC)
    screen = PlayScreen(app, open_local_seat(app, config, saved),
                        on_finished=lambda: archive_finished(app))
    if replace:
        app.replace(screen)
    else:
        app.push(screen)


def archive_finished(app: App) -> None:
    """The match is over and heard: its save goes aside, Resume no longer offers it."""
    store = save_file(app)
    if store is not None:
        store.archive()
