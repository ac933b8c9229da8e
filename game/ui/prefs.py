"""The game's own settings (beside the engine's): each with its default, the message naming
it and the values it accepts (`engine.settings.Spec`)."""

from __future__ import annotations

from typing import Any

from engine.i18n import N_
from engine.settings import Spec

VERBOSITY = ("full", "short", "sounds")
PACES = (0.4, 0.8, 1.2, 1.8, 2.5)  # seconds between computer players' plays
TRICK_WINDOWS = (2.0, 3.0, 5.0, 8.0, 12.0)  # seconds computer players wait before closing it
NAME_LENGTH = 30  # what the name field takes (engine.forms.TextField)

GAME_SPECS: dict[str, Spec] = {
    # A hand-edited pace between the menu's steps is fine; an hour is not
    "bot_pace": Spec(1.2, N_("opts-pace"), minimum=0.0, maximum=10.0),
    # what is spoken for other players' plays
    "verbosity": Spec("full", N_("opts-verbosity"), choices=VERBOSITY),
    # the longest of this and the rule's window applies
    "trick_window": Spec(5.0, N_("opts-trick-window"), minimum=0.0, maximum=60.0),
    # draw for the player at the start of each turn
    "auto_draw": Spec(False, N_("opts-auto-draw")),
    # Space while your own dirty trick is open asks once before drawing it away
    "trick_guard": Spec(True, N_("opts-trick-guard")),
    "music": Spec(True, N_("opts-music")),
    # a MatchConfig.to_dict(): what Play (quick start) starts
    "last_table": Spec({}, N_("setting-last-table")),
    "player_name": Spec("", N_("setting-player-name"),
                        check=lambda name: len(name) <= NAME_LENGTH),
    # the first start asks for the language
    "language_chosen": Spec(False, N_("setting-language-chosen")),
}
# The defaults alone, for code that needs no more
GAME_DEFAULTS: dict[str, Any] = {key: spec.default for key, spec in GAME_SPECS.items()}
